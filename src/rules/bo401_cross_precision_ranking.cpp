// BO401 cross-precision-ranking: a win or ranking claimed across different quantizations.
#include <fmt/format.h>

#include "rules/observation_facts.h"
#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = "BO401",
    .name = "cross-precision-ranking",
    .severity = Severity::error,
    .family = "observations",
    .summary = "arms of different quantizations are ranked without saying it is not a same-precision ranking",
    .rationale =
        "An EXL3 4bpw arm that decodes faster than an NVFP4 arm says nothing about the engines at "
        "the same precision. The check reads the notes of every observation whose arms' "
        "quantizations differ, and (when any observation's do) the summary and the bake-off notes: "
        "a sentence saying faster, wins, beats, outperforms, best, ranking ... that does not negate "
        "itself and does not say \"not a same-precision ranking\" is reported.",
    .bad = "    - id: c1-short\n      notes:\n        - TensorFold beats vLLM NVFP4 here.",
    .good = "    - id: c1-short\n      notes:\n        - The quantizations differ: not a same-precision ranking.",
    .suppressible = true,
};

void report(const Text& t, Findings& out) {
  std::string s = win_claim(t.value);
  if (s.empty()) return;
  out.add(t, "a ranking across different quantizations is claimed",
          "say \"not a same-precision ranking\", or compare arms of one quantization");
}

void check(const RuleContext& ctx, Findings& out) {
  const auto& p = ctx.profile;
  bool any = false;
  for (const auto& o : p.bakeoff.observations) {
    if (!quantizations_differ(arms_of(p, o))) continue;
    any = true;
    for (const auto& n : o.notes) report(n, out);
  }
  if (!any) return;
  if (p.summary.present) report(p.summary, out);
  for (const auto& n : p.bakeoff.notes) report(n, out);
}

}  // namespace

Rule bo401_cross_precision_ranking() { return {&kInfo, check}; }

}  // namespace brief::rules
