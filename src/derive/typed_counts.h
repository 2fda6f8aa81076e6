#pragma once
// The byte counts the profile's typed fields hold, by the name a finding calls them: what a
// figure written in prose is compared with when brief asks whether the prose and the fields
// speak of one quantity.
#include <string>
#include <vector>

#include "brief/profile.h"

namespace brief::derivation {

struct TypedCount {
  const Located<Bytes>* field;
  std::string name;  // "official.checkpoint_file", "file_size of 'logical-checkpoint'"
  bool hardware = false;  // the hardware entry's, not the profile's own
};

// Each known, non-zero count: the rows' file_size, resident and per_rank, the disk items,
// official.checkpoint_file, then the hardware pools' nominal and usable memory (hardware may
// be null).
std::vector<TypedCount> typed_byte_counts(const Profile& profile, const Hardware* hardware);

}  // namespace brief::derivation
