#pragma once
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace brief {

// The precision an approximate count was stated at: "about 18.6 GB" is tenths of a GB
// (unit 10^9, 1 decimal). A unit of 0 means the precision was not stated.
struct BytePrecision {
  uint64_t unit = 0;
  int decimals = 0;
  friend bool operator==(const BytePrecision&, const BytePrecision&) = default;
};

// A byte count as a source reported it: known, unknown, or not present. Unknown is not
// zero and not present is not zero; each renders as itself. Arithmetic is exact integer
// arithmetic: overflow throws, it never wraps.
class Bytes {
 public:
  enum class State { known, unknown, not_present };

  // as_written keeps the source's own words for the count ("about 165 GB").
  static Bytes known(uint64_t n, bool approximate = false, std::string as_written = {});
  // An approximate count at the precision it was stated ("about 18.6 GB").
  static Bytes approximately(uint64_t n, BytePrecision precision, std::string as_written = {});
  // A count computed from a and b (a sum, a difference, a multiple): approximate when either
  // is, at the coarser of their stated precisions; it keeps no as_written text.
  static Bytes computed(uint64_t n, const Bytes& a, const Bytes& b);
  static Bytes unknown(std::string why = {});
  static Bytes not_present();
  // A default byte count is unknown, never zero (Located<Bytes> needs a default).
  Bytes() = default;

  State state() const { return state_; }
  bool is_known() const { return state_ == State::known; }
  bool is_unknown() const { return state_ == State::unknown; }
  bool is_not_present() const { return state_ == State::not_present; }
  // The count; throws std::logic_error unless known.
  uint64_t value() const;
  // "about 165 GB": a known magnitude that the source did not give exactly.
  bool approximate() const { return approximate_; }
  // Why the count is unknown, as the source said it (may be empty).
  const std::string& why() const { return why_; }
  // How the profile wrote a known count ("about 165 GB"); empty for a plain integer.
  const std::string& as_written() const { return as_written_; }
  // The precision of an approximate count (unit 0 when exact or not stated).
  const BytePrecision& precision() const { return precision_; }

  friend bool operator==(const Bytes&, const Bytes&) = default;

 private:
  State state_ = State::unknown;
  uint64_t value_ = 0;
  bool approximate_ = false;
  std::string why_;
  std::string as_written_;
  BytePrecision precision_;
};

struct ByteOverflow : std::overflow_error {
  using std::overflow_error::overflow_error;
};

// Sum of two rows that are both counted. Unknown absorbs everything (known + unknown is
// unknown); a not-present row contributes nothing and is never turned into 0; the sum of
// two not-present rows is not present. approximate is contagious. Throws ByteOverflow.
Bytes add(const Bytes& a, const Bytes& b);

// Parses a byte quantity written with a unit: "328326771576", "512 B", "165 GB", "121.6 GiB",
// "about 84 GB", "~23 GiB". Decimal units kB MB GB TB (powers of 1000), binary KiB MiB GiB
// TiB (powers of 1024). A fraction is allowed only where the product is a whole number of
// bytes, unless the value is approximate ("about"/"~"), where it is rounded half-even.
// Returns nullopt and sets *error (short lowercase message) when the text is not a quantity.
std::optional<Bytes> parse_byte_quantity(std::string_view text, std::string* error);

// "328,326,771,576"
std::string group_thousands(uint64_t n);
// n in binary units, picking B, KiB, MiB, GiB or TiB so that the integer part is below 1024.
// The one rule of brief for an exact count's figure (every renderer prints it, through
// format_bytes): a quotient with at most three decimals is written exactly, trailing zeros
// dropped ("128 GiB", "1.5 KiB", "3.75 GiB"); any other is rounded half-even to three places
// and keeps all three ("305.778 GiB"; "1.000 GiB" for a count just off 1 GiB). So a figure
// with fewer than three decimals is always the exact value, and none prints a digit that
// carries no information.
std::string format_binary(uint64_t n);
// n at a stated precision, without "about": "121.6 GiB" for {GiB, 1 decimal}; format_binary
// when no precision is stated (unit 0).
std::string format_at_precision(uint64_t n, BytePrecision precision);
// "328.327 GB", "128 GB": the decimal counterpart, same rule, kB/MB/GB/TB.
std::string format_decimal(uint64_t n);
// "328,326,771,576 bytes (305.778 GiB)"; an approximate count at the precision it was
// stated, never with digits the source did not give ("about 165 GB"; a sum of "about 18.6 GB"
// and an exact count: "about 19.8 GB"); "unknown"; "not present".
std::string format_bytes(const Bytes& b);
// format_bytes with the reason an unknown count is unknown, when the profile gives one:
// "unknown (the source prints no per-rank size)". The one spelling of an unknown with its
// reason: row labels, every renderer's fields and diff all read it.
std::string format_bytes_with_why(const Bytes& b);
// A known count in binary units: "79.600 GiB" when exact, an approximate count at its stated
// precision ("about 79.6 GiB"). Tables that print capacities in GiB read it.
std::string format_binary_bytes(const Bytes& b);

}  // namespace brief
