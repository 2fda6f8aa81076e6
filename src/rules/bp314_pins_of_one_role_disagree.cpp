// BP314 pins-of-one-role-disagree: two pins of one role on one repository at different
// revisions.
#include "derive/pin_facts.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bp314 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BP314"},
    .name = "pins-of-one-role-disagree",
    .severity = Severity::error,
    .summary = "two pins of one role on one repository hold different revisions",
    .rationale =
        "A pin records the one revision of a repository the deployment uses in a role: the "
        "checkpoint it loads, the runtime it runs. A second pin of the same role on the same "
        "repository at another commit (a merge of two drafts, a revision pasted from another "
        "recipe) says the deployment loads two revisions of it, so at most one pin is true, and "
        "the brief would print whichever it reads first. Pins of different roles may share a "
        "repository at different commits (a source read at the kit's earlier commit beside the "
        "runtime pin); two spellings of one commit (a short hash of the full one) agree. Both "
        "revisions are reported.",
    .bad = "pins:\n  - {id: checkpoint, role: checkpoint, repo: org/model, revision: 5ab363a8...}\n"
           "  - {id: weights, role: checkpoint, repo: org/model, revision: 9c1f0e2b...}",
    .good = "pins:\n  - {id: checkpoint, role: checkpoint, repo: org/model, revision: 5ab363a8...}",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (pin_facts); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : pins_of_one_role_disagree(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bp314

Rule bp314_pins_of_one_role_disagree() { return {&bp314::kInfo, bp314::check}; }

}  // namespace brief::rules
