// BO401 cross-precision-ranking: a ranking or speed-up claimed across different quantizations.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "derive/prose.h"

#include "derive/claim_judgement.h"
#include "derive/ranking_caveats.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo401 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
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
        "different), unless a negation governs it (\"not a same-precision ranking\"). An arm whose "
        "label or runtime names another arm's quantization (\"vLLM NVFP4\") while its own "
        "quantization says otherwise is reported too: a relabelled precision hides a "
        "cross-precision ranking. A comparison that states the difference itself (\"about 1.4 "
        "times as fast in this one run, at a different quantization\", \"368 is 1.47 times the EXL3 "
        "arm's 251, with different quantizations\"; no verdict such as \"the better engine\", and, "
        "unless it writes the cells or the ratio, no word that ranks over the caveat: \"different "
        "quantizations; still, TensorFold wins\"), or whose own cell values put this profile's arm "
        "behind, is not reported.",
    .bad = "    - id: c1-short\n      notes:\n        - TensorFold beats vLLM NVFP4 here.",
    .good = "    - id: c1-short\n      notes:\n        - The quantizations differ: not a same-precision ranking.",
    .suppressible = false,
};

bool any_differ(const Brief& brief) {
  for (const auto& v : brief.observations)
    if (v.quantizations_differ) return true;
  return false;
}

// The words of a quantization field ("EXL3 4bpw" -> "exl3", "4bpw"), lowercased.
std::vector<std::string> quantization_words(std::string_view q) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : std::string(q) + " ") {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
      cur += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else if (!cur.empty()) {
      out.push_back(cur);
      cur.clear();
    }
  }
  return out;
}

// Quantization names a label may carry; with every arm's own quantization words.
std::vector<std::string> quantization_names(const Profile& p) {
  std::vector<std::string> out{"nvfp4", "mxfp4", "fp8", "fp4", "int4", "int8", "awq", "gptq", "gguf", "exl2",
                               "exl3", "bf16", "fp16", "nf4", "q4_k_m", "q8_0", "w4a16", "w8a8"};
  for (const auto& arm : p.bakeoff.arms)
    for (auto& w : quantization_words(arm.quantization.value))
      if (std::any_of(w.begin(), w.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)); }) &&
          std::any_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
        out.push_back(std::move(w));
  return out;
}

// An arm labelled with a quantization that its own quantization field lacks ("vLLM NVFP4"
// with quantization EXL3 4bpw).
void check_relabelled(const Profile& p, Findings& out) {
  const auto names = quantization_names(p);
  for (const auto& arm : p.bakeoff.arms) {
    if (!arm.quantization.present) continue;
    const auto own = quantization_words(arm.quantization.value);
    const std::string said = derivation::lower(arm.label.value + " " + arm.runtime.value);
    {
      for (const auto& w : names) {
        if (std::find(own.begin(), own.end(), w) != own.end() || !derivation::has_word(said, w)) continue;
        // The finding covers the label (or runtime) that names the quantization and the
        // quantization field: either may be the false one.
        const bool in_label = derivation::has_word(derivation::lower(arm.label.value), w);
        const Loc named_at = in_label ? arm.label.loc : arm.runtime.loc;
        const std::string message =
            fmt::format("arm '{}' is labelled '{}' but its quantization is '{}'", arm.id.value,
                        arm.label.value.empty() ? arm.runtime.value : arm.label.value, arm.quantization.value);
        const std::string hint = "state the quantization the arm ran: the label and the field must agree";
        if (named_at.line > 0 && named_at.line < arm.quantization.loc.line) out.add(named_at, arm.quantization.loc, message, hint);
        else out.add(arm.quantization.loc, message, hint);
        return;
      }
    }
  }
}

void check(const RuleContext& ctx, Findings& out) {
  check_relabelled(ctx.profile, out);
  for (const LocatedClaim* c : claims_of(ctx.brief, ClaimKind::ranking)) {
    // A comparison given with its caveat ("about 1.4 times as fast, at a different
    // quantization") and no verdict on engines, or whose own figures put this profile's arm
    // behind, claims no precision-free lead for it; whether its ratio or cells are right is
    // BO414's and BO411's.
    const RankingCaveats caveats = ranking_caveats(ctx.brief, *c);
    const bool ratio = c->claim.as<RankingClaim>()->ratio;
    if ((caveats.quantizations_disclosed && (!caveats.cells.empty() || ratio)) || caveats.disclosed_without_override ||
        caveats.subject_not_ahead)
      continue;
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
    out.add_reading(*c->text, c->claim.sentence, fmt::format("'{}' ranks arms of different quantizations", c->claim.trigger),
            "say \"not a same-precision ranking\", or compare arms of one quantization");
  }
}

}  // namespace
}  // namespace bo401

Rule bo401_cross_precision_ranking() { return {&bo401::kInfo, bo401::check}; }

}  // namespace brief::rules
