#pragma once
// safetensors: u64 LE header length N, N bytes of JSON ({name: {dtype, shape, data_offsets}},
// optional __metadata__), then the data. Checked as the official reader checks it
// (huggingface/safetensors, safetensors/src/tensor.rs): N <= 100,000,000, valid UTF-8 JSON,
// offsets contiguous from 0 without gap or overlap, dtype x shape equal to each byte span,
// the last tensor ending at the end of the file. Every violation is a located InspectError.
#include <cstdint>
#include <string>
#include <string_view>

#include "inspect/tensors.h"

namespace brief::inspect {

inline constexpr uint64_t kMaxSafetensorsHeader = 100'000'000;

// Parses a header already read: `header` is the N JSON bytes; file_size the whole file's.
CheckpointFile parse_safetensors_header(std::string_view header, uint64_t file_size, const std::string& path);
// Reads the 8-byte length and the header of a file (never the tensor data) and parses it.
CheckpointFile read_safetensors(const std::string& path);
// Bits per element of a safetensors dtype; 0 for an unknown dtype.
unsigned safetensors_dtype_bits(std::string_view dtype);

}  // namespace brief::inspect
