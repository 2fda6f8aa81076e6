#include "derive/expert_layout.h"

#include <fmt/format.h>

namespace brief::derivation {

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

}  // namespace brief::derivation
