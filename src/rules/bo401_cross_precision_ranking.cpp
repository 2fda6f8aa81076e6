// BO401 cross-precision-ranking: a ranking or speed-up claimed across different quantizations.
#include <fmt/format.h>

#include "rules/claim_judgement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO401"},
    .name = "cross-precision-ranking",
    .severity = Severity::error,
    .summary = "arms of different quantizations are ranked",
    .rationale =
        "An EXL3 4bpw arm that decodes faster than an NVFP4 arm says nothing about the engines at "
        "the same precision. A ranking or speed-up (fastest, best, beats, tops, wins, clear choice, "
        "2x faster, 30% faster ...) written in an observation's notes is judged against that "
        "observation's arms; written in any other prose field, against every observation of the "
        "bake-off. It is reported when the arms' quantizations differ (an unknown one counts as "
        "different), unless a negation governs it (\"not a same-precision ranking\").",
    .bad = "    - id: c1-short\n      notes:\n        - TensorFold beats vLLM NVFP4 here.",
    .good = "    - id: c1-short\n      notes:\n        - The quantizations differ: not a same-precision ranking.",
    .suppressible = false,
};

bool any_differ(const Brief& brief) {
  for (const auto& v : brief.observations)
    if (v.quantizations_differ) return true;
  return false;
}

void check(const RuleContext& ctx, Findings& out) {
  for (const LocatedClaim* c : claims_of(ctx.brief, ClaimKind::ranking)) {
    // Two or more arms named by the sentence: those are the arms it ranks.
    const auto named = arms_named(ctx.profile, c->claim.sentence);
    if (named.size() >= 2) {
      bool differ = false;
      for (const Arm* a : named)
        differ |= a->quantization.value.empty() || a->quantization.value != named.front()->quantization.value;
      if (!differ) continue;
    } else {
      const ObservationView* scope = observation_scope(ctx.brief, c->text);
      if (scope ? !scope->quantizations_differ : !any_differ(ctx.brief)) continue;
    }
    out.add(*c->text, fmt::format("'{}' ranks arms of different quantizations", c->claim.trigger),
            "say \"not a same-precision ranking\", or compare arms of one quantization");
  }
}

}  // namespace

Rule bo401_cross_precision_ranking() { return {&kInfo, check}; }

}  // namespace brief::rules
