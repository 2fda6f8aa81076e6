#pragma once
// A superlative the prose gives a bake-off cell ("TensorFold's 183 s is the lowest of the three
// arms", "the lowest cold first-token time was this TensorFold profile's"): the cells say which
// arm has the lowest or highest value of an observation, so the superlative is checked against
// them, not read as a ranking word. A true superlative is no finding (whether it ranks arms of
// different quantizations is BO401's); a false one is.
#include <string>
#include <vector>

#include "brief/profile.h"

namespace brief::derivation {

struct SuperlativeWrong {
  const Text* text = nullptr;     // the prose field
  std::string sentence;           // as written, trimmed
  std::string word;               // "lowest", "fastest"
  const Observation* observation = nullptr;
  std::string arm;                // the arm the sentence gives the superlative to
  std::string claimed;            // that arm's cell, as written in the profile
  std::string actual_arm;         // the arm that holds the extreme
  std::string actual;             // its cell
};

// In every prose field, each sentence in the catalog's voice (not denied, supposed, asked or
// reported) with a superlative of value (lowest, highest, smallest, largest) or of speed
// (fastest, slowest, quickest: the lowest time or the highest rate, by the observation's unit)
// that gives it to
// - a figure equal to one cell of one observation ("183 s is the lowest"), or
// - the one arm the sentence names, on the one observation whose metric or prompt words it
//   uses ("the lowest cold first-token time ... this TensorFold profile"),
// when that cell is not the observation's extreme that way.
std::vector<SuperlativeWrong> superlatives_against_cells(const Profile& profile);

}  // namespace brief::derivation
