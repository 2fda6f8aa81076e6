// Cache element sizes. Plain types from their width; llama.cpp block types from ggml's
// type traits (ggml/src/ggml.c: q8_0 is 34 bytes per 32 values, q4_0 18 per 32, ...).
#include <array>
#include <cctype>

#include <fmt/format.h>

#include "derive/calculator.h"

namespace brief::calc {
namespace {

// One row per element size: the name brief prints, then every other spelling of it that a user
// copies from a tool: the dtypes `brief inspect` prints (safetensors F32, F16, BF16, F8_E4M3,
// F8_E5M2; GGUF F32, F16, BF16, Q8_0, ..., IQ4_NL) and vLLM's names (--kv-cache-dtype bfloat16,
// fp8, fp8_e4m3, fp8_e5m2, fp8_inc, fp8_ds_mla, int8, vllm/config/cache.py CacheDType;
// --mamba-cache-dtype float32, float16, MambaDType). Matched in any case. CacheDType's `auto` is
// no size of its own: it is the model's dtype (is_model_dtype).
struct Entry {
  std::string_view name;
  std::array<std::string_view, 4> aliases;
  uint64_t block_elements, block_bytes;
};

constexpr std::array<Entry, 14> kSizes{{
    {"fp32", {"f32", "float32"}, 1, 4},
    {"bf16", {"bfloat16"}, 1, 2},
    {"fp16", {"f16", "float16"}, 1, 2},
    {"fp8", {"fp8_inc"}, 1, 1},
    {"fp8_e4m3", {"f8_e4m3"}, 1, 1},
    {"fp8_e5m2", {"f8_e5m2"}, 1, 1},
    // vLLM's fp8_ds_mla: the latent in fp8; under vLLM, DeepSeek-V3.2's sparse MLA keeps 656 B
    // a token per layer in it (calculator_runtime.cpp), and no other layer can keep it.
    {"fp8_ds_mla", {}, 1, 1},
    {"int8", {"i8"}, 1, 1},
    {"q8_0", {}, 32, 34},
    {"q4_0", {}, 32, 18},
    {"q4_1", {}, 32, 20},
    {"q5_0", {}, 32, 22},
    {"q5_1", {}, 32, 24},
    {"iq4_nl", {}, 32, 18},
}};

bool spelled(const Entry& e, std::string_view dtype) {
  if (e.name == dtype) return true;
  for (const auto a : e.aliases)
    if (!a.empty() && a == dtype) return true;
  return false;
}

}  // namespace

std::optional<ElementSize> cache_element_size(std::string_view written) {
  // Names match in any case: inspect prints BF16 and F8_E4M3, a user types bf16.
  std::string dtype(written);
  for (char& c : dtype) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const auto& e : kSizes)
    if (spelled(e, dtype)) return ElementSize{e.block_elements, e.block_bytes, std::string(e.name)};
  return std::nullopt;
}

bool is_model_dtype(std::string_view written) {
  if (written.size() != 4) return false;
  std::string dtype(written);
  for (char& c : dtype) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return dtype == "auto";
}

std::string cache_dtype_names() {
  std::string out;
  auto add = [&](const Entry& e) {
    out += out.empty() ? "" : ", ";
    out += e.name;
    bool first = true;
    for (const auto a : e.aliases) {
      if (a.empty()) continue;
      out += first ? " (also " : ", ";
      out += a;
      first = false;
    }
    if (!first) out += ")";
  };
  for (const auto& e : kSizes) add(e);
  return out + "; auto for a KV cache in the model's dtype; in any case";
}

std::optional<uint64_t> element_bytes(uint64_t elements, const ElementSize& size) {
  if (size.block_elements == 0 || elements % size.block_elements != 0) return std::nullopt;
  const unsigned __int128 bytes =
      static_cast<unsigned __int128>(elements / size.block_elements) * size.block_bytes;
  if (bytes > UINT64_MAX) return std::nullopt;
  return static_cast<uint64_t>(bytes);
}

}  // namespace brief::calc
