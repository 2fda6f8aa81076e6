#pragma once
// GGUF (ggml/docs/gguf.md, v2 and v3): magic "GGUF", u32 version, u64 tensor count, u64
// key/value count, typed key/values, tensor infos (name, n_dims, dims, ggml type, offset),
// then data aligned to general.alignment (default 32). Checked as llama.cpp's gguf.cpp
// checks it: counts bounded by the bytes that remain, known types, whole blocks per row,
// offsets where the running padded size puts them, data inside the file. Never reads data.
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "inspect/tensors.h"

namespace brief::inspect {

// Reads `n` bytes at `offset` of the source, or throws InspectError (truncated).
using ReadAt = std::function<std::string(uint64_t offset, uint64_t n)>;

// Parses a GGUF header from any source of `size` bytes (a file, or memory for the fuzzer).
CheckpointFile parse_gguf(const ReadAt& read, uint64_t size, const std::string& path);
CheckpointFile read_gguf(const std::string& path);

// ggml type: name, values per block, bytes per block (ggml/src/ggml.c type_traits).
struct GgmlType {
  uint32_t id;
  std::string_view name;
  uint64_t block_elements, block_bytes;
};
const GgmlType* ggml_type(uint32_t id);

}  // namespace brief::inspect
