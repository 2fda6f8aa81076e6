// BM109 part-larger-than-whole: a part is larger than its whole: a subcomponent above the row it overlaps, subcomponents adding past it, or per_rank above resident.
#include "derive/part_whole.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm109 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM109"},
    .name = "part-larger-than-whole",
    .severity = Severity::error,
    .summary = "a part is larger than its whole: a subcomponent above the row it overlaps, subcomponents adding past it, or per_rank above resident",
    .rationale =
        "A subcomponent (routed experts, dense weights, a vision tower) is inside the row it "
        "overlaps, the subcomponents of one row are disjoint parts of it, and one rank's share is "
        "inside the whole resident row. A known part larger than its known whole means one of the "
        "two figures is false, and the memory verdict would rest on the smaller one: a main row "
        "of 18 GB beside experts of 125 GB gave an unknown verdict with an 18 GB bound where the "
        "experts alone do not fit. The check compares like with like (file_size, per_rank, "
        "resident), beyond 5% when a figure is approximate; the memory verdict bounds the whole "
        "by its largest known part.",
    .bad = "  - id: exl3-checkpoint\n    role: main-weights\n    resident: 18 GB\n  - id: routed-experts\n    role: subcomponent\n    overlaps: exl3-checkpoint\n    resident: 125 GB",
    .good = "  - id: exl3-checkpoint\n    role: main-weights\n    resident: 140 GB\n  - id: routed-experts\n    role: subcomponent\n    overlaps: exl3-checkpoint\n    resident: 125 GB",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (part_whole); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : part_above_whole(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bm109

Rule bm109_part_larger_than_whole() { return {&bm109::kInfo, bm109::check}; }

}  // namespace brief::rules
