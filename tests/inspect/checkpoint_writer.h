#pragma once
// Writers of small safetensors and GGUF files for the inspect tests: real headers, data left
// as a hole (ftruncate), so a 300+ GB checkpoint exists on a small disk as sparse files.
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/temp_dir.h"

namespace brief::test {

struct StTensor {
  std::string name, dtype;
  std::vector<uint64_t> shape;
  uint64_t bytes_per_element = 2;
};

inline void put_u64(std::string& s, uint64_t v) {
  for (int i = 0; i < 8; ++i) s += static_cast<char>(v >> (8 * i));
}
inline void put_u32(std::string& s, uint32_t v) {
  for (int i = 0; i < 4; ++i) s += static_cast<char>(v >> (8 * i));
}

// Writes `header` (raw bytes) after an 8-byte length `length`, then extends the file to
// `total` bytes with a hole.
inline void write_raw(const std::string& path, const std::string& bytes, uint64_t total) {
  { std::ofstream(path, std::ios::binary) << bytes; }
  if (total > bytes.size()) std::filesystem::resize_file(path, total);
}

// The header JSON of contiguous tensors; the data section size in *data.
inline std::string safetensors_header(const std::vector<StTensor>& tensors, uint64_t* data) {
  // Entries are appended as text in the tensors' order: an ordered_json finds each new key by
  // a linear search, which made a 40,000-tensor header take half a minute to write at -O0.
  std::string h = R"({"__metadata__":{"format":"pt"})";
  uint64_t offset = 0;
  for (const auto& t : tensors) {
    uint64_t n = t.bytes_per_element;
    for (auto d : t.shape) n *= d;
    const nlohmann::ordered_json entry = {{"dtype", t.dtype}, {"shape", t.shape}, {"data_offsets", {offset, offset + n}}};
    h += ',' + nlohmann::json(t.name).dump() + ':' + entry.dump();
    offset += n;
  }
  h += '}';
  *data = offset;
  while ((h.size() + 8) % 8) h += ' ';  // the official writer pads the header with spaces
  return h;
}

inline uint64_t write_safetensors(const std::string& path, const std::vector<StTensor>& tensors) {
  uint64_t data = 0;
  const std::string h = safetensors_header(tensors, &data);
  std::string bytes;
  put_u64(bytes, h.size());
  bytes += h;
  write_raw(path, bytes, bytes.size() + data);
  return bytes.size() + data;
}

struct GgufTensor {
  std::string name;
  std::vector<uint64_t> dims;
  uint32_t type;            // ggml type id
  uint64_t bytes;           // data bytes (caller computes from the block size)
};

inline void put_str(std::string& s, const std::string& v) {
  put_u64(s, v.size());
  s += v;
}

// A GGUF v3 file: string and u32 key/values, tensors padded to `alignment`.
inline uint64_t write_gguf(const std::string& path, const std::vector<std::pair<std::string, std::string>>& strings,
                           const std::vector<std::pair<std::string, uint32_t>>& u32s,
                           const std::vector<GgufTensor>& tensors, uint64_t alignment = 32) {
  std::string b = "GGUF";
  put_u32(b, 3);
  put_u64(b, tensors.size());
  put_u64(b, strings.size() + u32s.size());
  for (const auto& [k, v] : strings) put_str(b, k), put_u32(b, 8), put_str(b, v);
  for (const auto& [k, v] : u32s) put_str(b, k), put_u32(b, 4), put_u32(b, v);
  uint64_t offset = 0;
  for (const auto& t : tensors) {
    put_str(b, t.name);
    put_u32(b, static_cast<uint32_t>(t.dims.size()));
    for (auto d : t.dims) put_u64(b, d);
    put_u32(b, t.type);
    put_u64(b, offset);
    offset = (offset + t.bytes + alignment - 1) / alignment * alignment;
  }
  while (b.size() % alignment) b += '\0';
  write_raw(path, b, b.size() + offset);
  return b.size() + offset;
}

// A fresh folder `name` in the test process's own folder, $TMPDIR/brief-inspect-<pid>, which
// is removed when the process ends (ctest runs each test case in a process of its own).
inline std::string scratch(const std::string& name) {
  static const TempDir root("inspect");
  const auto dir = root.path / name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir.string();
}

}  // namespace brief::test
