// BO421 prose-names-other-noise-threshold: a sentence gives another noise threshold than bakeoff.noise_percent.
#include <fmt/format.h>

#include "derive/other_recipes.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo421 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO421"},
    .name = "prose-names-other-noise-threshold",
    .severity = Severity::error,
    .summary = "a sentence gives another noise threshold than bakeoff.noise_percent",
    .rationale =
        "The noise threshold is the line under which the source calls a difference noise, and "
        "the brief reads every ranking against it: a gap inside it is no win. A note \"gaps below "
        "15% are noise\" over noise_percent 5 tells the reader that a 12% lead means nothing, or, "
        "the other way round, lets a 4% gap pass as a win; at most one line is the source's. Either "
        "may be the false half, so both are reported. A threshold denied, supposed, asked or given "
        "to another recipe the profile names is not read; a difference (\"a 12% gap\") is no threshold.",
    .bad = "bakeoff:\n  noise_percent: 5\n  notes:\n    - Gaps below 15% are noise.",
    .good = "bakeoff:\n  noise_percent: 5\n  notes:\n    - Gaps below 5% are noise; the 12% gap is not.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const auto& typed = ctx.profile.bakeoff.noise_percent;
  if (!typed.present) return;
  const double value = typed.value.to_double();
  const auto other_recipes = other_recipe_names(ctx.profile);
  for (const SentenceReading& r : ctx.brief.readings) {
    if (r.noise_thresholds.empty()) continue;
    // One figure the typed threshold: the sentence names the source's line ("a 12% gap is over the 5% noise").
    bool agrees = false;
    for (const auto& [low, high] : r.noise_thresholds) agrees |= value >= low - 1e-9 && value <= high + 1e-9;
    if (agrees || names_other_recipe(other_recipes, r.sentence)) continue;
    const double given = r.noise_thresholds.front().first;
    out.add_reading(*r.text, r.sentence,
                    fmt::format("the text gives a noise threshold of {:g}%, but bakeoff.noise_percent is {}", given,
                                typed.value.to_string()),
                    "the source calls one line noise: make the text and bakeoff.noise_percent agree");
    out.add_once(typed.loc,
                 fmt::format("bakeoff.noise_percent is {}, but the text gives a noise threshold of {:g}%",
                             typed.value.to_string(), given),
                 "the source calls one line noise: make the text and bakeoff.noise_percent agree");
  }
}

}  // namespace
}  // namespace bo421

Rule bo421_prose_names_other_noise_threshold() { return {&bo421::kInfo, bo421::check}; }

}  // namespace brief::rules
