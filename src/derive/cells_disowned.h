#pragma once
// An observation whose own notes say its cells' values are not in the profile ("The source does
// not copy these cells' values into this profile") while a cell holds a value: the value is
// one nobody copied from the source.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// One contradiction per such observation, located at its first cell with a value and spanning
// the note that disowns it.
Contradictions cells_the_notes_disown(const Profile& profile);

}  // namespace brief::derivation
