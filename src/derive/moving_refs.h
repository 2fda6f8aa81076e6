#pragma once
// A reference that moves (a latest tag, a main branch, a nightly build) said to hold the measured
// code still, where the sentence-by-sentence reading (moving_ref_called_pinned) cannot see it:
// across two sentences ("Re-pull the kit at its latest tag. That tag is the pinned commit"), and
// in a pin's own note or scope ("Tracks the kit's main branch, so fixes land on their own").
#include <string>
#include <vector>

#include "brief/profile.h"

namespace brief::derivation {

struct MovingRefPinned {
  const Text* text = nullptr;  // the prose field
  std::string sentence;        // as read, trimmed
  std::string ref;             // "latest tag", "main branch"
  const Pin* pin = nullptr;    // set when the text is that pin's own note or scope
};

// A sentence that calls "that tag" / "this branch" pinned (a pin word, asserted) right after a
// sentence of the same field that names a moving reference of that noun; and a pin's note or
// scope that says the pin follows (tracks, follows, points at) a moving reference.
std::vector<MovingRefPinned> moving_refs_pinned(const Profile& profile);

}  // namespace brief::derivation
