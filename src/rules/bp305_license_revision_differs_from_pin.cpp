// BP305 license-revision-differs-from-pin: a license is pinned to a revision that the pin it covers does not have.
#include "derive/reference_agreement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bp305 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BP305"},
    .name = "license-revision-differs-from-pin",
    .severity = Severity::error,
    .summary = "a license is pinned to a revision that the pin it covers does not have",
    .rationale =
        "A license read at one revision says nothing about another: terms change between "
        "revisions. A license entry with a revision covers the pins of its part (a drafter "
        "license the drafter pin, a weights license the checkpoint pin, a target equal to a pin's "
        "repo); when none of those pins is at that revision, the license text and the deployed "
        "files are not the same revision.",
    .bad = "    role: drafter\n    revision: 1f0e3dad99908345f7439f8ffabdffc4f39a4f6b   # the drafter pin is at 7d74cdd8...",
    .good = "    role: drafter\n    revision: 7d74cdd881ed7e32c31175984a67823127b66cfe",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (reference_agreement); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : license_revision_differs(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bp305

Rule bp305_license_revision_differs_from_pin() { return {&bp305::kInfo, bp305::check}; }

}  // namespace brief::rules
