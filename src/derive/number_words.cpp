#include "derive/number_words.h"

#include <algorithm>
#include <cmath>
#include <array>
#include <cstdlib>

#include "derive/ascii.h"

namespace brief::derivation {
namespace {

constexpr std::array<std::string_view, 20> kOnes = {
    "zero",    "one",     "two",       "three",    "four",     "five",    "six",
    "seven",   "eight",   "nine",      "ten",      "eleven",   "twelve",  "thirteen",
    "fourteen", "fifteen", "sixteen",  "seventeen", "eighteen", "nineteen"};
constexpr std::array<std::string_view, 8> kTens = {"twenty", "thirty",  "forty",  "fifty",
                                                   "sixty",  "seventy", "eighty", "ninety"};

bool all_digits(std::string_view w) {
  return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return ascii::isdigit(static_cast<unsigned char>(c)); });
}

// "1.5", "2", "0.25": a decimal written in digits.
// "1,048,576": commas that group thousands, three digits after each, before any point.
std::optional<std::string> without_thousands_commas(std::string_view w) {
  const std::size_t point = w.find('.');
  const std::string_view whole = w.substr(0, point);
  std::string out;
  std::size_t group = 0;
  bool commas = false;
  for (std::size_t i = 0; i < whole.size(); ++i) {
    if (whole[i] == ',') {
      if (i == 0 || (commas && group != 3) || (!commas && group > 3)) return std::nullopt;
      commas = true;
      group = 0;
      continue;
    }
    out += whole[i];
    ++group;
  }
  if (commas && group != 3) return std::nullopt;
  if (point != std::string_view::npos) out += w.substr(point);
  return out;
}

std::optional<double> decimal(std::string_view w) {
  if (w.empty() || !ascii::isdigit(static_cast<unsigned char>(w.front()))) return std::nullopt;
  const auto plain = without_thousands_commas(w);
  if (!plain) return std::nullopt;
  std::size_t dots = 0;
  for (char c : *plain) {
    if (c == '.') ++dots;
    else if (!ascii::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
  }
  if (dots > 1 || plain->back() == '.') return std::nullopt;
  return std::strtod(plain->c_str(), nullptr);
}

}  // namespace

std::optional<int64_t> cardinal_word(std::string_view w) {
  for (std::size_t i = 0; i < kOnes.size(); ++i)
    if (w == kOnes[i]) return static_cast<int64_t>(i);
  for (std::size_t i = 0; i < kTens.size(); ++i)
    if (w == kTens[i]) return static_cast<int64_t>(20 + 10 * i);
  if (w == "dozen") return 12;
  if (all_digits(w) && w.size() <= 5) return std::strtoll(std::string(w).c_str(), nullptr, 10);
  return std::nullopt;
}

std::optional<double> fraction_word(std::string_view w) {
  static constexpr std::pair<std::string_view, double> kFractions[] = {
      {"half", 1.0 / 2},    {"halves", 1.0 / 2},   {"third", 1.0 / 3},  {"thirds", 1.0 / 3},
      {"quarter", 1.0 / 4}, {"quarters", 1.0 / 4}, {"fourth", 1.0 / 4}, {"fourths", 1.0 / 4},
      {"fifth", 1.0 / 5},   {"fifths", 1.0 / 5},   {"tenth", 1.0 / 10}, {"tenths", 1.0 / 10}};
  for (auto [name, v] : kFractions)
    if (w == name) return v;
  return std::nullopt;
}

std::optional<double> multiplier_word(std::string_view w) {
  static constexpr std::pair<std::string_view, double> kMultipliers[] = {
      {"once", 1}, {"twice", 2}, {"thrice", 3}, {"double", 2}, {"doubled", 2}, {"triple", 3},
      {"tripled", 3}, {"quadruple", 4}, {"quadrupled", 4}};
  for (auto [name, v] : kMultipliers)
    if (w == name) return v;
  // "fourfold", "tenfold": a cardinal word and "fold".
  if (w.size() > 4 && w.ends_with("fold"))
    if (auto n = cardinal_word(w.substr(0, w.size() - 4)); n && *n > 1) return static_cast<double>(*n);
  return std::nullopt;
}

