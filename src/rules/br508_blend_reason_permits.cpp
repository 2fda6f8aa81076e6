// BR508 blend-reason-permits: a do-not-blend reason says the rows may be read together.
#include "derive/blend_reasons.h"
#include "rules/rule.h"

namespace brief::rules {
namespace br508 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BR508"},
    .name = "blend-reason-permits",
    .severity = Severity::error,
    .summary = "a do-not-blend reason says the two profiles' rows may be read together",
    .rationale =
        "do_not_blend tells every reader of the brief that another profile's cells are not this "
        "one's, and its reason says how the two setups differ. A reason that says they are the "
        "same setup (\"same image, slot count and drafter pin as this one\"), that the entry is "
        "only bookkeeping, or that some rows can be pooled, merged or read as this profile's "
        "after all, takes the entry back while the brief still lists it as kept apart: a reader "
        "who follows the reason blends what the entry forbids. The words are the lexicon's "
        "class blend-permit (data/claim-lexicon.tsv), read when asserted and not denied (\"do not "
        "pool its rows with these\" keeps them apart).",
    .bad = "do_not_blend:\n  - id: other-profile\n    why: Kept apart only for bookkeeping; its cells can be read as this profile's.",
    .good = "do_not_blend:\n  - id: other-profile\n    why: A different image, slot count and drafter pin; do not pool its cells with these.",
    // Read from prose: an author may dispute it with a reason, which every format then prints.
    .suppressible = true,
};

// The reasons are judged once, in derive (blend_reasons); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : blend_reasons_permitting(ctx.brief)) out.add(found);
}

}  // namespace
}  // namespace br508

Rule br508_blend_reason_permits() { return {&br508::kInfo, br508::check}; }

}  // namespace brief::rules
