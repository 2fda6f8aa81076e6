#include "derive/text.h"

#include <fmt/format.h>

#include "brief/plural.h"

namespace brief::derivation {

std::string capitalized(std::string_view s) {
  std::string out(s);
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

std::string count_noun(int64_t n, std::string_view singular, std::string_view plural) {
  return count_of(n, singular, plural);
}

Caveat caveat(std::string id, std::string text) { return Caveat{std::move(id), std::move(text)}; }

}  // namespace brief::derivation
