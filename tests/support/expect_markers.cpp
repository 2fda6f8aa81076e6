#include "support/expect_markers.h"

#include <algorithm>
#include <cctype>
#include <regex>

#include "brief/rules.h"

namespace brief::test {
namespace {

bool blank_or_comment(std::string_view line) {
  auto first = line.find_first_not_of(" \t\r");
  return first == std::string_view::npos || line[first] == '#';
}

}  // namespace

std::vector<ExpectMarker> parse_expect_markers(std::string_view text) {
  static const std::regex marker_re(R"(#\s*expect:\s*([A-Za-z][A-Za-z0-9-]*))");
  std::vector<std::string_view> lines;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  std::vector<ExpectMarker> out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string line(lines[i]);
    for (auto it = std::sregex_iterator(line.begin(), line.end(), marker_re); it != std::sregex_iterator(); ++it) {
      ExpectMarker m{(*it)[1].str(), 0};
      // Alone on its line (only blanks before it): the marker applies to the next content line.
      // After anything else, even a comment, it applies to its own line.
      const bool alone = line.find_first_not_of(" \t") == static_cast<std::size_t>(it->position(0));
      if (!alone) {
        m.line = static_cast<uint32_t>(i + 1);
      } else {
        for (std::size_t j = i + 1; j < lines.size(); ++j)
          if (!blank_or_comment(lines[j])) {
            m.line = static_cast<uint32_t>(j + 1);
            break;
          }
      }
      if (m.line != 0) {
        // `key: >-`, `key: |`, `- >` ...: the block runs while lines are indented deeper.
        std::string_view l = lines[m.line - 1];
        if (auto hash = l.find(" #"); hash != std::string_view::npos) l = l.substr(0, hash);
        while (!l.empty() && (l.back() == ' ' || l.back() == '\r')) l.remove_suffix(1);
        const bool block = l.ends_with(">") || l.ends_with(">-") || l.ends_with(">+") || l.ends_with("|") ||
                           l.ends_with("|-") || l.ends_with("|+");
        if (block) {
          const std::size_t indent = lines[m.line - 1].find_first_not_of(" ");
          for (std::size_t j = m.line; j < lines.size(); ++j) {
            const std::size_t ind = lines[j].find_first_not_of(' ');
            if (ind != std::string_view::npos && ind <= indent) break;
            m.block_end = static_cast<uint32_t>(j + 1);
          }
        }
      }
      out.push_back(std::move(m));
    }
  }
  return out;
}

bool is_rule_code(std::string_view what) {
  return what.size() == 5 && std::isupper(static_cast<unsigned char>(what[0])) &&
         std::isupper(static_cast<unsigned char>(what[1])) &&
         std::all_of(what.begin() + 2, what.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

bool finding_meets(const Diagnostic& finding, const ExpectMarker& marker) {
  if (marker.line == 0 || finding.begin.line == 0) return false;
  const uint32_t last = std::max(finding.begin.line, finding.end.line);
  const bool in_block = marker.block_end != 0 && finding.begin.line > marker.line && finding.begin.line <= marker.block_end;
  if (!in_block && (marker.line < finding.begin.line || marker.line > last)) return false;
  if (is_rule_code(marker.what)) return finding.code == marker.what;
  const RuleInfo* rule = find_rule(finding.code);
  return rule && brief::name_of(rule->family()) == marker.what;
}

}  // namespace brief::test
