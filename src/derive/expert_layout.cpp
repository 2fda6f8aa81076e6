#include "derive/expert_layout.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "derive/prose.h"
#include "derive/sentence.h"
#include "model/text.h"  // trim

namespace brief::derivation {

namespace {

// "144 per rank", "each rank holds 144 of the 288 experts", "72 experts on every rank": a
// count beside "rank" or "ranks" that "per", "each" or "every" governs, in a sentence that
// speaks of experts; the count asserted, not denied and not supposed. The count, or nullopt.
std::optional<double> per_rank_count(const SentenceAnalysis& a) {
  const auto names = [&](std::string_view w) {
    return std::any_of(a.tokens.begin(), a.tokens.end(), [&](const Token& t) { return t.text.starts_with(w); });
  };
  if (!names("expert")) return std::nullopt;
  for (std::size_t k = 1; k < a.tokens.size(); ++k) {
    const std::string_view t = a.tokens[k].text;
    if (t != "rank" && t != "ranks") continue;
    const std::string_view before = a.tokens[k - 1].text;
    if (before != "per" && before != "each" && before != "every") continue;
    for (const Quantity& q : a.quantities) {
      if (q.unit != QuantityUnit::none || q.form != NumberForm::count || q.value < 2 ||
          a.clause_of[q.first] != a.clause_of[k] || a.negated[q.first] || !a.asserted(q.first, q.last))
        continue;
      // The count of the rank's share, not the whole ("144 of the 288"): the first in the clause.
      return q.value;
    }
  }
  return std::nullopt;
}

}  // namespace

Contradictions per_rank_experts_without_layout(const Profile& profile) {
  Contradictions out;
  const Located<Count>& per_rank = profile.official.per_rank_experts;
  const Located<Count>& ep = profile.parallelism.ep;
  if (!per_rank.present || !per_rank.value.known() || (ep.present && ep.value.known())) return out;
  const std::string message =
      fmt::format("official.per_rank_experts is {}, but the expert-parallel layout (parallelism.ep) is {}",
                  *per_rank.value.value, ep.present ? "unknown" : "not stated");
  const char* hint =
      "a per-rank expert count follows from the expert-parallel layout: write per_rank_experts: unknown, or the "
      "ep the source states";
  out.push_back({per_rank.loc, message, hint, {}});
  if (ep.present) out.push_back({ep.loc, message, hint, {}});
  return out;
}

Contradictions per_rank_experts_in_prose(const Profile& profile) {
  Contradictions out;
  const Located<Count>& ep = profile.parallelism.ep;
  if (ep.present && ep.value.known()) return out;
  for (const Text* text : prose_fields(profile)) {
    if (!text->present || text->value.empty()) continue;
    for (const std::string& sentence : sentences(text->value)) {
      const auto analysis = analysed(sentence);
      const auto count = per_rank_count(*analysis);
      if (!count) continue;
      out.push_back({text->loc,
                     fmt::format("the text gives {:.0f} routed experts per rank, but the expert-parallel layout "
                                 "(parallelism.ep) is {}: \"{}\"",
                                 *count, ep.present ? "unknown" : "not stated", std::string(trim(sentence))),
                     "a per-rank expert count follows from the expert-parallel layout: say it is not published, or "
                     "suppose it (\"if the experts were split evenly\")",
                     {}});
      break;
    }
  }
  return out;
}

}  // namespace brief::derivation
