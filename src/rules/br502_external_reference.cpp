// BR502 external-reference: a do-not-blend target declared external, not verifiable here.
#include <fmt/format.h>

#include "rules/rule.h"

namespace brief::rules {
namespace br502 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BR502"},
    .name = "external-reference",
    .severity = Severity::note,
    .summary = "a do-not-blend target declared external does not resolve in this catalog",
    .rationale =
        "A reference declared `external: true` is expected to live outside the catalog, so it is "
        "not an error that it does not resolve; but nothing here verifies it either. This note "
        "records that, below the default --fail-on level, so CI stays green while the reader sees "
        "which references were taken on trust.",
    .bad = "do_not_blend:\n  - id: some-other-catalog-profile\n    external: true",
    .good = "do_not_blend:\n  - id: a-profile-of-this-catalog",
    .suppressible = true,
};

void check(const ProfileReferences& refs, const CatalogSummary& catalog, Findings& out) {
  for (const auto& r : refs.do_not_blend) {
    if (!r.external.value || catalog.has_profile(r.id.value)) continue;
    out.add(r.id, fmt::format("external do-not-blend target '{}' is not verified by this catalog", r.id.value));
  }
}

}  // namespace
}  // namespace br502

Rule br502_external_reference() { return {&br502::kInfo, nullptr, nullptr, br502::check}; }

}  // namespace brief::rules
