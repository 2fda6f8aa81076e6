#pragma once
// A multiplier the catalog writes about the bake-off ("eight times the C1 rate", "2x faster",
// "1.47 times the vLLM arm's 251") is a ratio of two of its cells: a multiple no pair of cells
// gives is a speedup nobody measured.
#include <string>
#include <vector>

#include "brief/profile.h"

namespace brief::derivation {

struct MultiplierUnbacked {
  const Text* text = nullptr;  // the prose field
  std::string sentence;        // as split, trimmed
  std::string written;         // "eight times", "2x"
  double value = 0;
  double nearest = 0;          // the ratio of two cells closest to it (0: none)
};

// The multipliers the bake-off's prose (its setup and notes, each observation's and arm's
// notes, the validation records) asserts in the catalog's voice of a rate or a cell, that no
// ratio of two cells of one unit gives within the rounding they are written to: a word or a
// whole number ("twice", "8x") within 10%, a decimal within half its last digit or 1% ("1.47
// times"), "about" within 10%. Not read: a multiplier denied, supposed, asked, ordered or
// reported in a source's voice, one of memory, bytes, nodes, slots or context ("8x the KV",
// "two times the nodes"), a repetition ("measured twice"), or one in a sentence that names no
// rate, cell, arm or concurrency.
std::vector<MultiplierUnbacked> unbacked_multipliers(const Profile& profile);

}  // namespace brief::derivation
