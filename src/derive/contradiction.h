#pragma once
// A structural contradiction between typed fields of one profile: two facts that cannot both
// be true (a part larger than its whole, a cache on a disk, a license pinned to another
// revision than its pin). Derive finds each kind once; the rule of that kind reports it, and
// the verdicts that would otherwise rest on the contradicted fact read the same list.
#include <string>
#include <vector>

#include "brief/location.h"

namespace brief::derivation {

struct Contradiction {
  Loc at;                // the fact that cannot be true beside the other one
  std::string message;   // both facts, with their values
  std::string hint;      // what to write instead
  std::string subject;   // id of the row the verdicts name it by ("" when no verdict reads it)
  // The other fact, when it is in the same row a few lines away (a role and its access): a
  // finding runs from `at` on to it when it follows, since either may be the false one. Unknown when the other fact is far
  // (another row, the model section) and its value is quoted in the message instead.
  Loc other = {};
};

using Contradictions = std::vector<Contradiction>;

}  // namespace brief::derivation
