#pragma once
// Reading a profile's prose: which fields are prose, sentences, words, short hashes and byte
// figures written in text. Heuristics live here so each rule states only its judgement.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "brief/profile.h"

namespace brief::rules {

// Every prose field of a profile (summary, evidence, notes, ...), in file order.
std::vector<const Text*> prose_fields(const Profile& profile);

// Sentences of a text (split after . ! ? followed by a space or the end).
std::vector<std::string> sentences(std::string_view text);

// Lowercase copy.
std::string lower(std::string_view text);
// True when `word` occurs in lowercase `text` as a whole word (or phrase).
bool has_word(std::string_view lowered_text, std::string_view word);
// A sentence that negates itself ("not", "no", "never", "n't", "unknown"): it claims nothing.
bool is_negated(std::string_view lowered_sentence);

// Hex tokens of 7..40 characters with at least one digit and one letter ("5624dfc").
std::vector<std::string> hex_tokens(std::string_view text);

// A byte figure written in prose: "256 GB", "about 84 GB", "305.778 GiB", "1,234 bytes".
struct ByteFigure {
  __int128 units = 0;      // the digits without separators and point
  int scale = 0;           // digits after the point
  __int128 multiplier = 1; // bytes per unit (1, 1000^k, 1024^k)
  bool approximate = false;
  std::string text;        // as written
};
std::vector<ByteFigure> byte_figures(std::string_view text);
// True when `bytes` lies within the rounding of the figure (half a unit of its last digit;
// a whole unit when approximate or when `lenient`, to accept truncated figures).
bool figure_matches(const ByteFigure& figure, __int128 bytes, bool lenient = false);

// Full 40-hex lowercase revision.
bool is_full_revision(std::string_view hash);

}  // namespace brief::rules
