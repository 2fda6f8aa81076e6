#pragma once
// The disk plan and the profile's own sentences about the same files: a disk item's size and
// a figure the profile's text gives for that item ("Plan disk as about 165 GB for the
// checkpoint") are one quantity, so written in another unit (165 GiB is about 177 GB) or as
// another number, one of the two is false.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// Each disk item with a known size and a figure the profile's text attaches to the item's
// name ("about 165 GB for the checkpoint", "the checkpoint is about 165 GB") that is another
// quantity (beyond 5% when either is approximate). Read in the texts about the checkpoint's
// files: the preflight steps that cover the disk, the disk plan's notes, and the placement,
// evidence, gap and notes of the main-weights and file-ledger rows; a negated figure or one
// the sentence gives as another recipe's is not read. Reported at both halves: the item's
// size and the text.
Contradictions disk_plan_against_prose(const Profile& profile);

}  // namespace brief::derivation
