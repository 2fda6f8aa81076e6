// BO411 unbacked-rate: a throughput given in prose, in the catalog's voice, that no cell of
// the bake-off holds.
#include <fmt/format.h>

#include "derive/claim_judgement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo411 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO411"},
    .name = "unbacked-rate",
    .severity = Severity::error,
    .summary = "a throughput in prose is no cell of the bake-off",
    .rationale =
        "Throughputs are a closed world, as byte figures are: a rate the catalog states in its own "
        "voice must be one the bake-off measured. A sum of cells across arms (\"the pair served 804 "
        "tok/s across the three arms\"), a share of one per node (\"184 tok/s per Spark\"), or a "
        "figure for a concurrency nobody ran is a number no run produced. A rate matches a cell of "
        "an observation in a rate unit, at the precision it is written to (\"about\": within 6%); "
        "in a sentence that speaks of a difference (\"a lead of 62 tok/s\", \"62 tok/s faster\") "
        "it may be the gap between two cells of one observation, but a level (\"held around 60 "
        "tok/s\") is no gap. What a source reported stays the "
        "source's (\"the README reports 60 tok/s\"), and a denial, a condition or a question "
        "asserts nothing.",
    .bad = "notes:\n  - Across the three arms the pair served 804 tok/s of C8 aggregate.",
    .good = "notes:\n  - TensorFold's C8 aggregate cell is 368 tok/s.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const SentenceReading& r : ctx.brief.readings)
    for (const RateNamed& rate : r.rates) {
      if (rate_backed(ctx.profile, rate)) continue;
      out.add_reading(*r.text, r.sentence, fmt::format("'{}' is no cell of the bake-off", rate.written),
                      "give a cell as measured (its observation and arm), attribute the figure to its source, or drop "
                      "it; cells are not added across arms or split across nodes");
      break;
    }
}

}  // namespace
}  // namespace bo411

Rule bo411_unbacked_rate() { return {&bo411::kInfo, bo411::check}; }

}  // namespace brief::rules
