#pragma once
// The model's facts written in prose ("an 18B-active MoE with 288 routed experts", "about 3.2
// trillion parameters in the official snapshot") are the facts the `official:` and `model:`
// sections record: a parameter or expert count in the catalog's own voice must be one of them.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// Every count of the model that a prose sentence asserts in the catalog's voice (not denied,
// supposed, asked, ordered, reported by a source, or given as another recipe's) and that the
// profile's facts do not give:
// - total parameters ("321B parameters", "3.2 trillion params") against official.parameters and
//   the model's class-all count, beyond 5%;
// - an active-per-token count ("an 18B-active MoE", "18B active parameters") while no such
//   count is recorded (a count the official section lists under not_counts included);
// - routed experts ("256 routed experts") against official.routed_experts and the model's;
// - experts per token ("8 experts per token") against the model's, when it is unknown or other.
// Located at the text.
Contradictions model_counts_in_prose(const Profile& profile);

}  // namespace brief::derivation
