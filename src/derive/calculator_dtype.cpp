// Cache element sizes. Plain types from their width; llama.cpp block types from ggml's
// type traits (ggml/src/ggml.c: q8_0 is 34 bytes per 32 values, q4_0 18 per 32, ...).
#include <array>
#include <cctype>

#include <fmt/format.h>

#include "derive/calculator.h"

namespace brief::calc {
namespace {

struct Entry {
  std::string_view name;
  uint64_t block_elements, block_bytes;
};

constexpr std::array<Entry, 13> kSizes{{
    {"fp32", 1, 4}, {"f32", 1, 4},       {"bf16", 1, 2},      {"fp16", 1, 2},   {"f16", 1, 2},
    {"fp8", 1, 1},  {"fp8_e4m3", 1, 1},  {"fp8_e5m2", 1, 1},  {"q8_0", 32, 34}, {"q4_0", 32, 18},
    {"q4_1", 32, 20}, {"q5_0", 32, 22},  {"q5_1", 32, 24},
}};

}  // namespace

std::optional<ElementSize> cache_element_size(std::string_view written) {
  // Names match in any case: inspect prints BF16, a user types bf16.
  std::string dtype(written);
  for (char& c : dtype) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const auto& e : kSizes)
    if (e.name == dtype) return ElementSize{e.block_elements, e.block_bytes, std::string(e.name)};
  if (dtype == "iq4_nl") return ElementSize{32, 18, "iq4_nl"};
  return std::nullopt;
}

std::string cache_dtype_names() {
  std::string out;
  for (const auto& e : kSizes) out += fmt::format("{}, ", e.name);
  return out + "iq4_nl";
}

std::optional<uint64_t> element_bytes(uint64_t elements, const ElementSize& size) {
  if (size.block_elements == 0 || elements % size.block_elements != 0) return std::nullopt;
  const unsigned __int128 bytes =
      static_cast<unsigned __int128>(elements / size.block_elements) * size.block_bytes;
  if (bytes > UINT64_MAX) return std::nullopt;
  return static_cast<uint64_t>(bytes);
}

}  // namespace brief::calc
