// The span a written byte figure stands for: see written_precision.h.
#include "derive/written_precision.h"

#include <algorithm>
#include <string_view>

#include "derive/ascii.h"

namespace brief::derivation {

namespace {

// An approximate figure stands for at least 1% either side: "about" is looser than rounding.
constexpr double kApproximateFloor = 0.01;

// Half the step of the last written digit, relative to the number: "165" -> 2.5/165 (a last
// digit of 5 may be a rounding to fives), "about 170" -> 5/170, "121.6" -> 0.05/121.6.
double relative_half_step(std::string_view numeral, bool approximate) {
  std::string digits;
  int decimals = -1;
  for (char c : numeral) {
    if (ascii::isdigit(c)) {
      digits += c;
      if (decimals >= 0) ++decimals;
    } else if (c == '.' && decimals < 0) {
      decimals = 0;
    } else if (c != ',' && !digits.empty()) {
      break;
    }
  }
  if (digits.empty()) return 0;
  double number = 0;
  for (char c : digits) number = number * 10 + (c - '0');
  double step = 1;
  for (int d = 0; d < std::max(decimals, 0); ++d) {
    step /= 10;
    number /= 10;
  }
  std::size_t last = digits.size();
  // An approximate whole number's trailing zeros are its rounding's ("about 170 GB"); a
  // figure given plainly ("300 GB") claims every digit.
  if (approximate && decimals <= 0)
    while (last > 1 && digits[last - 1] == '0') {
      --last;
      step *= 10;
    }
  if (number <= 0) return 0;
  return (digits[last - 1] == '5' ? 2.5 : 0.5) * step / number;
}

ByteSpan around(double value, double relative) { return {value * (1 - relative), value * (1 + relative)}; }

std::string_view numeral_of(std::string_view written) {
  const std::size_t first = written.find_first_of("0123456789");
  return first == std::string_view::npos ? std::string_view{} : written.substr(first);
}

}  // namespace

ByteSpan span_of(const ByteFigure& figure) {
  double value = static_cast<double>(figure.units) * static_cast<double>(figure.multiplier);
  for (int s = 0; s < figure.scale; ++s) value /= 10;
  const double half = relative_half_step(numeral_of(figure.text), figure.approximate);
  return around(value, figure.approximate ? std::max(half, kApproximateFloor) : half);
}

ByteSpan span_of(const Bytes& count) {
  const double value = static_cast<double>(count.value());
  if (!count.approximate()) return {value, value};
  return around(value, std::max(relative_half_step(numeral_of(count.as_written()), true), kApproximateFloor));
}

ByteSpan operator+(const ByteSpan& a, const ByteSpan& b) { return {a.low + b.low, a.high + b.high}; }

bool spans_apart(const ByteSpan& a, const ByteSpan& b) { return a.high < b.low || b.high < a.low; }

bool span_holds(const ByteSpan& span, const Bytes& count) {
  const double v = static_cast<double>(count.value());
  return v >= span.low && v <= span.high;
}

}  // namespace brief::derivation
