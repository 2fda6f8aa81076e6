// Byte counts: exact integer arithmetic, the three states, and the one rounding rule.
#include "brief/bytes.h"

#include <array>
#include <limits>

#include <fmt/format.h>

#include "model/byte_units.h"
#include "model/text.h"
#include "model/wide_int.h"

namespace brief {

Bytes Bytes::known(uint64_t n, bool approximate, std::string as_written) {
  Bytes b;
  b.state_ = State::known;
  b.value_ = n;
  b.approximate_ = approximate;
  b.as_written_ = std::move(as_written);
  return b;
}

Bytes Bytes::approximately(uint64_t n, BytePrecision precision, std::string as_written) {
  Bytes b = known(n, true, std::move(as_written));
  b.precision_ = precision;
  return b;
}

namespace {

// The coarser of two stated precisions: the one whose last digit is worth more bytes. Not
// stated (unit 0) is coarsest: nothing finer may be printed.
BytePrecision coarser(const BytePrecision& a, const BytePrecision& b) {
  if (a.unit == 0 || b.unit == 0) return {};
  const u128 worth_a = static_cast<u128>(a.unit) * pow10_u128(b.decimals);
  const u128 worth_b = static_cast<u128>(b.unit) * pow10_u128(a.decimals);
  return worth_a >= worth_b ? a : b;
}

}  // namespace

Bytes Bytes::computed(uint64_t n, const Bytes& a, const Bytes& b) {
  const bool approx_a = a.is_known() && a.approximate();
  const bool approx_b = b.is_known() && b.approximate();
  if (!approx_a && !approx_b) return known(n);
  BytePrecision p = approx_a && approx_b ? coarser(a.precision(), b.precision())
                    : approx_a           ? a.precision()
                                         : b.precision();
  return approximately(n, p);
}

Bytes Bytes::unknown(std::string why) {
  Bytes b;
  b.state_ = State::unknown;
  b.why_ = std::move(why);
  return b;
}

Bytes Bytes::not_present() {
  Bytes b;
  b.state_ = State::not_present;
  return b;
}

uint64_t Bytes::value() const {
  if (state_ != State::known) throw std::logic_error("value() of a byte count that is not known");
  return value_;
}

Bytes add(const Bytes& a, const Bytes& b) {
  // Unknown absorbs everything, including not-present: the sum cannot be known.
  if (a.is_unknown()) return a;
  if (b.is_unknown()) return b;
  // Not present contributes nothing; it never becomes a 0 that could be printed.
  if (a.is_not_present()) return b;
  if (b.is_not_present()) return a;
  uint64_t sum = 0;
  if (__builtin_add_overflow(a.value(), b.value(), &sum)) throw ByteOverflow("byte count overflow");
  // A sum was never written by the source, so it keeps no as_written text.
  return Bytes::computed(sum, a, b);
}

namespace {

// "B, kB, MB, GB, TB, KiB, MiB, GiB or TiB", for the unknown-unit message.
std::string unit_symbols() {
  std::string out;
  const std::size_t n = std::size(kByteUnits);
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) out += i + 1 == n ? " or " : ", ";
    out += kByteUnits[i].symbol;
  }
  return out;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

bool fail(std::string* error, std::string message) {
  if (error) *error = std::move(message);
  return false;
}

}  // namespace

