#pragma once
// A subcomponent is part of the main weights' files: its bytes are inside them and are never
// added again. A row the profile pins or licenses on its own (the drafter: its own repository,
// its own revision, its own license) is a separate download, so calling it a subcomponent drops
// its bytes out of every pool.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// Each subcomponent row that a pin of another role than the checkpoint's names as its repo,
// or that a license of another role than the weights' names as its target (by the row's name
// or id, in any case), located at the row's role.
Contradictions separate_parts_as_subcomponents(const Profile& profile);

}  // namespace brief::derivation
