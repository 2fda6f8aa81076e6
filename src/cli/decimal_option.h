#pragma once
// Numbers on the command line are decimal and bounded: CLI11 alone reads `0x100000` as
// hexadecimal and `020000` as octal, clamps 2^64+1 to 2^64-1, and its own range check
// prints its bounds as 300-digit doubles. One validator for every numeric option: digits
// only, no leading zero, within [low, high], checked on the text before CLI11 converts it,
// so nothing is misread, wrapped or clamped. It names the rule and what was given:
// "--tp: must be a whole number from 1 to 4096, written in decimal; got '0x4'".
#include <CLI/CLI.hpp>

#include <charconv>
#include <cstdint>
#include <string>

#include <fmt/format.h>

namespace brief::cli {

inline CLI::Validator whole_number(uint64_t low, uint64_t high) {
  return CLI::Validator(
      [low, high](std::string& value) -> std::string {
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
      },
      fmt::format("{}..{}", low, high));
}

inline CLI::Validator decimal_number() {
  return CLI::Validator(
      [](std::string& value) -> std::string {
        const bool digits = !value.empty() && value.find_first_not_of("0123456789") == std::string::npos;
        if (!digits) return "'" + value + "' is not a decimal number (write digits only: no sign, 0x, exponent or unit)";
        if (value.size() > 1 && value[0] == '0')
          return "'" + value + "' has a leading zero (numbers are decimal; write it without the zero)";
        return "";
      },
      "DECIMAL");
}

}  // namespace brief::cli
