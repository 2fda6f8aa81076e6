// BO402 noise-presented-as-win: a single-run difference under the noise threshold called a win.
#include <fmt/format.h>

#include "brief/decimal.h"
#include "rules/observation_facts.h"
#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = "BO402",
    .name = "noise-presented-as-win",
    .severity = Severity::error,
    .family = "observations",
    .summary = "a single-run difference under the noise threshold is presented as a win",
    .rationale =
        "With one run per arm, a difference smaller than the source's own noise threshold is noise. "
        "The check takes observations with one run whose subject arm is within noise_percent of "
        "another arm (exact decimal arithmetic) and reports a note that claims a win, a lead or a "
        "speed difference without negating it.",
    .bad = "      cells:\n        - {arm: tensorfold-c8, value: 100}\n        - {arm: other, value: 98}\n"
           "      notes:\n        - TensorFold wins this cell.",
    .good = "      notes:\n        - The two arms are within the 5% noise threshold.",
    .suppressible = true,
};

void check(const RuleContext& ctx, Findings& out) {
  const auto& p = ctx.profile;
  const auto& noise = p.bakeoff.noise_percent;
  if (!noise.present) return;
  for (const auto& o : p.bakeoff.observations) {
    int64_t runs = o.runs.present ? o.runs.value : p.bakeoff.runs_per_arm.value;
    if (runs != 1) continue;
    const Cell* subject = nullptr;
    for (const auto& c : o.cells)
      if (const Arm* a = find_arm(p, c.arm.value); a && a->subject.value) subject = &c;
    if (!subject) continue;
    const Cell* close = nullptr;
    for (const auto& c : o.cells)
      if (&c != subject && within_percent(subject->value.value, c.value.value, noise.value)) close = &c;
    if (!close) continue;
    for (const auto& n : o.notes) {
      if (win_claim(n.value).empty()) continue;
      out.add(n, fmt::format("{} vs {} is under the {}% noise threshold of one run but is presented as a win",
                             subject->value.value.to_string(), close->value.value.to_string(), noise.value.to_string()),
              "say the difference is within the source's noise threshold");
    }
  }
}

}  // namespace

Rule bo402_noise_presented_as_win() { return {&kInfo, check}; }

}  // namespace brief::rules
