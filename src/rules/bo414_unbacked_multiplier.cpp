// BO414 unbacked-multiplier: a multiplier the catalog writes of the bake-off ("eight times the
// C1 rate") that no ratio of two of its cells gives.
#include <fmt/format.h>

#include "derive/multipliers.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo414 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO414"},
    .name = "unbacked-multiplier",
    .severity = Severity::error,
    .summary = "a multiplier or a percentage margin in the bake-off's prose is no ratio of two of its cells",
    .rationale =
        "A speedup is a ratio of two measurements. When the bake-off's notes say eight streams "
        "deliver \"eight times the C1 rate\" while the C8 aggregate cell is 368 tok/s and the C1 "
        "cell 99 (3.7 times), the sentence claims a scaling nobody measured, and a reader sizing "
        "a deployment from it expects twice the throughput the cells give. A multiplier written "
        "in the catalog's voice of a rate, a cell or an arm must be the ratio of two cells of one "
        "unit that differ in one thing (the arm within one observation, or the observation on one "
        "arm: one engine's C8 over another's C1, or one engine's C8 aggregate over another's C8 "
        "per-stream rate, compares nothing), within the rounding it is written "
        "to: a word or a whole number (\"twice\", \"2x\") "
        "and \"about\" within 10%, a decimal within half its last digit or 1% (\"1.47 times\"). "
        "What a source reported stays the source's, and a denial, a condition, a question, an "
        "order or a multiple of memory, nodes, slots or context (\"8x the KV\") asserts no ratio "
        "of cells. The bake-off's notes, arms, observations and validation records are read, "
        "and the summary. A cell's value written beside the multiplier (\"eight times the 99 tok/s "
        "rate\") is one side of the ratio. A percentage margin between two cells the sentence "
        "writes (\"183 s sits within 5% of NVFP4's 127 s\", \"99 is 30% above 72\") must be their "
        "difference over either value, or their ratio, to the same rounding; under a bound "
        "(\"within\", \"under\") the difference may be less.",
    .bad = "notes:\n  - Eight streams deliver eight times the C1 rate.",
    .good = "notes:\n  - The C8 aggregate of 368 is about 3.7 times the C1 rate of 99.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const MultiplierUnbacked& m : unbacked_multipliers(ctx.brief)) {
    const std::string nearest =
        m.nearest > 0 ? fmt::format("; the nearest ratio of two cells is {:.2f}", m.nearest) : std::string();
    out.add_reading(*m.text, m.sentence, fmt::format("'{}' is no ratio of two cells of the bake-off{}", m.written, nearest),
                    "write the ratio the cells give (which cell over which), attribute the multiple to its source, or "
                    "drop it");
  }
}

}  // namespace
}  // namespace bo414

Rule bo414_unbacked_multiplier() { return {&bo414::kInfo, bo414::check}; }

}  // namespace brief::rules
