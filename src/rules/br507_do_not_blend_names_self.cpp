// BR507 do-not-blend-names-self: a do-not-blend entry names the profile itself.
#include "derive/reference_agreement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace br507 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BR507"},
    .name = "do-not-blend-names-self",
    .severity = Severity::error,
    .summary = "a do-not-blend entry names the profile itself",
    .rationale =
        "A do-not-blend entry names another profile that must never be merged with this one. An "
        "entry naming the profile's own id resolves, so it looks like a kept promise, while it "
        "keeps nothing apart: the profile it was meant to name is not named.",
    .bad = "id: rules-base\ndo_not_blend:\n  - id: rules-base",
    .good = "id: rules-base\ndo_not_blend:\n  - id: glm-5.3-flash-mia-tensorfold-tp2",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (reference_agreement); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : blend_names_self(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace br507

Rule br507_do_not_blend_names_self() { return {&br507::kInfo, br507::check}; }

}  // namespace brief::rules
