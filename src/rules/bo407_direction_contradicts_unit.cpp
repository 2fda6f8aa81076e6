// BO407 direction-contradicts-unit: the direction of an observation contradicts its unit (a rate marked lower-is-better, a duration higher-is-better).
#include <fmt/format.h>

#include "rules/rule.h"

namespace brief::rules {
namespace bo407 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

// The rule's doc page (docs/rules/BO407.md, `brief explain BO407`) is generated from this
// entry by `cmake --build build --target approve-golden`: write it for a reader.
constexpr RuleInfo kInfo{
    .code = Code{"BO407"},
    .name = "direction-contradicts-unit",
    .severity = Severity::error,
    .summary = "the direction of an observation contradicts its unit (a rate marked lower-is-better, a duration higher-is-better)",
    .rationale =
        "The direction decides which arm a brief shows as ahead. A rate (tok/s, req/s) is better "
        "higher and a duration (s, ms, s/token) is better lower; an observation whose direction says "
        "the other reverses the order of its arms without changing one number.",
    .bad = "unit: tok/s\ndirection: lower-is-better",
    .good = "unit: tok/s\ndirection: higher-is-better",
    // Errors of the honesty families (memory, licenses, observations, provenance) protect the
    // reader of a brief, not its author, and cannot be suppressed.
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& view : ctx.brief.observations) {
    if (!view.direction_contradicts_unit) continue;
    const Observation& o = *view.observation;
    out.add(o.direction.loc, o.direction.end.known() ? o.direction.end : o.direction.loc,
            fmt::format("observation '{}' is in {} but marked {}: the order of its arms is reversed", o.id.value,
                        o.unit.value,
                        o.direction.value == Direction::lower_is_better ? "lower-is-better" : "higher-is-better"),
            "set the direction its unit reads in, or correct the unit");
  }
}

}  // namespace
}  // namespace bo407

Rule bo407_direction_contradicts_unit() { return {&bo407::kInfo, bo407::check}; }

}  // namespace brief::rules
