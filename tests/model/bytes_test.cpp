#include "brief/bytes.h"

#include <catch2/catch.hpp>
#include <limits>
#include <string>
#include <tuple>

using brief::Bytes;

TEST_CASE("parse_byte_quantity reads exact and approximate quantities", "[bytes]") {
  using Row = std::tuple<std::string, uint64_t, bool, std::string>;
  auto [text, value, approximate, as_written] = GENERATE(table<std::string, uint64_t, bool, std::string>({
      Row{"328326771576", 328326771576ull, false, ""},
      Row{"0", 0, false, ""},
      Row{"512 B", 512, false, "512 B"},
      Row{"165 GB", 165000000000ull, false, "165 GB"},
      Row{"128 GB", 128000000000ull, false, "128 GB"},
      Row{"2 kB", 2000, false, "2 kB"},
      Row{"3 MiB", 3ull << 20, false, "3 MiB"},
      Row{"1.5 KiB", 1536, false, "1.5 KiB"},
      Row{"2 TiB", 2ull << 40, false, "2 TiB"},
      Row{"about 84 GB", 84000000000ull, true, "about 84 GB"},
      Row{"~23 GiB", 23ull << 30, true, "~23 GiB"},
      Row{"about 121.6 GiB", 130567005798ull, true, "about 121.6 GiB"},  // ...798.4 rounds down
      Row{"~0.5 B", 0, true, "~0.5 B"},                                  // tie to even: 0
      Row{"~1.5 B", 2, true, "~1.5 B"},                                  // tie to even: 2
      Row{"  165 GB  ", 165000000000ull, false, "165 GB"},
      Row{"18446744073709551615", std::numeric_limits<uint64_t>::max(), false, ""},
  }));
  CAPTURE(text);
  std::string error;
  const auto b = brief::parse_byte_quantity(text, &error);
  REQUIRE(b.has_value());
  CHECK(error.empty());
  CHECK(b->is_known());
  CHECK(b->value() == value);
  CHECK(b->approximate() == approximate);
  CHECK(b->as_written() == as_written);
}

TEST_CASE("parse_byte_quantity rejects what is not a quantity", "[bytes]") {
  using Row = std::tuple<std::string, std::string>;
  auto [text, message] = GENERATE(table<std::string, std::string>({
      Row{"121.6 GiB", "'121.6 GiB' is not a whole number of bytes (write the exact count, or 'about ...')"},
      Row{"0.1 B", "'0.1 B' is not a whole number of bytes (write the exact count, or 'about ...')"},
      Row{"99999999 TiB", "byte count out of range"},
      Row{"18446744073709551616", "byte count out of range"},
      Row{"1000000000000000000000000000000000 B", "byte count out of range"},
      Row{"", "empty byte quantity"},
      Row{"about", "expected a number in byte quantity 'about'"},
      Row{"GB", "expected a number in byte quantity 'GB'"},
      Row{"-5 GB", "expected a number in byte quantity '-5 GB'"},
      Row{"1. GB", "expected a number in byte quantity '1. GB'"},
      Row{".5 GB", "expected a number in byte quantity '.5 GB'"},
      Row{"165 gb", "unknown unit 'gb' (use B, kB, MB, GB, TB, KiB, MiB, GiB or TiB)"},
      Row{"1e3", "unknown unit 'e3' (use B, kB, MB, GB, TB, KiB, MiB, GiB or TiB)"},
      Row{"5 PB", "unknown unit 'PB' (use B, kB, MB, GB, TB, KiB, MiB, GiB or TiB)"},
  }));
  CAPTURE(text);
  std::string error;
  CHECK_FALSE(brief::parse_byte_quantity(text, &error).has_value());
  CHECK(error == message);
}

TEST_CASE("add: unknown absorbs, not present contributes nothing, overflow throws", "[bytes]") {
  const Bytes five = Bytes::known(5);
  const Bytes seven_about = Bytes::known(7, true, "about 7 B");
  const Bytes unknown = Bytes::unknown("not published");
  const Bytes absent = Bytes::not_present();

  CHECK(add(five, Bytes::known(6)) == Bytes::known(11));
  CHECK(add(five, seven_about) == Bytes::known(12, true));  // approximate is contagious
  CHECK(add(five, unknown).is_unknown());
  CHECK(add(unknown, five).why() == "not published");
  CHECK(add(absent, unknown).is_unknown());
  CHECK(add(unknown, absent).is_unknown());
  CHECK(add(absent, five) == five);
  CHECK(add(five, absent) == five);
  CHECK(add(absent, absent).is_not_present());
  CHECK_THROWS_AS(add(Bytes::known(std::numeric_limits<uint64_t>::max()), Bytes::known(1)),
                  brief::ByteOverflow);
  CHECK_THROWS_AS(unknown.value(), std::logic_error);
  CHECK_THROWS_AS(absent.value(), std::logic_error);
}

