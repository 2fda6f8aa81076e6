#pragma once
// A figure whose number is a typed count's but whose unit is another: the official file is
// 328,326,771,576 bytes, "328 GB", and a note that calls it "328 GiB" gives it 352 GB. GB and
// GiB differ by 7% at this size, more than any rounding, so one number in two units is two
// quantities: the one the profile's typed fields hold and one nobody measured.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// Each figure in the profile's prose written in a binary unit (KiB ... TiB) whose number, read
// in the decimal unit of the same rank (328 GiB -> 328 GB), is a known typed count of the
// profile (a row's file_size, resident or per_rank, a disk item, official.checkpoint_file), the
// count inside what the figure's digits allow, while the figure as written is none of them nor
// the hardware's nominal or usable memory (may be null). A figure the sentence denies is not
// read. Located at the text, naming the typed field it is taken from.
Contradictions figures_in_swapped_unit(const Profile& profile, const Hardware* hardware);

}  // namespace brief::derivation
