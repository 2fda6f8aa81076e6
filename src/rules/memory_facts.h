#pragma once
// Facts the memory rules share: which rows count toward a pool, and what a prose total claims.
#include <string>
#include <vector>

#include "brief/profile.h"

namespace brief::rules {

// A row that takes memory of its own in a pool: main weights, separate residents and runtime
// rows placed in a residence that is not a disk. Subcomponents overlap the main weights;
// ledgers and absent rows are not memory.
bool counted_in_memory(const Profile& profile, const Component& row);
// Counted rows whose resident bytes are unknown.
std::vector<const Component*> unknown_counted_rows(const Profile& profile);

// A sentence of prose that states a total ("total", "combined", "in all" ...) with a figure.
struct TotalClaim {
  enum class Kind {
    knowable,     // nothing wrong found
    unknowable,   // it sums rows of which some are unknown
    overlapping,  // its figure is the sum of a row and rows that overlap it
  };
  const Text* text = nullptr;
  std::string figure;   // the figure as written ("420 GB")
  Kind kind = Kind::knowable;
  std::string detail;   // the rows involved, for the message
};
std::vector<TotalClaim> total_claims(const Profile& profile);

}  // namespace brief::rules
