// BO419 prose-names-other-temperature: a sentence gives the bake-off another sampling temperature than bakeoff.temperature.
#include <fmt/format.h>

#include <cmath>

#include "derive/other_recipes.h"
#include "derive/temperature_prose.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo419 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO419"},
    .name = "prose-names-other-temperature",
    .severity = Severity::error,
    .summary = "a sentence gives another sampling temperature than bakeoff.temperature",
    .rationale =
        "The sampling temperature decides whether one run per arm is repeatable at all: at "
        "temperature 0 a rerun decodes the same tokens, at 0.7 it does not. A note \"one run per "
        "arm, temperature 0.7\" over bakeoff.temperature \"0\" leaves the reader two settings for "
        "one set of cells, and at most one is true; either may be the false half, so both are "
        "reported. A temperature denied, supposed, asked, "
        "reported as a source's or given to another recipe the profile names is not read.",
    .bad = "bakeoff:\n  temperature: \"0\"\n  notes:\n    - One run per arm at temperature 0.7.",
    .good = "bakeoff:\n  temperature: \"0\"\n  notes:\n    - One run per arm at temperature 0.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const Text& typed = ctx.profile.bakeoff.temperature;
  const std::optional<double> temperature = bakeoff_temperature(ctx.profile.bakeoff);
  if (!temperature) return;
  const double value = *temperature;
  const auto other_recipes = other_recipe_names(ctx.profile);
  for (const SentenceReading& r : ctx.brief.readings) {
    if (!r.temperature || std::fabs(*r.temperature - value) < 1e-9) continue;
    // "The Mia recipe samples at temperature 0.6" is another recipe's setting.
    if (names_other_recipe(other_recipes, r.sentence)) continue;
    out.add_reading(*r.text, r.sentence,
                    fmt::format("the text gives temperature {:g}, but bakeoff.temperature is {}", *r.temperature,
                                typed.value),
                    "one bake-off ran at one temperature: make the text and bakeoff.temperature agree");
    // Either half may be the false one: the typed temperature is reported (once) as well.
    out.add_once(typed.loc,
                 fmt::format("bakeoff.temperature is {}, but the text gives temperature {:g}", typed.value,
                             *r.temperature),
                 "one bake-off ran at one temperature: make the text and bakeoff.temperature agree");
  }
}

}  // namespace
}  // namespace bo419

Rule bo419_prose_names_other_temperature() { return {&bo419::kInfo, bo419::check}; }

}  // namespace brief::rules
