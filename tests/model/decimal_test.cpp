#include "brief/decimal.h"

#include <catch2/catch.hpp>
#include <string>
#include <tuple>

using brief::Decimal;

TEST_CASE("Decimal::parse reads exact decimals", "[decimal]") {
  using Row = std::tuple<std::string, int64_t, int, std::string>;
  auto [text, units, scale, normalized] = GENERATE(table<std::string, int64_t, int, std::string>({
      Row{"99", 99, 0, "99"},
      Row{"60.4", 604, 1, "60.4"},
      Row{"-3.25", -325, 2, "-3.25"},
      Row{"010", 10, 0, "10"},
      Row{"0.05", 5, 2, "0.05"},
      Row{"-0.5", -5, 1, "-0.5"},
      Row{"1.000000001", 1000000001, 9, "1.000000001"},
      Row{"9223372036854775807", 9223372036854775807ll, 0, "9223372036854775807"},
  }));
  CAPTURE(text);
  const auto d = Decimal::parse(text);
  REQUIRE(d.has_value());
  CHECK(d->units == units);
  CHECK(d->scale == scale);
  CHECK(d->to_string() == normalized);
}

TEST_CASE("Decimal::parse rejects everything else", "[decimal]") {
  auto text = GENERATE(as<std::string>{}, "", "-", "+5", "1e3", ".5", "5.", "1.2.3", "0x10", " 5",
                       "5 ", "1_000", "1.0000000001", "9223372036854775808", "nan", "inf");
  CAPTURE(text);
  CHECK_FALSE(Decimal::parse(text).has_value());
}

TEST_CASE("Decimal ordering is exact across scales", "[decimal]") {
  const auto d = [](const char* s) { return *Decimal::parse(s); };
  CHECK(d("60.4") == d("60.40"));
  CHECK(d("60.4") < d("60.41"));
  CHECK(d("-1") < d("0.5"));
  CHECK(d("100") > d("99.999999999"));
  CHECK(d("9223372036854775807") > d("922337203.685477580"));
  CHECK_FALSE(d("0.1") == d("0.10000001"));
}

TEST_CASE("within_percent compares |a-b|*100 against pct * max(|a|,|b|)", "[decimal]") {
  const auto d = [](const char* s) { return *Decimal::parse(s); };
  CHECK(brief::within_percent(d("100"), d("104.9"), d("5")));
  CHECK_FALSE(brief::within_percent(d("100"), d("105.27"), d("5")));  // 5.27/105.27 = 5.006%
  CHECK_FALSE(brief::within_percent(d("95"), d("100"), d("5")));     // exactly 5%: not under
  CHECK(brief::within_percent(d("60.4"), d("60.4"), d("5")));
  CHECK(brief::within_percent(d("60.4"), d("58"), d("5")));
  CHECK_FALSE(brief::within_percent(d("0"), d("0"), d("0")));
  CHECK(brief::within_percent(d("1"), d("1.001"), d("0.5")));
  // Operands at the edges of int64 and scale 9 stay exact (would overflow __int128).
  CHECK(brief::within_percent(d("9223372036854775807"), d("9223372036854775806"), d("0.000000001")));
  CHECK_FALSE(brief::within_percent(d("9223372036854775807"), d("-9223372036854775807"), d("99.999999999")));
}
