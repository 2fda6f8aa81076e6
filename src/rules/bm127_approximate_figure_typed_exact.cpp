// BM127 approximate-figure-typed-exact: a byte field holds, as an exact count, a figure the
// profile itself writes as approximate.
#include "derive/approximate_typed.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm127 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM127"},
    .name = "approximate-figure-typed-exact",
    .severity = Severity::error,
    .summary = "a byte field holds, as an exact count, a figure the profile writes as approximate",
    .rationale =
        "\"About 165 GB\" is a magnitude the source rounded; 165000000000 in file_size says someone "
        "counted every byte and found exactly that. The reader of the brief, and the calculator, "
        "then treat a planning figure as a measured size. The check reads every figure the "
        "profile writes as approximate (a typed count such as a disk item's \"about 165 GB\", or "
        "a byte figure after \"about\", \"roughly\" or \"~\" in its prose) and every byte field "
        "written as a plain integer; an integer that is exactly such a figure's value is "
        "reported. A count written with its unit (\"165 GB\") says no more than its digits and is "
        "not read; an exact count that differs from the rounded one (328326771576 beside "
        "\"about 328 GB\") is a real count and is not read either. A sentence that gives the rounded "
        "figure as a count of bytes (\"165 billion bytes\") or calls it exact (\"exactly 165 GB\", "
        "\"165 GB on the nose\") asserts the same count in prose and is reported at its field.",
    .bad = "components:\n  - id: logical-checkpoint\n    file_size: 165000000000\ndisk:\n  - what: checkpoint\n"
           "    size: about 165 GB",
    .good = "components:\n  - id: logical-checkpoint\n    file_size: {unknown: \"The README gives disk planning in "
            "GB.\"}\ndisk:\n  - what: checkpoint\n    size: about 165 GB",
    // Two facts of the profile disagree on whether the count is known: no reason makes both true.
    .suppressible = false,
};

// The fields are found once, in derive (approximate_typed); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : approximate_figures_typed_exact(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bm127

Rule bm127_approximate_figure_typed_exact() { return {&bm127::kInfo, bm127::check}; }

}  // namespace brief::rules
