#pragma once
// Numbers written in words, read once for the whole program: cardinals ("twelve", "two
// hundred fifty-six"), fractions ("a quarter", "three quarters of", "half"), multipliers
// ("twice", "thrice", "two and a half times", "double") and digits. Every reader of counts
// (nodes, runs, byte figures, multipliers) asks here, so "validated at twelve nodes" names
// twelve nodes for every rule alike.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace brief::derivation {

// One lowercase word: "zero".."nineteen", the tens, "dozen", or up to 5 digits.
std::optional<int64_t> cardinal_word(std::string_view word);
// A figure read as a whole count (runs, nodes): a whole number from 1 to 10^15, nullopt for a
// fraction or a figure beyond any count (a hostile "2.2e39", which no int64_t holds).
std::optional<int64_t> whole_count(double value);
// "half" 1/2, "third" 1/3, "quarter" 1/4 ... with their plurals ("quarters", "thirds").
std::optional<double> fraction_word(std::string_view word);
// "once" 1, "twice" 2, "thrice" 3, "double" 2, "triple" 3, "quadruple" 4, "fourfold" 4.
std::optional<double> multiplier_word(std::string_view word);
// The scale of a large count: "million" or "m" 1e6, "billion", "bn" or "b" 1e9, "trillion" or
// "t" 1e12 ("321B parameters", "3.2 trillion").
std::optional<double> scale_word(std::string_view word);

enum class NumberForm {
  count,       // "twelve", "256", "two hundred fifty-six"
  fraction,    // "three quarters of", "a quarter", "half"
  multiplier,  // "twice", "two and a half times", "3x"
};

// A number read from consecutive lowercase words (hyphenated words split: "fifty-six" is
// "fifty" "six"), with how many words it took.
struct NumberRead {
  double value = 0;
  NumberForm form = NumberForm::count;
  std::size_t words = 0;
};

// The number that starts at words[i], or nullopt: "two hundred and fifty six", "a quarter",
// "three quarters of", "two and a half times", "thrice", "1.5x", "256".
std::optional<NumberRead> number_at(const std::vector<std::string>& words, std::size_t i);

}  // namespace brief::derivation