std::optional<double> scale_word(std::string_view w) {
  if (w == "million" || w == "m") return 1e6;
  if (w == "billion" || w == "bn" || w == "b") return 1e9;
  if (w == "trillion" || w == "t") return 1e12;
  return std::nullopt;
}

std::optional<NumberRead> number_at(const std::vector<std::string>& words, std::size_t i) {
  if (i >= words.size()) return std::nullopt;
  auto at = [&](std::size_t k) -> std::string_view { return k < words.size() ? std::string_view(words[k]) : ""; };
  // "3x", "1.5x", "x2": a multiplier in digits.
  if (std::string_view w = at(i); w.size() > 1 && (w.back() == 'x' || w.back() == 'X'))
    if (auto v = decimal(w.substr(0, w.size() - 1))) return NumberRead{*v, NumberForm::multiplier, 1};
  // "re-run x3": one or two digits after the x ("x86" names an architecture).
  if (std::string_view w = at(i); w.size() >= 2 && w.size() <= 3 && (w.front() == 'x' || w.front() == 'X') && w != "x86")
    if (auto v = decimal(w.substr(1)); v && w.substr(1).find('.') == std::string_view::npos)
      return NumberRead{*v, NumberForm::multiplier, 1};
  if (auto v = multiplier_word(at(i))) return NumberRead{*v, NumberForm::multiplier, 1};

  // "a quarter", "a half", "half": a fraction of one.
  std::size_t k = i;
  if (at(k) == "a" || at(k) == "one")
    if (auto f = fraction_word(at(k + 1)); f && at(k + 1).back() != 's') {
      k += 2;
      if (at(k) == "of") ++k;
      return NumberRead{*f, NumberForm::fraction, k - i};
    }
  if (at(k) == "a" && at(k + 1) == "dozen") return NumberRead{12, NumberForm::count, 2};
  if (at(k) == "half") return NumberRead{0.5, NumberForm::fraction, at(k + 1) == "of" ? 2u : 1u};

  // A count: digits, or a run of number words ("two hundred and fifty six").
  double value = 0;
  if (auto d = decimal(at(k)); d && !cardinal_word(at(k))) {
    value = *d;
    ++k;
  } else {
    int64_t total = 0, group = 0;
    bool any = false;
    while (k < words.size()) {
      if (auto n = cardinal_word(at(k)); n && !all_digits(at(k))) {
        // "fifty six" adds; "six fifty" is no number.
        if (any && group % 10 != 0 && *n > 0) break;
        if (any && group % 100 != 0 && *n >= 10) break;
        group += *n;
        any = true;
      } else if (any && (at(k) == "hundred" || at(k) == "hundreds")) {
        group *= 100;
      } else if (any && at(k) == "thousand") {
        total += group * 1000;
        group = 0;
      } else if (!(any && at(k) == "and" && cardinal_word(at(k + 1)) && !all_digits(at(k + 1)))) {
        break;  // "two and a half" stops here: the fraction is read below
      }
      ++k;
    }
    if (!any) {
      if (all_digits(at(k))) {
        value = static_cast<double>(*cardinal_word(at(k)));
        ++k;
      } else {
        return std::nullopt;
      }
    } else {
      value = static_cast<double>(total + group);
    }
  }
  // "three quarters (of)": a count of fractions.
  if (auto f = fraction_word(at(k)); f && value >= 1 && value < 10) {
    value *= *f;
    ++k;
    if (at(k) == "of") ++k;
    return NumberRead{value, NumberForm::fraction, k - i};
  }
  // "two and a half": a count and a fraction.
  if (at(k) == "and" && at(k + 1) == "a")
    if (auto f = fraction_word(at(k + 2))) {
      value += *f;
      k += 3;
    }
  // "two and a half times", "3 times", "4-fold": a multiplier.
  if (at(k) == "times" || at(k) == "fold") return NumberRead{value, NumberForm::multiplier, k + 1 - i};
  return NumberRead{value, NumberForm::count, k - i};
}

std::optional<int64_t> whole_count(double value) {
  if (!(value >= 1 && value <= 1e15) || value != std::floor(value)) return std::nullopt;
  return static_cast<int64_t>(value);
}

}  // namespace brief::derivation
