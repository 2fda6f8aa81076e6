#pragma once
// Arithmetic a sentence writes out and gets wrong: "the 165 GB checkpoint plus 84 GB prepared
// weights is about 249 GiB" (249 GB, about 232 GiB), "eight streams at forty-six tokens a second
// each make four hundred and twelve" (368). The operands and the result are all in the
// sentence, so brief can redo the sum without knowing any fact of the profile.
#include <string>
#include <vector>

#include "brief/profile.h"

namespace brief::derivation {

struct ArithmeticWrong {
  const Text* text = nullptr;  // the prose field
  std::string sentence;        // as written, trimmed
  bool bytes = false;          // a sum of byte figures; otherwise a count times a rate
  std::string stated;          // the result as written
  double computed = 0;         // what the operands give (bytes, or the rate's unit)
  bool approximate = false;    // an operand is approximate ("about 165 GB")
  std::string unit;            // "GB" for a byte sum, the rate's words otherwise
};

// In every prose field, each sentence in the catalog's voice or an instruction (not asked or supposed)
// that writes
// - a sum of byte figures ("A plus B is C", "A + B = C"): two or more byte figures joined by
//   "plus" or "+" ("and" alone lists as often as it adds), then a copula, "=", "makes", "comes
//   to", "adds up to", "totals" or "totalling" and one more figure, or one more figure named
//   "in total", "in all" or "altogether" after a comma; it must be their sum within what the
//   figures' own digits allow (written_precision.h: "about 259 GB" is not 165 + 84 GB); or
// - a count times a rate ("eight streams at 46 tok/s each make 412"): a count of streams,
//   slots, users or requests, a rate "each" or "per stream", then "make", "give", "is", "=" or
//   "in aggregate" and the product, within 5%; or
// - a product written as one ("34 x 8 = 251", "8 times 46 is 412"): a number, a times sign, a
//   number, a result word and the product, within 1%.
std::vector<ArithmeticWrong> written_arithmetic(const Profile& profile);

}  // namespace brief::derivation
