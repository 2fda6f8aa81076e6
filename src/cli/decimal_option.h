#pragma once
// Numbers on the command line are decimal: CLI11 alone reads `0x100000` as hexadecimal and
// `020000` as octal, so `--max-bytes 020000` would mean 8,192. A number of digits with no
// leading zero passes; anything else is a usage error naming the rule.
#include <CLI/CLI.hpp>

#include <string>

namespace brief::cli {

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