std::optional<Bytes> parse_byte_quantity(std::string_view text, std::string* error) {
  const std::string_view written = trim(text);
  std::string_view rest = written;
  bool approximate = false;
  if (rest.starts_with("about ")) {
    approximate = true;
    rest = trim(rest.substr(6));
  } else if (rest.starts_with("~")) {
    approximate = true;
    rest = trim(rest.substr(1));
  }
  if (rest.empty()) {
    fail(error, "empty byte quantity");
    return std::nullopt;
  }

  // Number: digits, optionally '.' and digits. At most 30 digits keeps the __int128 exact.
  std::size_t i = 0;
  u128 mantissa = 0;
  int digits = 0;
  int fraction_digits = 0;
  bool seen_point = false;
  for (; i < rest.size(); ++i) {
    const char c = rest[i];
    if (is_digit(c)) {
      if (++digits > 30) {
        fail(error, "byte count out of range");
        return std::nullopt;
      }
      mantissa = mantissa * 10 + static_cast<unsigned>(c - '0');
      if (seen_point) ++fraction_digits;
    } else if (c == '.' && !seen_point && digits > 0) {
      seen_point = true;
    } else {
      break;
    }
  }
  if (digits == 0 || (seen_point && fraction_digits == 0)) {
    fail(error, "expected a number in byte quantity '" + std::string(written) + "'");
    return std::nullopt;
  }

  const std::string_view unit_text = trim(rest.substr(i));
  uint64_t factor = 1;
  if (!unit_text.empty()) {
    const ByteUnit* unit = byte_unit_by_symbol(unit_text);
    if (!unit) {
      fail(error, "unknown unit '" + std::string(unit_text) + "' (use " + unit_symbols() + ")");
      return std::nullopt;
    }
    factor = unit->factor;
  }

  // value = mantissa * factor / 10^fraction_digits, all in integers.
  u128 numerator = 0;
  if (!mul_u128(mantissa, factor, &numerator)) {
    fail(error, "byte count out of range");
    return std::nullopt;
  }
  const u128 denominator = pow10_u128(fraction_digits);
  u128 quotient = numerator / denominator;
  const u128 remainder = numerator % denominator;
  if (remainder != 0) {
    if (!approximate) {
      fail(error, fmt::format("'{}' is not a whole number of bytes (write the exact count, or 'about ...')",
                              written));
      return std::nullopt;
    }
    quotient = round_half_even(quotient, remainder, denominator);
  }
  if (quotient > std::numeric_limits<uint64_t>::max()) {
    fail(error, "byte count out of range");
    return std::nullopt;
  }
  // A bare integer is its own exact wording; keep the source's words only when they add any.
  const bool bare_integer = !approximate && unit_text.empty() && !seen_point;
  if (approximate)
    return Bytes::approximately(static_cast<uint64_t>(quotient), BytePrecision{factor, fraction_digits},
                                std::string(written));
  return Bytes::known(static_cast<uint64_t>(quotient), false, bare_integer ? std::string() : std::string(written));
}

std::string group_thousands(uint64_t n) {
  std::string digits = std::to_string(n);
  std::string out;
  out.reserve(digits.size() + digits.size() / 3);
  const std::size_t lead = digits.size() % 3 == 0 ? 3 : digits.size() % 3;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i >= lead && i != 0 && (i - lead) % 3 == 0) out.push_back(',');
    out.push_back(digits[i]);
  }
  return out;
}

namespace {

// n / base^k to 3 places, half-even, picking k so the integer part is below base.
std::string format_scaled(uint64_t n, uint64_t base, const std::array<std::string_view, 5>& units) {
  if (n < base) return std::to_string(n) + " " + std::string(units[0]);
  u128 divisor = base;
  std::size_t k = 1;
  u128 thousandths = 0;
  for (;; ++k, divisor *= base) {
    const u128 scaled = static_cast<u128>(n) * 1000;
    thousandths = round_half_even(scaled / divisor, scaled % divisor, divisor);
    // Rounding may carry up to base (1023.9996 KiB -> 1024.000): move to the next unit.
    if (thousandths < static_cast<u128>(base) * 1000 || k + 1 == units.size()) break;
  }
  const u128 whole = thousandths / 1000;
  const unsigned frac = static_cast<unsigned>(thousandths % 1000);
  std::string frac_text = std::to_string(frac);
  frac_text.insert(0, 3 - frac_text.size(), '0');
  // Exact to the thousandth: only the digits that carry the value ("128 GiB", "1.5 KiB").
  // Rounded: all three places, so that a short figure always means an exact one ("1.000 GiB"
  // is a count near 1 GiB, never 1 GiB itself).
  if (static_cast<u128>(n) * 1000 == thousandths * divisor) {
    while (!frac_text.empty() && frac_text.back() == '0') frac_text.pop_back();
    if (frac_text.empty()) return to_string_u128(whole) + " " + std::string(units[k]);
  }
  return to_string_u128(whole) + "." + frac_text + " " + std::string(units[k]);
}

}  // namespace

