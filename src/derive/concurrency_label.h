#pragma once
// An observation's metric and id name the concurrency it ran at ("C1 short decode",
// "c8-short-aggregate": one and eight concurrent streams); its concurrency field is that count
// as a number, which the brief prints beside the cells and the cross-checks read.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// Each observation whose concurrency is known while its metric or id names one other "C<n>"
// ("concurrency: 8" beside "C1 short decode"), located at concurrency. A label naming no C<n>,
// or two different ones, is not read.
Contradictions concurrency_against_label(const Profile& profile);

}  // namespace brief::derivation
