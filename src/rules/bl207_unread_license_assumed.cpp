// BL207 unread-license-assumed: commercial use decided for a license nobody read.
#include <fmt/format.h>

#include "rules/rule.h"

namespace brief::rules {
namespace bl207 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL207"},
    .name = "unread-license-assumed",
    .severity = Severity::error,
    .summary = "a license whose text was not read is marked commercial: allowed",
    .rationale =
        "An unread license is unknown, not permissive. text_read: false with commercial: allowed "
        "claims what nobody checked.",
    .bad = "    text_read: false\n    commercial: allowed",
    .good = "    text_read: false\n    commercial: unknown",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& view : ctx.brief.licenses) {
    const License& l = *view.license;
    if (l.commercial.value != CommercialUse::allowed || view.text == TextRead::read) continue;
    // A kit's or engine's license the source names may be reported as allowed; the weights'
    // and the drafter's bind the model, and nothing may be assumed of them unread.
    const bool binds_model = l.role.value == LicenseRole::weights || l.role.value == LicenseRole::drafter;
    if (view.text == TextRead::not_stated && !binds_model) continue;
    out.add(l.commercial.loc, fmt::format("license '{}' was not read but is marked commercial: allowed", l.subject.value),
            "an unread license is unknown: write commercial: unknown");
  }
}

}  // namespace
}  // namespace bl207

Rule bl207_unread_license_assumed() { return {&bl207::kInfo, bl207::check}; }

}  // namespace brief::rules