TEST_CASE("format_binary and format_decimal: exact when short, else half-even to three places", "[bytes]") {
  // The rule (include/brief/bytes.h): a quotient that has at most three decimals is written
  // exactly, trailing zeros dropped ("128 GiB", "1.5 KiB"); any other is rounded half-even to
  // three places and keeps all three ("1.000 GiB" is a count just under or over 1 GiB, never 1 GiB).
  using Row = std::tuple<uint64_t, std::string, std::string>;
  auto [n, binary, decimal] = GENERATE(table<uint64_t, std::string, std::string>({
      Row{328326771576ull, "305.778 GiB", "328.327 GB"},
      Row{0, "0 B", "0 B"},
      Row{1023, "1023 B", "1.023 kB"},
      Row{1024, "1 KiB", "1.024 kB"},
      Row{1536, "1.5 KiB", "1.536 kB"},
      Row{1048575, "1023.999 KiB", "1.049 MB"},
      Row{1073741300ull, "1.000 GiB", "1.074 GB"},  // 1023.9995 MiB carries to the next unit
      Row{130567005798ull, "121.600 GiB", "130.567 GB"},  // rounded: not 121.6 GiB exactly
      Row{128000000000ull, "119.209 GiB", "128 GB"},
      Row{137438953472ull, "128 GiB", "137.439 GB"},
      Row{(128ull << 30) + 1, "128.000 GiB", "137.439 GB"},  // one byte over: not 128 GiB
      Row{(3ull << 30) / 4 * 5, "3.75 GiB", "4.027 GB"},
      Row{(1ull << 30) + (1ull << 27), "1.125 GiB", "1.208 GB"},
      Row{1000500, "977.051 KiB", "1.000 MB"},      // 1.0005 MB: tie, even digit 0 stays
      Row{1001500, "978.027 KiB", "1.002 MB"},      // 1.0015 MB: tie, rounds to even 2
      Row{1250000, "1.192 MiB", "1.25 MB"},
      Row{2ull << 40, "2 TiB", "2.199 TB"},
      Row{std::numeric_limits<uint64_t>::max(), "16777216.000 TiB", "18446744.074 TB"},
  }));
  CAPTURE(n);
  CHECK(brief::format_binary(n) == binary);
  CHECK(brief::format_decimal(n) == decimal);
}

TEST_CASE("format_at_precision writes a count at a stated precision, never more digits", "[bytes]") {
  const uint64_t gib = 1ull << 30;
  CHECK(brief::format_at_precision(130513318707ull, {gib, 2}) == "121.55 GiB");
  CHECK(brief::format_at_precision(165000000000ull, {1000000000ull, 0}) == "165 GB");
  CHECK(brief::format_at_precision(4 * gib, {}) == "4 GiB");  // no precision stated: format_binary
}

TEST_CASE("group_thousands", "[bytes]") {
  CHECK(brief::group_thousands(0) == "0");
  CHECK(brief::group_thousands(999) == "999");
  CHECK(brief::group_thousands(1000) == "1,000");
  CHECK(brief::group_thousands(1048576) == "1,048,576");
  CHECK(brief::group_thousands(328326771576ull) == "328,326,771,576");
  CHECK(brief::group_thousands(std::numeric_limits<uint64_t>::max()) == "18,446,744,073,709,551,615");
}

TEST_CASE("format_bytes renders each state as itself", "[bytes]") {
  CHECK(brief::format_bytes(Bytes::known(328326771576ull)) == "328,326,771,576 bytes (305.778 GiB)");
  CHECK(brief::format_bytes(Bytes::known(165000000000ull, false, "165 GB")) ==
        "165,000,000,000 bytes (153.668 GiB)");
  CHECK(brief::format_bytes(Bytes::known(165000000000ull, true, "about 165 GB")) == "about 165 GB");
  // An approximate count whose precision was not stated: three significant digits, no more.
  CHECK(brief::format_bytes(Bytes::known(2048, true)) == "about 2.00 KiB");
  CHECK(brief::format_bytes(Bytes::known(512)) == "512 bytes");
  CHECK(brief::format_bytes(Bytes::known(1)) == "1 byte");
  CHECK(brief::format_bytes(Bytes::known(0)) == "0 bytes");
  CHECK(brief::format_bytes(Bytes::unknown("why")) == "unknown");
  CHECK(brief::format_bytes(Bytes::not_present()) == "not present");
}

namespace {
Bytes quantity(std::string_view text) {
  std::string why;
  const auto b = brief::parse_byte_quantity(text, &why);
  REQUIRE(b);
  return *b;
}
}  // namespace

TEST_CASE("an approximate figure prints at the precision it was stated, never with false digits", "[bytes]") {
  const Bytes stored = quantity("about 18.6 GB");
  CHECK(stored.precision() == brief::BytePrecision{1000000000ull, 1});
  CHECK(brief::format_bytes(stored) == "about 18.6 GB");
  CHECK(brief::format_binary_bytes(quantity("about 79.6 GiB")) == "about 79.6 GiB");
  CHECK(brief::format_binary_bytes(quantity("79 GiB")) == "79 GiB");  // exact: the one rounding rule
  // Sums keep the coarser precision of their approximate terms, not the byte.
  const Bytes exact = Bytes::known(1234567890ull);
  CHECK(brief::format_bytes(add(stored, exact)) == "about 19.8 GB");
  CHECK(brief::format_bytes(add(stored, quantity("~2 GiB"))) == "about 19 GiB");
  CHECK(brief::format_bytes(add(quantity("about 900 MB"), quantity("about 900 MB"))) == "about 1,800 MB");
  CHECK(brief::format_bytes(add(quantity("about 1.25 TB"), quantity("about 0.5 TB"))) == "about 1.8 TB");
  // A difference (headroom) of an approximate capacity and an exact total.
  const Bytes usable = quantity("about 121.6 GiB");
  const Bytes headroom = Bytes::computed(usable.value() - exact.value(), usable, exact);
  CHECK(brief::format_bytes(headroom) == "about 120.5 GiB");
  // No figure of an approximate count prints a byte count or three decimals it was not given.
  for (const Bytes& b : {add(stored, exact), headroom, add(usable, usable)}) {
    const std::string text = brief::format_bytes(b);
    CHECK(text.find("bytes") == std::string::npos);
    CHECK(text.find(".000") == std::string::npos);
  }
  // The exact figure keeps its form.
  CHECK(brief::format_bytes(add(exact, exact)) == "2,469,135,780 bytes (2.300 GiB)");
}
