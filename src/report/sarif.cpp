// SARIF 2.1.0 for GitHub code scanning: every registered rule under tool.driver.rules (so
// ruleIndex is stable), one result per finding with a relative, forward-slash artifact uri and
// a 1-based region (SARIF's endColumn is exclusive; brief's end is inclusive).
#include <nlohmann/json.hpp>

#include <filesystem>

#include "brief/report.h"
#include "brief/rules.h"
#include "brief/version.h"

namespace brief {
namespace {

std::string level_of(Severity s) { return s == Severity::note ? "note" : severity_name(s); }

// A path relative to the working directory, with forward slashes: what code scanning needs.
std::string relative_uri(const std::string& file) {
  namespace fs = std::filesystem;
  fs::path p(file);
  if (p.is_absolute()) {
    std::error_code ec;
    fs::path rel = fs::relative(p, fs::current_path(ec), ec);
    if (!ec && !rel.empty() && *rel.begin() != "..") p = rel;
  }
  std::string s = p.lexically_normal().generic_string();
  while (s.starts_with("./")) s.erase(0, 2);
  return s;
}

std::string sentence(std::string_view text) {
  std::string s(text);
  if (!s.empty() && s.back() != '.') s += '.';
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

}  // namespace

std::string report_sarif(const ReportInput& in) {
  using json = nlohmann::ordered_json;
  const auto& registry = rule_registry();
  json rules = json::array();
  for (const auto& r : registry) {
    json rule;
    rule["id"] = r.code;
    rule["name"] = r.name;
    rule["shortDescription"] = {{"text", sentence(r.summary)}};
    rule["fullDescription"] = {{"text", std::string(r.rationale)}};
    rule["help"] = {{"text", sentence(r.summary) + " " + std::string(r.rationale) + " Run `brief explain " +
                                 std::string(r.code) + "` for examples."},
                    {"markdown", rule_doc(r)}};
    rule["defaultConfiguration"] = {{"level", level_of(r.severity)}};
    rule["properties"] = {{"tags", json::array({std::string(r.family)})}};
    rules.push_back(std::move(rule));
  }
  json results = json::array();
  for (const auto& d : *in.findings) {
    json result;
    result["ruleId"] = d.code;
    for (std::size_t i = 0; i < registry.size(); ++i)
      if (registry[i].code == d.code) result["ruleIndex"] = i;
    result["level"] = level_of(d.severity);
    std::string text = sentence(d.message);
    if (!d.hint.empty()) text += " " + sentence(d.hint);
    result["message"] = {{"text", text}};
    const Loc begin = d.begin.known() ? d.begin : Loc{1, 1};
    const Loc end = d.end.known() ? d.end : begin;
    json region = {{"startLine", begin.line}, {"startColumn", begin.col}, {"endLine", end.line},
                   {"endColumn", end.col + 1}};
    result["locations"] = json::array(
        {{{"physicalLocation", {{"artifactLocation", {{"uri", relative_uri(d.file)}}}, {"region", region}}}}});
    results.push_back(std::move(result));
  }
  json driver = {{"name", "brief"},
                 {"version", std::string(version())},
                 {"semanticVersion", std::string(version())},
                 {"rules", std::move(rules)}};
  json doc = {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
              {"version", "2.1.0"},
              {"runs", json::array({{{"tool", {{"driver", std::move(driver)}}}, {"results", std::move(results)}}})}};
  return doc.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

}  // namespace brief
