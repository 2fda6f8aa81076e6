// BM116 separate-part-as-subcomponent: a row the profile pins or licenses on its own is called
// a subcomponent of the main weights.
#include "derive/separate_parts.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm116 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM116"},
    .name = "separate-part-as-subcomponent",
    .severity = Severity::error,
    .summary = "a row with its own pin or license is called a subcomponent of the main weights",
    .rationale =
        "A subcomponent is inside the main weights' files, so its bytes are never added to "
        "theirs. A row that the profile pins in its own repository (a pin of another role than "
        "the checkpoint's whose repo is the row's name) or licenses on its own (a license of "
        "another role than the weights' whose target is the row) is a separate download: "
        "calling it a subcomponent drops a drafter's bytes out of every pool and makes the "
        "memory needed look smaller than it is.",
    .bad = "pins:\n  - {id: drafter, role: drafter, repo: DFlash2 drafter, revision: 7d74cdd...}\n"
           "components:\n  - id: dflash2-drafter\n    name: DFlash2 drafter\n    role: subcomponent\n"
           "    overlaps: exl3-checkpoint",
    .good = "components:\n  - id: dflash2-drafter\n    name: DFlash2 drafter\n    role: separate-resident",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (separate_parts); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : separate_parts_as_subcomponents(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bm116

Rule bm116_separate_part_as_subcomponent() { return {&bm116::kInfo, bm116::check}; }

}  // namespace brief::rules
