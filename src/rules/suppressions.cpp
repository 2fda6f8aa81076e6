// Inline suppressions: `# brief: ignore[CODE] reason` (parsed by the loader) applied to findings.
#include <fmt/format.h>

#include <algorithm>
#include <tuple>

#include "rules/rule.h"

namespace brief {
namespace {

bool covers(const Diagnostic& d, uint32_t line) {
  uint32_t last = d.end.line >= d.begin.line ? d.end.line : d.begin.line;
  return d.begin.line != 0 && d.begin.line <= line && line <= last;
}

bool blank(const std::string& s) { return s.find_first_not_of(" \t") == std::string::npos; }

Diagnostic meta(const RuleInfo& rule, const std::string& file, const Suppression& s, std::string message,
                std::string hint) {
  Diagnostic d;
  d.file = file;
  d.begin = s.loc;
  d.end = s.loc;
  d.severity = rule.severity;
  d.code = std::string(rule.code);
  d.message = std::move(message);
  d.hint = std::move(hint);
  return d;
}

}  // namespace

std::vector<Diagnostic> apply_suppressions(std::vector<Diagnostic> findings,
                                           const std::vector<Suppression>& suppressions, const std::string& file) {
  std::vector<bool> suppressed(findings.size(), false);
  std::vector<Diagnostic> added;
  for (const auto& s : suppressions) {
    const RuleInfo* rule = find_rule(s.code);
    if (!rule || rule->code != s.code) {
      added.push_back(meta(rules::bx904_info(), file, s, fmt::format("suppression names unknown code '{}'", s.code),
                           "`brief rules` lists the codes"));
      continue;
    }
    if (blank(s.reason)) {
      added.push_back(meta(rules::bx901_info(), file, s, fmt::format("suppression of {} gives no reason", s.code),
                           fmt::format("write `# brief: ignore[{}] <why>`; it is not applied without one", s.code)));
      continue;
    }
    bool matched = false, refused = false;
    for (std::size_t i = 0; i < findings.size(); ++i) {
      if (findings[i].code != s.code || !covers(findings[i], s.applies_to_line)) continue;
      matched = true;
      if (rule->suppressible) suppressed[i] = true;
      else refused = true;
    }
    if (refused) {
      added.push_back(meta(rules::bx903_info(), file, s, fmt::format("{} cannot be suppressed", s.code),
                           "honesty errors protect the reader of the brief; fix the fact instead"));
    } else if (!matched) {
      added.push_back(meta(rules::bx902_info(), file, s,
                           fmt::format("suppression of {} matches no finding on line {}", s.code, s.applies_to_line),
                           "remove the comment"));
    }
  }
  std::vector<Diagnostic> out;
  for (std::size_t i = 0; i < findings.size(); ++i)
    if (!suppressed[i]) out.push_back(std::move(findings[i]));
  for (auto& d : added) out.push_back(std::move(d));
  return out;
}

void sort_findings(std::vector<Diagnostic>& findings) {
  std::stable_sort(findings.begin(), findings.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return std::tie(a.file, a.begin.line, a.begin.col, a.code, a.message) <
           std::tie(b.file, b.begin.line, b.begin.col, b.code, b.message);
  });
}

}  // namespace brief
