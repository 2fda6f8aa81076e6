#pragma once
// How many routed experts one rank holds follows from the expert-parallel layout: with expert
// parallelism each rank holds its share of the experts, without it (tensor parallelism only)
// every rank holds a slice of every expert. A per-rank count given while that layout is
// unknown is a division the profile made (288 routed / tp 2 = 144), not a figure it has.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// official.per_rank_experts known while parallelism.ep is unknown or not stated: reported at
// the count and, when written, at ep (either may be the false half).
Contradictions per_rank_experts_without_layout(const Profile& profile);

// The same division in prose: a sentence in the catalog's voice that gives the experts a rank
// holds ("144 per rank", "each rank holds 144 of the 288 experts") while parallelism.ep is
// unknown or not stated. A denied or supposed count is not read. Located at the text.
Contradictions per_rank_experts_in_prose(const Profile& profile);

}  // namespace brief::derivation
