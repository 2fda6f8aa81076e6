#pragma once
// "Each arm got its own pair of Sparks": a sentence that gives every arm of the bake-off nodes of
// its own names a setup of all those nodes together, the arms times the count.
#include <cstdint>

#include "brief/brief.h"

namespace brief::derivation {

// The nodes a sentence's per-arm count (SentenceReading::nodes_each_arm) adds up to over the
// bake-off's arms; 0 when it gives no per-arm count or the bake-off has fewer than two arms.
int64_t nodes_of_every_arm(const SentenceReading& reading, const Profile& profile);

}  // namespace brief::derivation