std::string format_binary(uint64_t n) {
  return format_scaled(n, 1024, unit_ladder(true));
}

std::string format_decimal(uint64_t n) {
  return format_scaled(n, 1000, unit_ladder(false));
}

namespace {

std::string_view symbol_of_unit(uint64_t factor) {
  for (const auto& u : kByteUnits)
    if (u.factor == factor) return u.symbol;
  return "B";
}

// n / unit rounded half-even to the given decimals: "19.8 GB", "1,800 MB".
std::string at_precision(uint64_t n, uint64_t unit, int decimals) {
  // No digit finer than a byte: "~0.5 B" states nothing below one byte (and n * 10^decimals
  // stays within 128 bits).
  while (decimals > 0 && pow10_u128(decimals) > unit) --decimals;
  const u128 scaled = static_cast<u128>(n) * pow10_u128(decimals);
  const u128 rounded = round_half_even(scaled / unit, scaled % unit, unit);
  const u128 ten_power = pow10_u128(decimals);
  const u128 whole = rounded / ten_power;
  std::string out = whole <= std::numeric_limits<uint64_t>::max() ? group_thousands(static_cast<uint64_t>(whole))
                                                                  : to_string_u128(whole);
  if (decimals > 0) {
    std::string frac = to_string_u128(rounded % ten_power);
    frac.insert(0, static_cast<std::size_t>(decimals) - frac.size(), '0');
    out += "." + frac;
  }
  return out + " " + std::string(symbol_of_unit(unit));
}

}  // namespace

std::string format_at_precision(uint64_t n, BytePrecision precision) {
  if (precision.unit == 0) return format_binary(n);
  return at_precision(n, precision.unit, precision.decimals);
}

namespace {

// An approximate count without its words: at its stated precision, or, when none was
// stated, at three significant digits in binary units (never the false digits of a byte count).
std::string approximate_figure(const Bytes& b) {
  const BytePrecision& p = b.precision();
  if (p.unit != 0) return "about " + at_precision(b.value(), p.unit, p.decimals);
  uint64_t unit = 1;
  for (const auto& u : kByteUnits)
    if (u.binary && u.factor > unit && b.value() >= u.factor) unit = u.factor;
  const uint64_t whole = b.value() / unit;
  const int digits = whole >= 100 ? 3 : whole >= 10 ? 2 : 1;
  return "about " + at_precision(b.value(), unit, unit == 1 ? 0 : 3 - digits);
}

}  // namespace

std::string format_bytes(const Bytes& b) {
  switch (b.state()) {
    case Bytes::State::unknown: return "unknown";
    case Bytes::State::not_present: return "not present";
    case Bytes::State::known: break;
  }
  if (b.approximate()) return b.as_written().empty() ? approximate_figure(b) : b.as_written();
  const uint64_t n = b.value();
  std::string out = group_thousands(n);
  out += n == 1 ? " byte" : " bytes";
  if (n >= 1024) out += " (" + format_binary(n) + ")";
  return out;
}

std::string format_bytes_with_why(const Bytes& b) {
  return b.is_unknown() ? with_reason(format_bytes(b), b.why()) : format_bytes(b);
}

std::string format_binary_bytes(const Bytes& b) {
  if (!b.is_known() || b.approximate()) return format_bytes(b);
  return format_binary(b.value());
}

}  // namespace brief
