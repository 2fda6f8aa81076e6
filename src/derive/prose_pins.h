#pragma once
// Pins named in prose (issue 24): a sentence in the catalog's voice that calls the weights
// (or the manifest) pinned by hash is a claim on a typed fact, hashes.weight_pin (or
// hashes.manifest), and is backed only when that field holds a pin. Read once, from the
// sentence analysis and the lexicon's pin words and pinned objects.
#include <string>
#include <vector>

#include "brief/profile.h"

namespace brief::derivation {

struct UnbackedPinClaim {
  const Text* text = nullptr;  // the prose field
  std::string sentence;        // the sentence as written
  std::string field;           // the hashes field it needs: "weight_pin", "manifest"
  Revision::State state = Revision::State::unknown;  // what that field says
};

// Every prose sentence of the profile that calls something pinned whose hashes field holds no
// pin (unset or unknown), in file order.
std::vector<UnbackedPinClaim> unbacked_pin_claims(const Profile& profile);

}  // namespace brief::derivation
