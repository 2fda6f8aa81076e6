// BO420 superlative-contradicts-cells: prose gives an arm the lowest, highest, fastest or slowest cell of an observation that another arm holds.
#include <fmt/format.h>

#include "derive/superlative_cells.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo420 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO420"},
    .name = "superlative-contradicts-cells",
    .severity = Severity::error,
    .summary = "prose gives an arm the lowest, highest, fastest or slowest cell of an observation that another arm holds",
    .rationale =
        "The cells say which arm has the lowest or highest value of an observation. \"TensorFold's "
        "183 s is the lowest of the three arms\" beside an NVFP4 cell of 127 s, or \"the lowest cold "
        "first-token time was this TensorFold profile's\", gives the reader a win the bake-off did "
        "not record. The superlative is read against the cell the sentence writes (a figure equal "
        "to one cell) or against the one arm it names on the one observation whose metric or "
        "prompt words it uses; a speed word follows the unit (the fastest time is the smallest, "
        "the fastest rate the largest). A superlative denied, supposed, asked or reported as a "
        "source's is not read; a true one is no finding here (BO401 judges whether it ranks "
        "different quantizations).",
    .bad = "    notes:\n      - TensorFold's 183 s is the lowest of the three arms.",
    .good = "    notes:\n      - vLLM NVFP4's 127 s is the lowest of the three arms; TensorFold took 183 s.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const SuperlativeWrong& w : superlatives_against_cells(ctx.profile))
    out.add_reading(*w.text, w.sentence,
                    fmt::format("the text gives arm '{}' ({}) the {} cell of '{}', but arm '{}' has {}", w.arm, w.claimed,
                                w.word, w.observation->id.value, w.actual_arm, w.actual),
                    "give the superlative to the arm whose cell holds it, or drop it");
}

}  // namespace
}  // namespace bo420

Rule bo420_superlative_contradicts_cells() { return {&bo420::kInfo, bo420::check}; }

}  // namespace brief::rules
