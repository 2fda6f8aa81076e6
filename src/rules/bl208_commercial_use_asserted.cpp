// BL208 commercial-use-asserted: commercial use asserted in prose while the verdict blocks it.
#include <fmt/format.h>

#include "derive/prose.h"
#include "model/names.h"
#include "derive/claim_judgement.h"
#include "derive/commercial_scope.h"
#include "derive/licenses.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bl208 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL208"},
    .name = "commercial-use-asserted",
    .severity = Severity::error,
    .summary = "commercial use is asserted in prose while the commercial verdict blocks it",
    .rationale =
        "A commercial go-ahead is a claim wherever it is written. Any prose field that says "
        "commercial use is fine, OK, permitted, cleared, free for commercial use, ready for paying "
        "customers ... is judged against the derived commercial verdict, which any restricted, "
        "unknown or unread license blocks. A sentence in one license's notes that speaks of that "
        "license alone is judged against that license: allowed by its entry and by brief's table "
        "of terms, its text not recorded unread. Reported speech of the "
        "source (\"the source says\") and sentences that name the blocker are not claims.",
    .bad = "summary: The whole stack is fine for commercial use.",
    .good = "summary: The drafter's non-commercial terms block a commercial recommendation.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  if (ctx.brief.commercial.possible) return;
  for (const LocatedClaim* c : claims_of(ctx.brief, ClaimKind::commercial)) {
    const LicenseView* scope = license_scope(ctx.brief, c->text);
    if (scope && scope->effective == CommercialUse::allowed && !names_whole_deployment(c->claim.clause)) continue;
    if (scope && allowed_on_its_record(*scope) &&
        speaks_of_license_alone(ctx.brief, *scope, c->claim.sentence, c->claim.clause))
      continue;
    // A license named "MIT-style, free for any use" speaks of itself, whatever it resembles.
    const bool own_name = scope && c->text == &scope->license->name;
    if (!own_name && scoped_to_allowed_license(ctx.brief, c->claim.clause)) continue;
    std::string first = ctx.brief.commercial.blockers.empty() ? "" : ctx.brief.commercial.blockers.front().text;
    out.add_reading(*c->text, c->claim.sentence, fmt::format("'{}' asserts commercial use while the commercial verdict blocks it: {}",
                                  c->claim.trigger, first),
            "a restricted, unknown or unread license blocks commercial use: say so instead");
  }
}

}  // namespace
}  // namespace bl208

Rule bl208_commercial_use_asserted() { return {&bl208::kInfo, bl208::check}; }

}  // namespace brief::rules
