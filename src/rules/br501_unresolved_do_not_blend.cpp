// BR501 unresolved-do-not-blend: a do-not-blend target that is not in the catalog.
#include <fmt/format.h>

#include "rules/rule.h"

namespace brief::rules {
namespace br501 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BR501"},
    .name = "unresolved-do-not-blend",
    .severity = Severity::error,
    .summary = "a do-not-blend target does not resolve to a profile of the catalog",
    .rationale =
        "Profiles that must not be blended are never merged; a target that names no profile "
        "protects nothing, usually because of a typo or a renamed profile. A target outside this "
        "catalog must be declared `external: true` (see BR502).",
    .bad = "do_not_blend:\n  - id: glm-5.3-flash-mia-tensorfold-tp3",
    .good = "do_not_blend:\n  - id: glm-5.3-flash-mia-tensorfold-tp2\n    external: true",
    .suppressible = true,
};

void check(const ProfileReferences& refs, const CatalogSummary& catalog, Findings& out) {
  for (const auto& r : refs.do_not_blend) {
    if (r.external.value || catalog.has_profile(r.id.value)) continue;
    out.add(r.id, fmt::format("do-not-blend target '{}' is not a profile of the catalog", r.id.value),
            "fix the id, or declare it `external: true` when it lives outside this catalog");
  }
}

}  // namespace
}  // namespace br501

Rule br501_unresolved_do_not_blend() { return {&br501::kInfo, nullptr, nullptr, br501::check}; }

}  // namespace brief::rules
