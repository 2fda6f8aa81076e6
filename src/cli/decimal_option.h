#pragma once
// Numbers on the command line are decimal and bounded: CLI11 alone reads `0x100000` as
// hexadecimal and `020000` as octal, clamps 2^64+1 to 2^64-1, and its own range check
// prints its bounds as 300-digit doubles. One rule for every numeric option of every
// command (and every item of a comma list): digits only, no leading zero, within
// [low, high], checked on the text before CLI11 converts it, so nothing is misread, wrapped
// or clamped. The message names the rule and what was given:
// "--tp: must be a whole number from 1 to 4096, written in decimal (digits only: ...); got '0x4'".
#include <CLI/CLI.hpp>

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>

#include <fmt/format.h>

namespace brief::cli {

// "" when `value` is a decimal whole number in [low, high]; else why not. One message for
// every way a value breaks the rule (docs/cli.md quotes it; tests/cli check the quote), so
// '0', '0x4' and '010' read alike.
inline std::string whole_number_problem(std::string_view value, uint64_t low, uint64_t high) {
  const bool digits = !value.empty() && value.find_first_not_of("0123456789") == std::string::npos;
  uint64_t n = 0;
  const auto [end, ec] = digits ? std::from_chars(value.data(), value.data() + value.size(), n)
                                : std::from_chars_result{value.data(), std::errc::invalid_argument};
  const bool leading_zero = value.size() > 1 && value[0] == '0';
  if (digits && !leading_zero && ec == std::errc{} && end == value.data() + value.size() && n >= low && n <= high)
    return "";
  return fmt::format("must be a whole number from {} to {}, written in decimal (digits only: no sign, 0x, "
                     "leading zero, exponent or unit); got '{}'",
                     low, high, value);
}

inline CLI::Validator whole_number(uint64_t low, uint64_t high) {
  return CLI::Validator([low, high](std::string& value) { return whole_number_problem(value, low, high); },
                        fmt::format("{}..{}", low, high));
}

// A comma list of such numbers (a calc sweep): every item takes the rule; "" and "1000,"
// hold an empty item.
inline CLI::Validator whole_number_list(uint64_t low, uint64_t high) {
  return CLI::Validator(
      [low, high](std::string& value) -> std::string {
        for (std::size_t start = 0;;) {
          const std::size_t comma = value.find(',', start);
          const std::string_view item = std::string_view(value).substr(start, comma - start);
          if (std::string problem = whole_number_problem(item, low, high); !problem.empty()) return problem;
          if (comma == std::string::npos) return "";
          start = comma + 1;
        }
      },
      fmt::format("{}..{}[,...]", low, high));
}

}  // namespace brief::cli
