// BP308 hash-field-holds-revision: the weight pin or the manifest hash is the commit of another
// part the profile pins.
#include "derive/pin_facts.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bp308 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BP308"},
    .name = "hash-field-holds-revision",
    .severity = Severity::error,
    .summary = "the weight pin or the manifest hash is the commit of another part the profile pins",
    .rationale =
        "hashes.weight_pin says which bytes the weights are; hashes.manifest names the list of "
        "them. Either holding the commit of another part the profile pins (the kit's runtime "
        "pin, the drafter's, a source's, a license's revision other than the weights', or a "
        "build's id) says the weights are fixed by a commit that holds no weights: the kit "
        "commit 5624dfc pins the code, not the checkpoint. The checkpoint pin's own revision is "
        "not reported (a Hugging Face commit fixes each weight file's LFS hash). Write the pin "
        "the source published, or unset (weight_pin) and unknown (manifest) when it published "
        "none.",
    .bad = "pins:\n  - {id: runtime, role: runtime, repo: org/kit, revision: 5624dfc6...}\n"
           "hashes:\n  weight_pin: 5624dfc6...",
    .good = "hashes:\n  weight_pin: unset",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (pin_facts); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : hash_fields_holding_revisions(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bp308

Rule bp308_hash_field_holds_revision() { return {&bp308::kInfo, bp308::check}; }

}  // namespace brief::rules
