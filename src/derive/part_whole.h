#pragma once
// Part <= whole between component rows: a subcomponent is inside the row it overlaps, the
// subcomponents of one row are disjoint parts of it, and one rank's share is inside the
// whole resident row. A known part above its known whole means one of the two figures is
// false; the memory verdict then bounds the whole by its largest known part.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// Every part above its whole, field by field (file_size with file_size, resident with
// resident, per_rank with per_rank), each located at the part; and per_rank above resident
// on one row. Approximate figures are compared beyond their stated precision (5%).
// The checkpoint's size on disk bounds its rows' files too: a file-ledger row's file_size
// above the disk plan's checkpoint item, and a subcomponent's file_size above it when the row
// it overlaps has no known file_size; each reported at both figures, as either may be false.
Contradictions part_above_whole(const Profile& profile);

// An approximate figure ("about 165 GB") holds to its wording, not to the byte: two figures
// differ only past that precision.
inline constexpr unsigned kApproximatePercent = 5;

// True when `part` exceeds `whole` beyond the precision either is written with.
bool exceeds(const Bytes& part, const Bytes& whole);

// The disk plan's item for the checkpoint's files (its `what` names the checkpoint as a whole
// word), with a known size; nullptr when the plan has none.
const DiskItem* checkpoint_disk_item(const Profile& profile);

}  // namespace brief::derivation
