// BL204 commercial-recommendation-blocked: a commercial recommendation despite a restricted
// or unknown license.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = "BL204",
    .name = "commercial-recommendation-blocked",
    .severity = Severity::error,
    .family = "licenses",
    .summary = "a commercial recommendation is made while a license is restricted or unknown",
    .rationale =
        "Any restricted or unknown license blocks a commercial recommendation: the deployment "
        "runs every licensed part at once, so the most restrictive one decides. An unread license "
        "is unknown, not permissive.",
    .bad = "licenses:\n  - subject: dflash2\n    commercial: restricted\nclaims:\n  commercial_recommendation: true",
    .good = "claims:\n  commercial_recommendation: false",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const auto& claim = ctx.profile.claims.commercial_recommendation;
  if (!claim.present || !claim.value) return;
  std::vector<std::string> blockers;
  for (const auto& l : ctx.profile.licenses) {
    if (l.commercial.value == CommercialUse::restricted) blockers.push_back(l.subject.value + " (restricted)");
    else if (l.commercial.value == CommercialUse::unknown || (l.text_read.present && !l.text_read.value))
      blockers.push_back(l.subject.value + " (unknown)");
  }
  if (blockers.empty()) return;
  out.add(claim.loc, fmt::format("commercial recommendation made while licenses block it: {}", fmt::join(blockers, ", ")),
          "set commercial_recommendation: false");
}

}  // namespace

Rule bl204_commercial_recommendation_blocked() { return {&kInfo, check}; }

}  // namespace brief::rules
