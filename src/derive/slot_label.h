#pragma once
// serving.slots_label names the slot count the source ran ("C8": eight concurrent slots);
// serving.slots is that count as a number. The calculator sizes KV for `slots`.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// serving.slots known while slots_label carries another number ("slots: 4" beside "C8"),
// located at slots.
Contradictions slots_against_label(const Profile& profile);

}  // namespace brief::derivation
