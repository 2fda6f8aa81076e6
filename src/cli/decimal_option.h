#pragma once
// Numbers on the command line are decimal and bounded: CLI11 alone reads `0x100000` as
// hexadecimal and `020000` as octal, clamps 2^64+1 to 2^64-1, and its own range check
// prints its bounds as 300-digit doubles. One rule for every numeric option of every
// command (and every item of a comma list): digits only, no leading zero, within
// [low, high], checked on the text before CLI11 converts it, so nothing is misread, wrapped
// or clamped. The message names the rule and what was given:
// "--tp: must be a whole number from 1 to 4096, written in decimal; got '0x4'".
#include <CLI/CLI.hpp>

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>

#include <fmt/format.h>

namespace brief::cli {

// "" when `value` is a decimal whole number in [low, high]; else why not.
inline std::string whole_number_problem(std::string_view value, uint64_t low, uint64_t high) {
  const std::string rule = fmt::format("must be a whole number from {} to {}, written in decimal", low, high);
  const bool digits = !value.empty() && value.find_first_not_of("0123456789") == std::string::npos;
  if (!digits) return fmt::format("{} (digits only: no sign, 0x, exponent or unit); got '{}'", rule, value);
  if (value.size() > 1 && value[0] == '0')
    return fmt::format("{} (no leading zero: 010 is not octal here); got '{}'", rule, value);
  uint64_t n = 0;
  const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
  if (ec != std::errc{} || end != value.data() + value.size() || n < low || n > high)
    return fmt::format("{}; got '{}'", rule, value);
  return "";
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
