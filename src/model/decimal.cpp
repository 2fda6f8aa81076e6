// Exact decimals: parsed from text, compared and related by integer arithmetic only.
#include "brief/decimal.h"

#include <limits>

#include "model/wide_int.h"

namespace brief {

namespace {

constexpr int kMaxScale = 9;

i128 abs128(i128 v) { return v < 0 ? -v : v; }

// a.units rescaled to `scale` (>= a.scale); exact because |units| < 2^63 and scale <= 9.
i128 at_scale(const Decimal& a, int scale) {
  return static_cast<i128>(a.units) * static_cast<i128>(pow10_u128(scale - a.scale));
}

}  // namespace

std::optional<Decimal> Decimal::parse(std::string_view text) {
  bool negative = false;
  if (!text.empty() && text.front() == '-') {
    negative = true;
    text.remove_prefix(1);
  }
  i128 units = 0;
  int digits = 0;
  int scale = 0;
  bool seen_point = false;
  for (char c : text) {
    if (c >= '0' && c <= '9') {
      units = units * 10 + (c - '0');
      ++digits;
      if (seen_point && ++scale > kMaxScale) return std::nullopt;
      if (units > std::numeric_limits<int64_t>::max()) return std::nullopt;
    } else if (c == '.' && !seen_point && digits > 0) {
      seen_point = true;
    } else {
      return std::nullopt;
    }
  }
  if (digits == 0 || (seen_point && scale == 0)) return std::nullopt;
  return Decimal{static_cast<int64_t>(negative ? -units : units), scale};
}

double Decimal::to_double() const {
  double v = static_cast<double>(units);
  for (int i = 0; i < scale; ++i) v /= 10;
  return v;
}

std::string Decimal::to_string() const {
  const bool negative = units < 0;
  std::string digits = to_string_u128(static_cast<u128>(abs128(units)));
  if (scale > 0) {
    if (digits.size() <= static_cast<std::size_t>(scale))
      digits.insert(0, static_cast<std::size_t>(scale) + 1 - digits.size(), '0');
    digits.insert(digits.size() - static_cast<std::size_t>(scale), 1, '.');
  }
  return negative ? "-" + digits : digits;
}

std::strong_ordering operator<=>(const Decimal& a, const Decimal& b) {
  const int scale = a.scale > b.scale ? a.scale : b.scale;
  const i128 x = at_scale(a, scale), y = at_scale(b, scale);
  if (x < y) return std::strong_ordering::less;
  if (x > y) return std::strong_ordering::greater;
  return std::strong_ordering::equal;
}

bool operator==(const Decimal& a, const Decimal& b) { return (a <=> b) == 0; }

bool within_percent(const Decimal& a, const Decimal& b, const Decimal& pct) {
  if (pct.units <= 0) return false;  // nothing is "under 0 percent" apart
  const int scale = a.scale > b.scale ? a.scale : b.scale;
  const i128 x = at_scale(a, scale), y = at_scale(b, scale);
  const u128 diff = static_cast<u128>(abs128(x - y));
  const u128 larger = static_cast<u128>(abs128(x) > abs128(y) ? abs128(x) : abs128(y));
  // diff * 100 * 10^pct.scale < pct.units * larger, both sides at scale `scale + pct.scale`.
  const U256 lhs = mul_wide(diff, 100 * pow10_u128(pct.scale));
  const U256 rhs = mul_wide(static_cast<u128>(pct.units), larger);
  return lhs < rhs;
}

}  // namespace brief
