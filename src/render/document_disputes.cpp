// Disputes in the brief: a finding read from prose that the author disputes with a reasoned
// suppression is printed, never hidden. Each appears twice: in a section of its own at the top
// (with the claim, what brief read and the author's reason), and beside the claim itself
// wherever the document shows the sentence, so a reader of any one section sees it.
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "render/brief_document.h"
#include "render/enum_phrases.h"

namespace brief::rendering {
namespace {

// The claim as the document may show it: the sentence without its first letter (a field may be
// printed as a sentence, which capitalises it) and without its final stop.
std::string claim_key(std::string_view claim) {
  while (!claim.empty() && (claim.back() == '.' || claim.back() == ' ')) claim.remove_suffix(1);
  while (!claim.empty() && claim.front() == ' ') claim.remove_prefix(1);
  // Too short a key would mark unrelated text: such a claim is listed in the section only.
  if (claim.size() < 12) return {};
  return std::string(claim.substr(1));
}

// Appends the dispute to `cell` when it shows the claim; true when it did.
bool mark(std::string& cell, const std::string& key, const std::string& statement) {
  if (cell.find(key) == std::string::npos || cell.find(statement) != std::string::npos) return false;
  cell += " [" + statement + "]";
  return true;
}

void mark_everywhere(Document& doc, const std::string& key, const std::string& statement) {
  for (auto& section : doc.sections)
    for (auto& block : section.blocks) {
      for (auto& item : block.items) mark(item, key, statement);
      for (auto& field : block.fields) mark(field.second, key, statement);
      for (auto& row : block.rows)
        for (auto& cell : row) mark(cell, key, statement);
    }
}

}  // namespace

void add_disputes(Document& doc, const RenderOptions& options) {
  if (options.disputed_findings.empty()) return;
  std::vector<std::string> items;
  for (const Diagnostic& d : options.disputed_findings) {
    const std::string statement = sentence(dispute_phrase(d));
    if (const std::string key = claim_key(d.claim); !key.empty()) mark_everywhere(doc, key, statement);
    const std::string where = d.begin.known() ? fmt::format("line {}", d.begin.line) : d.file;
    items.push_back(join_nonempty({fmt::format("{} ({}):", d.code, where),
                                   d.claim.empty() ? "" : fmt::format("\"{}\"", d.claim),
                                   sentence("brief reads: " + d.message), statement},
                                  " "));
  }
  Section s;
  s.title = "Disputed by the author";
  s.paragraph(
      "brief read these claims as stating more than the profile's facts support. The author "
      "disputes each, for the reason given; brief has not accepted the reason. Judge each claim "
      "for yourself.");
  s.bullets(std::move(items));
  doc.sections.push_front(std::move(s));
}

}  // namespace brief::rendering
