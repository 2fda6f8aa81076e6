#pragma once
// The pages of a catalog site (`brief site`) other than the briefs themselves: the index,
// one page per hardware entry, one per rule. They format what the site command gathered
// (lint findings, derived verdicts); they compute nothing.
#include <string>
#include <vector>

#include "brief/diagnostic.h"
#include "brief/profile.h"
#include "brief/rules.h"

namespace brief::rendering {

struct SiteProfileRow {
  std::string id;
  std::string page;            // "profiles/<stem>.html"; empty when the profile did not load
  std::string json;            // "profiles/<stem>.json"
  std::string source;          // the file it came from
  std::string title;
  std::string hardware_id;
  std::string hardware_page;   // "hardware/<stem>.html"; empty when not in the site
  std::string nodes = "unknown";
  std::string memory_verdict = "unknown";  // phrase_of(Brief::memory.kind)
  std::string commercial = "blocked";      // "possible" / "blocked", from Brief::commercial
  std::string calculator_verdict = "unknown";  // phrase_of(Brief::calculator.kind)
  std::size_t errors = 0, warnings = 0, notes = 0;
  std::vector<Diagnostic> findings;  // every finding of its file, sorted
  std::string load_error;            // the profile did not load: why (no page is written)
};

struct SiteHardwarePage {
  const Hardware* hardware = nullptr;
  std::vector<Diagnostic> findings;
  std::vector<std::pair<std::string, std::string>> profiles;  // id, href from hardware/
};

std::string site_index_html(const std::vector<SiteProfileRow>& rows, std::size_t hardware_count);
std::string site_hardware_html(const SiteHardwarePage& page);
// text: rule_doc(rule), the text `brief explain` prints.
std::string site_rule_html(const RuleInfo& rule, const std::string& text);
std::string site_rules_index_html(const std::vector<RuleInfo>& rules);

// "BM101 error: message (file:line:col)".
std::string finding_line(const Diagnostic& d);

}  // namespace brief::rendering
