// BO405 cross-build-ranking: a ranking across cells measured on different builds.
#include <fmt/format.h>

#include "derive/claim_judgement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo405 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO405"},
    .name = "cross-build-ranking",
    .severity = Severity::error,
    .summary = "arms measured on different builds are ranked",
    .rationale =
        "A cell measured on an earlier build is not a result of the pinned build: ranking it "
        "against the pinned build's cells mixes two pieces of software. A ranking or speed-up in "
        "an observation's notes is reported when that observation was measured on another build "
        "or its arms were; in other prose, when any observation was and the quantizations agree "
        "(across quantizations BO401 reports it).",
    .bad = "    - id: c1-prose-code\n      build: 80dba15\n      notes:\n        - TensorFold is fastest on prose.",
    .good = "      notes:\n        - Measured on build 80dba15, not on the pinned kit: no ranking.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  bool any_builds = false, any_quant = false;
  for (const auto& v : ctx.brief.observations) {
    any_builds |= v.builds_differ;
    any_quant |= v.quantizations_differ;
  }
  for (const LocatedClaim* c : claims_of(ctx.brief, ClaimKind::ranking)) {
    const ObservationView* scope = observation_scope(ctx.brief, c->text);
    if (scope ? !scope->builds_differ : (!any_builds || any_quant)) continue;
    out.add_reading(*c->text, c->claim.sentence, fmt::format("'{}' ranks cells measured on different builds", c->claim.trigger),
            "compare cells of one build, or say the builds differ and rank nothing");
  }
}

}  // namespace
}  // namespace bo405

Rule bo405_cross_build_ranking() { return {&bo405::kInfo, bo405::check}; }

}  // namespace brief::rules
