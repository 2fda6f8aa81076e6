// BL203 commercial-contradicts-license: commercial: allowed on a license whose terms restrict it.
#include <fmt/format.h>

#include "rules/rule.h"

namespace brief::rules {
namespace bl203 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL203"},
    .name = "commercial-contradicts-license",
    .severity = Severity::error,
    .summary = "a commercial-use value contradicts the license",
    .rationale =
        "A license's terms decide commercial use, not the profile's wish. The license is looked up "
        "by its SPDX id, its license key, and its name (an SPDX id written as the name, or an SPDX "
        "license's full name) in brief's commercial-use table; a name, key or id that says "
        "non-commercial or research-only counts too. Marked commercial: allowed, it is an error.",
    .bad = "    spdx: CC-BY-NC-ND-4.0\n    commercial: allowed",
    .good = "    spdx: CC-BY-NC-ND-4.0\n    commercial: restricted",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& view : ctx.brief.licenses) {
    const License& l = *view.license;
    if (l.commercial.value != CommercialUse::allowed) continue;
    if (view.terms != CommercialUse::restricted && !view.non_commercial_terms) continue;
    const std::string name = !l.spdx.value.empty() ? l.spdx.value
                             : !l.license_ref.value.empty() ? l.license_ref.value : l.name.value;
    out.add(l.commercial.loc,
            fmt::format("license '{}' is marked commercial: allowed but {} restricts commercial use", l.subject.value, name),
            view.terms_reason.empty() ? "its name says non-commercial or research-only: write commercial: restricted"
                                      : view.terms_reason);
  }
}

}  // namespace
}  // namespace bl203

Rule bl203_commercial_contradicts_license() { return {&bl203::kInfo, bl203::check}; }

}  // namespace brief::rules
