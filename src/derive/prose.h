#pragma once
// Reading a profile's prose: which fields are prose, sentences, words, short hashes and byte
// figures written in text. Heuristics live here so each rule states only its judgement.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>
#include <utility>

#include "brief/brief.h"

namespace brief::derivation {

// Every prose field of a profile (summary, notes, evidence, gap, placement, validation,
// rollback, preflight, arm and observation notes and labels, disk notes, do-not-blend reasons,
// source titles and notes ...), in file order; the one list every prose check reads.
std::vector<const Text*> prose_fields(const Profile& profile);
// Every prose field of a hardware entry (name, sources, capacity sources, notes ...).
std::vector<const Text*> prose_fields(const Hardware& hardware);

// Sentences of a text (split after . ! ? followed by a space or the end).
std::vector<std::string> sentences(std::string_view text);

// Lowercase copy.
std::string lower(std::string_view text);
// True when `word` occurs in lowercase `text` as a whole word (or phrase).
bool has_word(std::string_view lowered_text, std::string_view word);
// A sentence that negates itself ("not", "no", "never", "n't", "unknown"): it claims nothing.
bool is_negated(std::string_view lowered_sentence);

// Hex tokens of 7..40 characters, in any letter case, with at least one digit and one letter
// ("5624dfc", "5624DFC").
std::vector<std::string> hex_tokens(std::string_view text);

std::vector<ByteFigure> byte_figures(std::string_view text);
// A hedge that makes the number after it approximate: "about", "roughly", "~", "some" ...
bool approximates(std::string_view word);
// The figures written as a conversion of the figure before them ("165 GB (about 165 GiB)": in
// parentheses, in another unit) that are not the same quantity at either's precision.
std::vector<std::pair<ByteFigure, ByteFigure>> mismatched_conversions(std::string_view text);
// The same, from the figures byte_figures(text) read already.
std::vector<std::pair<ByteFigure, ByteFigure>> mismatched_conversions(std::string_view text,
                                                                      const std::vector<ByteFigure>& figures);
// True when `bytes` lies within the rounding of the figure (half a unit of its last digit;
// a whole unit when approximate or when `lenient`, to accept truncated figures).
bool figure_matches(const ByteFigure& figure, __int128 bytes, bool lenient = false);
// True when the figure matches `bytes` (leniently) as written or read in the other unit
// family: "128 GB" for 128 GiB and "119 GiB" for 128 GB, as sources mix them.
bool figure_matches_either_unit(const ByteFigure& figure, uint64_t bytes);

// Full 40-hex lowercase revision.
bool is_full_revision(std::string_view hash);

}  // namespace brief::derivation
