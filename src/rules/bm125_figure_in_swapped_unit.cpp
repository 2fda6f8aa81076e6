// BM125 figure-in-swapped-unit: a typed count's number written in the binary unit of the same
// rank ("328 GiB" for a 328 GB file).
#include "derive/unit_swaps.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm125 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM125"},
    .name = "figure-in-swapped-unit",
    .severity = Severity::error,
    .summary = "a typed byte count's number is written in the other unit (GiB for GB)",
    .rationale =
        "official.checkpoint_file is 328,326,771,576 bytes: 328 GB, about 305.8 GiB. A note that "
        "calls it \"328 GiB\" gives the file 352 GB, a quantity no source reported, and the 7% "
        "between the units at this size is more than any rounding. The check reads every byte "
        "figure in the profile's prose written in a binary unit (KiB, MiB, GiB, TiB) whose number, "
        "read in the decimal unit of the same rank, is one of the profile's typed counts (a row's "
        "file_size, resident or per_rank, a disk item, official.checkpoint_file) within the "
        "precision its digits are written at, while the figure as written is none of them. A "
        "figure the sentence denies is not read.",
    .bad = "official:\n  checkpoint_file: 328326771576\n  notes:\n    - The official checkpoint file is 328 GiB.",
    .good = "official:\n  checkpoint_file: 328326771576\n  notes:\n    - The official checkpoint file is 328 GB, "
            "about 305.8 GiB.",
    // Arithmetic on the profile's own figures: no reason makes 328 GiB equal 328 GB.
    .suppressible = false,
};

// The figures are found once, in derive (unit_swaps); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : figures_in_swapped_unit(ctx.profile, ctx.hardware)) out.add(found);
}

}  // namespace
}  // namespace bm125

Rule bm125_figure_in_swapped_unit() { return {&bm125::kInfo, bm125::check}; }

}  // namespace brief::rules
