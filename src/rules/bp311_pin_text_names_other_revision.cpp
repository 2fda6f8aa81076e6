// BP311 pin-text-names-other-revision: a pin's, source's or build's own text names a revision that is not its own.
#include "derive/reference_agreement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bp311 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BP311"},
    .name = "pin-text-names-other-revision",
    .severity = Severity::error,
    .summary = "a pin's, source's or build's own text names a revision that is not its own",
    .rationale =
        "A pin's note and scope say what its revision is. A note \"Read at kit commit 5624dfc6...\" "
        "on a pin at 441de756..., or an official pin whose scope says \"the same snapshot is also "
        "the EXL3 checkpoint's revision\" while the checkpoint pin is at another commit, gives the "
        "reader two revisions for one pin, and whatever was read at one is credited to the other. "
        "The check reports a full revision in a pin's note or scope that is not the pin's own, and "
        "a sentence there that calls the pin another pin's revision (that pin's subject word "
        "before \"revision\", \"snapshot\" or \"commit\", with \"same\", \"also\" or \"this\") "
        "while the two revisions differ. A sentence that denies it (\"Not this EXL3 revision\", "
        "\"an earlier commit than the runtime pin\") is not read. A short hash counts too where the "
        "text places its object at it (\"at kit commit 5624dfc\" in the title of a source read at "
        "441de756), unless another repository's word stands before it (\"checkpoint revision "
        "5ab363a\"). A build's note speaks of that build: \"the same commit as the pinned 5624dfc "
        "runtime\" on build 80dba15 gives one build two commits. It is reported at the text and at "
        "the pin's revision: either may be the false one.",
    .bad = "  - id: official\n    role: official\n    revision: eb9eb208eb0d988989d07a6a12d0fdeb5f52574a\n"
           "    scope: Parameter scope of this EXL3 checkpoint revision.",
    .good = "  - id: official\n    role: official\n    revision: eb9eb208eb0d988989d07a6a12d0fdeb5f52574a\n"
            "    scope: Official parameter scope only. Not this EXL3 revision.",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (reference_agreement); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : pin_text_names_other_revision(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bp311

Rule bp311_pin_text_names_other_revision() { return {&bp311::kInfo, bp311::check}; }

}  // namespace brief::rules
