// BL208 commercial-use-asserted: commercial use asserted in prose while the verdict blocks it.
#include <fmt/format.h>

#include "rules/claim_judgement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = "BL208",
    .name = "commercial-use-asserted",
    .severity = Severity::error,
    .family = "licenses",
    .summary = "commercial use is asserted in prose while the commercial verdict blocks it",
    .rationale =
        "A commercial go-ahead is a claim wherever it is written. Any prose field that says "
        "commercial use is fine, OK, permitted, cleared, free for commercial use, ready for paying "
        "customers ... is judged against the derived commercial verdict, which any restricted, "
        "unknown or unread license blocks. A sentence in one license's notes that speaks of that "
        "license alone is judged against that license (read and allowed). Reported speech of the "
        "source (\"the source says\") and sentences that name the blocker are not claims.",
    .bad = "summary: The whole stack is fine for commercial use.",
    .good = "summary: The drafter's non-commercial terms block a commercial recommendation.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  if (ctx.brief.commercial.possible) return;
  for (const LocatedClaim* c : claims_of(ctx.brief, ClaimKind::commercial)) {
    if (const LicenseView* scope = license_scope(ctx.brief, c->text); scope && scope->effective == CommercialUse::allowed)
      continue;
    std::string first = ctx.brief.commercial.blockers.empty() ? "" : ctx.brief.commercial.blockers.front().text;
    out.add(*c->text, fmt::format("'{}' asserts commercial use while the commercial verdict blocks it: {}",
                                  c->claim.trigger, first),
            "a restricted, unknown or unread license blocks commercial use: say so instead");
  }
}

}  // namespace

Rule bl208_commercial_use_asserted() { return {&kInfo, check}; }

}  // namespace brief::rules
