// BP308 hash-field-holds-revision: the weight pin or the manifest hash is a commit the profile
// records elsewhere.
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
    .summary = "the weight pin or the manifest hash is a commit the profile records elsewhere",
    .rationale =
        "A profile keeps a repository's revision (pins) apart from the weights' own pin "
        "(hashes.weight_pin) and a manifest (hashes.manifest), as a source does: \"Checkpoint "
        "... revision 5ab363a. Weight pin unset. Manifest unknown.\" Copying a pin's revision "
        "(the checkpoint's included), a license's revision or a build's id into either field "
        "says the weights, or their manifest, were pinned when only a repository was, and the "
        "kit's commit pins no weights at all. Write the pin the source published, or unset "
        "(weight_pin) and unknown (manifest) when it published none.",
    .bad = "pins:\n  - {id: checkpoint, role: checkpoint, repo: org/model, revision: 5ab363a8...}\n"
           "hashes:\n  weight_pin: 5ab363a8...",
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
