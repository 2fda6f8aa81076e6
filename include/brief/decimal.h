#pragma once
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace brief {

// An exact decimal as written in a profile ("60.4", "99"): units * 10^-scale. Compared and
// related by integer arithmetic, so no verdict depends on floating-point rounding.
struct Decimal {
  int64_t units = 0;
  int scale = 0;  // digits after the point, 0..9

  // "99", "60.4", "-3.25". nullopt for anything else (exponents, "010" is allowed as 10).
  static std::optional<Decimal> parse(std::string_view text);
  std::string to_string() const;  // as written, normalized ("60.4")
  double to_double() const;       // for a tolerance, never for a verdict's own comparison
  friend std::strong_ordering operator<=>(const Decimal& a, const Decimal& b);
  friend bool operator==(const Decimal& a, const Decimal& b);
};

// |a - b| * 100 < pct * max(|a|, |b|): the difference is under pct percent of the larger.
bool within_percent(const Decimal& a, const Decimal& b, const Decimal& pct);

}  // namespace brief
