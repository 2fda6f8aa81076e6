// BO402 noise-presented-as-win: a difference inside the source's noise threshold called a win.
#include <fmt/format.h>

#include "derive/claim_judgement.h"
#include "derive/ranking_caveats.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo402 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO402"},
    .name = "noise-presented-as-win",
    .severity = Severity::error,
    .summary = "a difference inside the source's noise threshold is presented as a win",
    .rationale =
        "The source says differences under about its noise threshold (bakeoff.noise_percent) are "
        "noise. A ranking or speed-up claimed in an observation's notes while this profile's cell "
        "and another arm's cell are within that threshold presents noise as a result. Written "
        "elsewhere, it is judged against every observation when all of them are inside the noise. A "
        "sentence that writes the values of the cells it compares is judged on those cells alone; "
        "one that names only arms outside the noise (neither this profile's arm nor one within its "
        "threshold) ranks a cell the noise does not touch.",
    .bad = "bakeoff:\n  noise_percent: 5\n  observations:\n    - cells: [{arm: a, value: 100}, {arm: b, value: 97}]\n"
           "      notes:\n        - Arm a wins this cell.",
    .good = "      notes:\n        - The difference is inside the source's noise.",
    .suppressible = false,
};

bool all_in_noise(const Brief& brief) {
  bool any = false;
  for (const auto& v : brief.observations) {
    if (!v.subject_cell) continue;
    if (v.within_noise.empty()) return false;
    any = true;
  }
  return any;
}

bool ranks_outside_noise(const Profile& profile, const ObservationView& scope, std::string_view sentence) {
  const auto named = arms_named(profile, sentence);
  if (named.empty()) return false;
  return std::none_of(named.begin(), named.end(), [&](const Arm* arm) {
    const bool in_noise = std::any_of(scope.within_noise.begin(), scope.within_noise.end(),
                                      [&](const Cell* cell) { return cell->arm.value == arm->id.value; });
    return arm->subject.value || in_noise;
  });
}

void check(const RuleContext& ctx, Findings& out) {
  for (const LocatedClaim* c : claims_of(ctx.brief, ClaimKind::ranking)) {
    // A sentence that writes the cells it compares ("127 s against 183 s") is judged on those
    // cells alone; another cell of the observation inside the noise is not its comparison.
    const RankingCaveats caveats = ranking_caveats(ctx.brief, *c);
    if (caveats.subject_written) {
      if (!caveats.written_within_noise) continue;
    } else {
      const ObservationView* scope = observation_scope(ctx.brief, c->text);
      if (scope ? scope->within_noise.empty() : !all_in_noise(ctx.brief)) continue;
      // The arms the sentence names, none of them this profile's arm or one inside its noise
      // ("vLLM NVFP4 had the quickest first token", 127 s against 183 s and 187 s): it ranks a
      // cell the noise does not touch.
      // The arms of the ranking word's own clause: "No, the Mia kit was slower at 187 s; vLLM
      // NVFP4 was fastest at 127 s" ranks NVFP4, not the arm the other clause names.
      if (scope != nullptr && ranks_outside_noise(ctx.profile, *scope, c->claim.clause)) continue;
    }
    out.add_reading(*c->text, c->claim.sentence,
            fmt::format("'{}' presents a difference inside the source's {}% noise as a result", c->claim.trigger,
                        ctx.profile.bakeoff.noise_percent.value.to_string()),
            "say the difference is within the source's noise threshold");
  }
}

}  // namespace
}  // namespace bo402

Rule bo402_noise_presented_as_win() { return {&bo402::kInfo, bo402::check}; }

}  // namespace brief::rules
