#pragma once
// The one table of byte units: the strict profile parser (parse_byte_quantity), the formatters
// (format_binary, format_decimal) and the prose reader (derive/prose.cpp) all read it, so a
// unit brief prints is a unit brief reads.
#include <array>
#include <cstdint>
#include <string_view>

namespace brief {

struct ByteUnit {
  std::string_view symbol;  // "GiB": what profiles write and brief prints
  uint64_t factor;          // bytes per unit
  std::string_view word;    // "gibibyte": how prose spells it out (also with a plural 's')
  bool binary;              // a power of 1024 (B is both)
};

inline constexpr ByteUnit kByteUnits[] = {
    {"B", 1, "byte", true},
    {"kB", 1000ull, "kilobyte", false},
    {"MB", 1000ull * 1000, "megabyte", false},
    {"GB", 1000ull * 1000 * 1000, "gigabyte", false},
    {"TB", 1000ull * 1000 * 1000 * 1000, "terabyte", false},
    {"KiB", 1024ull, "kibibyte", true},
    {"MiB", 1024ull * 1024, "mebibyte", true},
    {"GiB", 1024ull * 1024 * 1024, "gibibyte", true},
    {"TiB", 1024ull * 1024 * 1024 * 1024, "tebibyte", true},
};

// The unit a profile writes exactly (case-sensitive: "b" would be bits), or null. "KB" is
// read as kB, the spelling of many sources.
constexpr const ByteUnit* byte_unit_by_symbol(std::string_view symbol) {
  if (symbol == "KB") symbol = "kB";
  for (const auto& u : kByteUnits)
    if (u.symbol == symbol) return &u;
  return nullptr;
}

// B and the four units of one family, smallest first: {"B", "KiB", "MiB", "GiB", "TiB"}.
constexpr std::array<std::string_view, 5> unit_ladder(bool binary) {
  std::array<std::string_view, 5> out{};
  std::size_t n = 0;
  for (const auto& u : kByteUnits)
    if (u.factor == 1 || u.binary == binary) out[n++] = u.symbol;
  return out;
}

}  // namespace brief
