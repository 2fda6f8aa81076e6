// Inline suppressions: `# brief: ignore[CODE] reason` (parsed by the loader) applied to findings:
// a suppressible finding is dropped, a finding read from prose is kept as a dispute, and any
// other stays with BX903.
#include <fmt/format.h>

#include <algorithm>
#include <tuple>

#include "rules/rule.h"

namespace brief {
namespace {

// True when the finding's lines meet the lines the suppression covers.
bool covers(const Diagnostic& d, const Suppression& s) {
  const uint32_t last = d.end.line >= d.begin.line ? d.end.line : d.begin.line;
  const uint32_t through = std::max(s.applies_to_line, s.applies_through_line);
  return d.begin.line != 0 && s.applies_to_line != 0 && d.begin.line <= through && s.applies_to_line <= last;
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
      Diagnostic& f = findings[i];
      if (f.code != s.code || !covers(f, s)) continue;
      matched = true;
      // A finding read from prose is the engine's reading of a sentence, and the engine can
      // misread: its author may dispute it, with a reason, whichever rule made it. It is
      // never dropped: it stays as a note the reports print, and every format of the brief
      // prints the dispute beside the claim, so the reader judges. A structural finding (typed
      // fields that contradict each other) cannot be argued with; it stays unless its rule is
      // suppressible.
      if (f.from_prose) {
        f.disputed = s.reason;
        f.severity = Severity::note;
        clip_finding_text(f);
      } else if (rule->suppressible) {
        suppressed[i] = true;
      } else {
        refused = true;
      }
    }
    if (refused) {
      added.push_back(meta(rules::bx903_info(), file, s, fmt::format("{} cannot be suppressed", s.code),
                           "a structural honesty error protects the reader of the brief; fix the fact instead (only a "
                           "finding read from prose can be disputed)"));
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
