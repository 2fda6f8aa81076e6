// BP312 runtime-profile-is-runtime-not: hashes.runtime_profile names the runtime runtime_not denies.
#include "derive/runtime_denied.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bp312 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BP312"},
    .name = "runtime-profile-is-runtime-not",
    .severity = Severity::error,
    .summary = "hashes.runtime_profile names the runtime that hashes.runtime_not says this is not",
    .rationale =
        "runtime_not tells the reviewer which runtime this profile is not (\"Not Mia TensorFold "
        "v0.6.0 with 53 patches.\"): its version, patch count or build are what set that runtime "
        "apart. A runtime_profile that asserts every one of them (\"the LimeChain C8 profile on "
        "TensorFold v0.6.0 with 53 patches\") says the runtime is the one denied. The marks that "
        "this profile's own runtime shares (its runtime pin, its subject arm, its title) are not "
        "read, and a runtime_profile that denies them (\"not v0.6.0\") agrees. Both fields are reported.",
    .bad = "hashes:\n  runtime_profile: the LimeChain C8 profile on TensorFold v0.6.0 with 53 patches\n"
           "  runtime_not: Not Mia TensorFold v0.6.0 with 53 patches.",
    .good = "hashes:\n  runtime_profile: the LimeChain C8 profile\n  runtime_not: Not Mia TensorFold v0.6.0 with 53 patches.",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (runtime_denied); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : runtime_profile_is_runtime_not(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bp312

Rule bp312_runtime_profile_is_runtime_not() { return {&bp312::kInfo, bp312::check}; }

}  // namespace brief::rules
