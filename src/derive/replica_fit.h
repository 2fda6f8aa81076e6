#pragma once
// A replicated row is a whole copy on every rank (docs/profile-format.md): on a setup of several
// ranks or nodes, each copy sits in one rank's pool. A copy larger than that pool cannot sit
// there, so either the row is not replicated or its size is wrong.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// Each replicated row, on a setup of more than one node or rank, whose smallest known size is
// more than one pool of the hardware can hold: its own smallest known byte field (file_size,
// per_rank, resident), or for a main-weights row with none, the disk plan's checkpoint item.
// The pool is the one its residence is; its nominal capacity, else its usable one. Compared
// exactly, with the 5% of part_whole when either figure is approximate. Located at sharding.
Contradictions replicas_above_pool(const Profile& profile, const Hardware* hardware);

}  // namespace brief::derivation
