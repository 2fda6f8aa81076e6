#pragma once
// A build the bake-off was measured on existed by the bake-off's date: a build's own note that
// dates it later ("a kit build tagged 2026-10-05" under a bake-off of 2026-09-30) says the
// cells were measured on code that did not exist yet.
#include "brief/brief.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// Each build that an arm or an observation names, whose note asserts only dates after
// bakeoff.date (a day, or the whole of a month or part of one), located at the note.
Contradictions builds_dated_after_bakeoff(const Brief& brief);

}  // namespace brief::derivation
