// BL203 commercial-contradicts-license: commercial: allowed on a license whose terms restrict it.
#include <fmt/format.h>

#include "rules/reference_data.h"
#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = "BL203",
    .name = "commercial-contradicts-license",
    .severity = Severity::error,
    .family = "licenses",
    .summary = "a commercial-use value contradicts the license",
    .rationale =
        "The commercial-use table (data/commercial-use.json, each entry with its reason) records "
        "licenses whose terms forbid or condition commercial use: the Creative Commons "
        "NonCommercial family, the Llama community licenses, Gemma's terms, the OpenRAIL family. "
        "A profile that marks one of them commercial: allowed tells the reader the opposite of "
        "the license.",
    .bad = "    spdx: CC-BY-NC-ND-4.0\n    commercial: allowed",
    .good = "    spdx: CC-BY-NC-ND-4.0\n    commercial: restricted",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& l : ctx.profile.licenses) {
    if (l.commercial.value != CommercialUse::allowed) continue;
    const CommercialEntry* e = commercial_entry(l);
    if (!e || e->commercial == CommercialUse::allowed) continue;
    std::string name = !l.spdx.value.empty() ? l.spdx.value : l.license_ref.value;
    out.add(l.commercial.loc,
            fmt::format("license '{}' is marked commercial: allowed but {} is {}", l.subject.value, name,
                        e->commercial == CommercialUse::restricted ? "restricted" : "unknown"),
            e->reason);
  }
}

}  // namespace

Rule bl203_commercial_contradicts_license() { return {&kInfo, check}; }

}  // namespace brief::rules
