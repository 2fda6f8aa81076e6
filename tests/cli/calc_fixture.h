#pragma once
// The calculator fixture as the brief calc and inspect --into tests edit it.
#include <string>

#include "support/text_edit.h"
#include "test_paths.h"

namespace brief::test {

// tests/fixtures/memory/calculator-fits.yaml without its fit claims: for a merge that leaves
// the calculator unable to prove a fit (a row of unknown bytes, a partial checkpoint), where
// a fit claim would be flagged (BM103).
inline std::string calculator_fits_unclaimed() {
  const std::string text = read_file(source_path("tests/fixtures/memory/calculator-fits.yaml"));
  return replaced(replaced(text, "both verdicts fit", "no fit claimed"), "memory_fit: true", "memory_fit: false");
}

}  // namespace brief::test
