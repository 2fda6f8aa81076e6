// BL204 commercial-recommendation-blocked: a commercial recommendation despite a restricted
// or unknown license.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "rules/rule.h"

namespace brief::rules {
namespace bl204 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL204"},
    .name = "commercial-recommendation-blocked",
    .severity = Severity::error,
    .summary = "a commercial recommendation is made while a license is restricted or unknown",
    .rationale =
        "A non-commercial or unread license blocks a commercial recommendation. The check reads "
        "the derived commercial verdict, the same one the brief prints: any license that is "
        "restricted, unknown, marked allowed without its text recorded as read (text_read: true), "
        "or whose terms say non-commercial, and any pinned part no license covers, blocks it.",
    .bad = "licenses:\n  - subject: dflash2\n    commercial: restricted\nclaims:\n  commercial_recommendation: true",
    .good = "claims:\n  commercial_recommendation: false",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const auto& claim = ctx.profile.claims.commercial_recommendation;
  if (!claim.present || !claim.value || ctx.brief.commercial.possible) return;
  std::vector<std::string> blockers;
  for (const auto& b : ctx.brief.commercial.blockers) blockers.push_back(b.text);
  out.add(claim.loc, fmt::format("commercial recommendation made while the commercial verdict blocks it: {}",
                                 fmt::join(blockers, " ")),
          "set commercial_recommendation: false; every license must be read and allow commercial use");
}

}  // namespace
}  // namespace bl204

Rule bl204_commercial_recommendation_blocked() { return {&bl204::kInfo, bl204::check}; }

}  // namespace brief::rules
