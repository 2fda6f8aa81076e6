#pragma once
// A multiplier the catalog writes about the bake-off ("eight times the C1 rate", "2x faster",
// "1.47 times the vLLM arm's 251") is a ratio of two of its cells: a multiple no pair of cells
// gives is a speedup nobody measured. The sentence half is read once per sentence with the
// other readings (multipliers_named); the judgement against the cells reads the Brief.
#include <string>
#include <vector>

#include "brief/brief.h"
#include "derive/sentence.h"

namespace brief::derivation {

// The multipliers one analysed sentence asserts of a rate or a cell (SentenceReading::
// multipliers): a word or a whole number ("twice", "8x") and "about" within 10%, a decimal
// within half its last digit or 1% ("1.47 times"). A sentence that gives byte figures or speaks
// of memory names none.
std::vector<MultiplierNamed> multipliers_named(const SentenceAnalysis& a);

struct MultiplierUnbacked {
  const Text* text = nullptr;  // the prose field
  std::string sentence;        // as read, trimmed
  std::string written;         // "eight times", "2x"
  double value = 0;
  double nearest = 0;          // the ratio of two cells closest to it (0: none)
};

// The multipliers the bake-off's prose (its setup and notes, each observation's and arm's notes,
// the validation records) names that no ratio of two cells of one unit gives within its
// tolerance. A sentence with no word of a rate or a cell must name an arm.
std::vector<MultiplierUnbacked> unbacked_multipliers(const Brief& brief);

}  // namespace brief::derivation
