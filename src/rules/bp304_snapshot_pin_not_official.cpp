// BP304 snapshot-pin-not-official: official.snapshot_pin names a pin that is not the official snapshot.
#include "derive/reference_agreement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bp304 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BP304"},
    .name = "snapshot-pin-not-official",
    .severity = Severity::error,
    .summary = "official.snapshot_pin names a pin that is not the official snapshot",
    .rationale =
        "The official figures (parameters, routed experts, the official checkpoint file) are only "
        "as good as the snapshot they were read from. official.snapshot_pin must name a pin of "
        "role official whose scope does not deny being the official snapshot; pointed at the "
        "checkpoint pin, a source pin, or a pin whose own scope says it is a mirror and not the "
        "official snapshot, it makes a quantized or unofficial revision look like the official "
        "one.",
    .bad = "official:\n  snapshot_pin: checkpoint",
    .good = "official:\n  snapshot_pin: official",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (reference_agreement); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : snapshot_pin_denied(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bp304

Rule bp304_snapshot_pin_not_official() { return {&bp304::kInfo, bp304::check}; }

}  // namespace brief::rules
