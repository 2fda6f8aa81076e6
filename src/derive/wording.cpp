#include "derive/wording.h"

#include <algorithm>

#include <fmt/format.h>

#include "brief/plural.h"

namespace brief::derivation {

std::string capitalized(std::string_view s) {
  std::string out(s);
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

Caveat caveat(std::string id, std::string text) { return Caveat{std::move(id), std::move(text)}; }

std::string as_clause(std::string_view sentence) {
  std::string out(sentence.substr(0, sentence.find_last_not_of('.') + 1));
  const std::size_t word_end = std::min(out.find(' '), out.size());
  bool plain_word = word_end > 0 && out[0] >= 'A' && out[0] <= 'Z';
  for (std::size_t i = 1; plain_word && i < word_end; ++i) plain_word = out[i] >= 'a' && out[i] <= 'z';
  if (plain_word) out[0] = static_cast<char>(out[0] - 'A' + 'a');
  return out;
}

std::string ascii_lower(std::string_view s) {
  std::string out(s);
  for (char& ch : out)
    if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
  return out;
}

std::vector<std::string_view> split_on(std::string_view s, std::string_view separators) {
  std::vector<std::string_view> out;
  std::size_t begin = 0;
  while (begin < s.size()) {
    std::size_t end = s.find_first_of(separators, begin);
    if (end == std::string_view::npos) end = s.size();
    if (end > begin) out.push_back(s.substr(begin, end - begin));
    begin = end + 1;
  }
  return out;
}

}  // namespace brief::derivation
