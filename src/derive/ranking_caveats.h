#pragma once
// What a ranking sentence says of its own comparison (issue 24): the caveat it states, and the
// cells whose values it writes. Read once here for the observation rules (BO401 cross
// precision, BO402 noise), so a true comparison given with its caveat or its figures is judged
// as written, not as a bare "fastest".
#include <vector>

#include "brief/brief.h"

namespace brief::derivation {

struct RankingCaveats {
  // "368 is about 1.47 times the EXL3 arm's 251, with different quantizations": it says the
  // arms' quantizations differ, and its ranking word is no verdict on engines ("the better
  // engine", "the clear choice").
  bool quantizations_disclosed = false;
  // ... and no word ranks over that caveat ("yet", "still", "at equal precision"): the caveat
  // alone, with no cells written, discloses the comparison.
  bool disclosed_without_override = false;
  // The observation whose cells it writes the values of ("127 s against 183 s"), and those
  // cells (two or more, of different arms); null and empty when it writes fewer.
  const ObservationView* view = nullptr;
  std::vector<const Cell*> cells;
  // This profile's own cell is among them; and another of them is better, so the comparison
  // claims nothing for this profile's arm.
  bool subject_written = false;
  bool subject_not_ahead = false;
  // Two of the written cells are this profile's and one inside the source's noise of it.
  bool written_within_noise = false;
};

RankingCaveats ranking_caveats(const Brief& brief, const LocatedClaim& claim);

}  // namespace brief::derivation
