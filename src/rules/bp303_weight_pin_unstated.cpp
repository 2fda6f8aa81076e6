// BP303 weight-pin-unstated: the weight pin is left out instead of stated (even as unset).
#include "rules/rule.h"

namespace brief::rules {
namespace bp303 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BP303"},
    .name = "weight-pin-unstated",
    .severity = Severity::error,
    .summary = "the weight pin is missing instead of being stated, even as unset",
    .rationale =
        "A weight pin that is unset must say so: `weight_pin: unset` tells the reader the source "
        "did not pin the weights; a missing field says nothing, and a reader assumes the weights "
        "were pinned with the runtime.",
    .bad = "hashes:\n  manifest: unknown",
    .good = "hashes:\n  weight_pin: unset\n  manifest: unknown",
    .suppressible = true,
};

void check(const RuleContext& ctx, Findings& out) {
  const auto& h = ctx.profile.hashes;
  if (h.weight_pin.present) return;
  // Point at the hashes section when it exists, else at the profile's id. The section is
  // optional in the format, so without it the hint names the section too, not only the key.
  const bool has_section = h.manifest.present || h.runtime_profile.present || h.runtime_not.present;
  Loc at = h.manifest.present ? h.manifest.loc
           : h.runtime_profile.present ? h.runtime_profile.loc
           : h.runtime_not.present ? h.runtime_not.loc
                                   : ctx.profile.id.loc;
  out.add(at, "the weight pin is not stated",
          has_section ? "write `weight_pin: unset` under `hashes:` when the source did not pin the weights"
                      : "add `hashes:` with `weight_pin: unset` when the source did not pin the weights");
}

}  // namespace
}  // namespace bp303

Rule bp303_weight_pin_unstated() { return {&bp303::kInfo, bp303::check}; }

}  // namespace brief::rules
