#pragma once
// What inspect measures from checkpoint headers: tensors (name, dtype, shape, byte span),
// never their data. Shared by the safetensors and GGUF readers.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace brief::inspect {

struct TensorInfo {
  std::string name;
  std::string dtype;             // "BF16", "F8_E4M3" (safetensors); "Q4_K", "F16" (GGUF)
  std::vector<uint64_t> shape;
  uint64_t begin = 0, end = 0;   // byte span relative to the start of the data section
  uint64_t elements = 0;         // stored elements (packed storage undercounts weights)
  uint64_t bytes() const { return end - begin; }
};

struct CheckpointFile {
  std::string path;
  std::string format;            // "safetensors", "gguf"
  uint64_t file_size = 0;
  uint64_t header_bytes = 0;     // everything before the data section (length prefix included)
  uint64_t padding_bytes = 0;    // alignment padding inside the data section (GGUF)
  std::string header_sha256;     // of the header bytes read
  std::vector<TensorInfo> tensors;
  std::map<std::string, std::string> metadata;  // safetensors __metadata__; GGUF scalar key/values
  std::map<std::string, uint64_t> array_lengths; // GGUF arrays: key -> element count
  std::map<std::string, uint64_t> key_offsets;   // GGUF: key -> byte offset of its entry
};

}  // namespace brief::inspect
