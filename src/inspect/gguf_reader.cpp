#include "inspect/gguf_reader.h"

#include <unordered_set>

#include <fmt/format.h>

#include "inspect/error.h"
#include "inspect/file_bytes.h"
#include "model/sha256.h"

namespace brief::inspect {
namespace {

using u128 = unsigned __int128;

constexpr GgmlType kTypes[] = {
    {0, "F32", 1, 4},       {1, "F16", 1, 2},        {2, "Q4_0", 32, 18},     {3, "Q4_1", 32, 20},
    {6, "Q5_0", 32, 22},    {7, "Q5_1", 32, 24},     {8, "Q8_0", 32, 34},     {9, "Q8_1", 32, 36},
    {10, "Q2_K", 256, 84},  {11, "Q3_K", 256, 110},  {12, "Q4_K", 256, 144},  {13, "Q5_K", 256, 176},
    {14, "Q6_K", 256, 210}, {15, "Q8_K", 256, 292},  {16, "IQ2_XXS", 256, 66}, {17, "IQ2_XS", 256, 74},
    {18, "IQ3_XXS", 256, 98}, {19, "IQ1_S", 256, 50}, {20, "IQ4_NL", 32, 18}, {21, "IQ3_S", 256, 110},
    {22, "IQ2_S", 256, 82}, {23, "IQ4_XS", 256, 136}, {24, "I8", 1, 1},       {25, "I16", 1, 2},
    {26, "I32", 1, 4},      {27, "I64", 1, 8},       {28, "F64", 1, 8},       {29, "IQ1_M", 256, 56},
    {30, "BF16", 1, 2},     {34, "TQ1_0", 256, 54},  {35, "TQ2_0", 256, 66},  {39, "MXFP4", 32, 17},
};

constexpr uint32_t kMaxDims = 4;          // GGML_MAX_DIMS
constexpr int kMaxArrayDepth = 4;
constexpr uint64_t kChunk = 1 << 20;

// A cursor over the header, reading the source in chunks.
class Cursor {
 public:
  Cursor(const ReadAt& read, uint64_t size, const std::string& path) : read_(read), size_(size), path_(path) {}
  uint64_t pos() const { return pos_; }
  uint64_t remaining() const { return size_ - pos_; }
  const std::string& path() const { return path_; }
  std::string bytes(uint64_t n) {
    if (n > remaining())
      throw InspectError(path_, pos_, fmt::format("truncated: {} bytes needed, {} remain", n, remaining()),
                         "the header says more than the file holds");
    std::string out;
    out.reserve(n);
    while (n > 0) {
      if (pos_ < buf_start_ || pos_ >= buf_start_ + buf_.size()) {
        buf_start_ = pos_;
        buf_ = read_(pos_, std::min<uint64_t>(kChunk, size_ - pos_));
      }
      const uint64_t take = std::min<uint64_t>(n, buf_start_ + buf_.size() - pos_);
      out.append(buf_, pos_ - buf_start_, take);
      pos_ += take;
      n -= take;
    }
    return out;
  }
  template <class T>
  T num() {
    const std::string b = bytes(sizeof(T));
    uint64_t v = 0;
    for (int i = sizeof(T) - 1; i >= 0; --i) v = v << 8 | static_cast<unsigned char>(b[i]);
    return static_cast<T>(v);
  }
  std::string string(uint64_t max) {
    const uint64_t at = pos_;
    const uint64_t n = num<uint64_t>();
    if (n > remaining() || n > max)
      throw InspectError(path_, at, fmt::format("string length {} exceeds {}", n, n > remaining() ? "the file" : "the limit"),
                         "a GGUF string is a u64 length and that many bytes");
    return bytes(n);
  }
  void skip(uint64_t n) {
    if (n > remaining()) throw InspectError(path_, pos_, "truncated", "the header says more than the file holds");
    pos_ += n;
  }

 private:
  const ReadAt& read_;
  uint64_t size_;
  std::string path_;
  uint64_t pos_ = 0;
  std::string buf_;
  uint64_t buf_start_ = 0;
};

// Value types of gguf.md: sizes of the fixed ones (0 for string and array).
uint64_t fixed_size(uint32_t type) {
  switch (type) {
    case 0: case 1: case 7: return 1;
    case 2: case 3: return 2;
    case 4: case 5: case 6: return 4;
    case 10: case 11: case 12: return 8;
    default: return 0;
  }
}

std::string scalar_text(Cursor& c, uint32_t type) {
  switch (type) {
    case 0: return std::to_string(c.num<uint8_t>());
    case 1: return std::to_string(c.num<int8_t>());
    case 2: return std::to_string(c.num<uint16_t>());
    case 3: return std::to_string(c.num<int16_t>());
    case 4: return std::to_string(c.num<uint32_t>());
    case 5: return std::to_string(c.num<int32_t>());
    case 10: return std::to_string(c.num<uint64_t>());
    case 11: return std::to_string(c.num<int64_t>());
    case 7: return c.num<uint8_t>() ? "true" : "false";
    case 6: c.skip(4); return "(f32)";
    case 12: c.skip(8); return "(f64)";
    default: return "";
  }
}

// Skips n elements of an array of `type` (tokenizer vocabularies are large: nothing is kept).
// Each string or nested array takes at least 8 bytes: a count beyond the file is hostile.
void skip_elements(Cursor& c, uint32_t type, uint64_t n, int depth, uint64_t at) {
  if (depth > kMaxArrayDepth) throw InspectError(c.path(), at, "arrays nested too deep");
  const uint64_t size = fixed_size(type);
  if (size == 0 && type != 8 && type != 9)
    throw InspectError(c.path(), at, fmt::format("unknown array element type {}", type));
  if (n > c.remaining() / (size ? size : 8))
    throw InspectError(c.path(), at, fmt::format("array of {} elements exceeds the file", n));
  if (size) return c.skip(n * size);
  for (uint64_t i = 0; i < n; ++i) {
    if (type == 8) {
      c.skip(c.num<uint64_t>());
    } else {
      const uint64_t inner = c.pos();
      const uint32_t t = c.num<uint32_t>();
      skip_elements(c, t, c.num<uint64_t>(), depth + 1, inner);
    }
  }
}

}  // namespace

const GgmlType* ggml_type(uint32_t id) {
  for (const auto& t : kTypes)
    if (t.id == id) return &t;
  return nullptr;
}

CheckpointFile parse_gguf(const ReadAt& read, uint64_t size, const std::string& path) {
  CheckpointFile out;
  out.path = path;
  out.format = "gguf";
  out.file_size = size;
  Cursor c(read, size, path);
  if (c.bytes(4) != "GGUF") throw InspectError(path, 0, "not a GGUF file (magic is not GGUF)");
  const uint32_t version = c.num<uint32_t>();
  if (version != 2 && version != 3)
    throw InspectError(path, 4, fmt::format("GGUF version {} is not supported", version), "brief reads GGUF v2 and v3");
  const uint64_t n_tensors = c.num<uint64_t>();
  const uint64_t n_kv = c.num<uint64_t>();
  // A key/value takes at least 13 bytes, a tensor info at least 24: larger counts are hostile.
  if (n_kv > c.remaining() / 13) throw InspectError(path, 16, fmt::format("{} key/values cannot fit in the file", n_kv));
  if (n_tensors > c.remaining() / 24) throw InspectError(path, 8, fmt::format("{} tensors cannot fit in the file", n_tensors));
  uint64_t alignment = 32;
  for (uint64_t i = 0; i < n_kv; ++i) {
    const uint64_t at = c.pos();
    const std::string key = c.string(1 << 16);
    const uint32_t type = c.num<uint32_t>();
    if (out.metadata.count(key) || out.array_lengths.count(key))
      throw InspectError(path, at, fmt::format("duplicate key '{}'", key), "every GGUF key appears once");
    out.key_offsets[key] = at;
    if (type == 8) {
      out.metadata[key] = c.string(1 << 20);
    } else if (type == 9) {
      const uint64_t arr = c.pos();
      const uint32_t elem = c.num<uint32_t>();
      const uint64_t n = c.num<uint64_t>();
      out.array_lengths[key] = n;
      skip_elements(c, elem, n, 1, arr);
    } else if (fixed_size(type)) {
      out.metadata[key] = scalar_text(c, type);
    } else {
      throw InspectError(path, at, fmt::format("key '{}' has an unknown value type {}", key, type));
    }
    if (key == "general.alignment") {
      // Checked before converting: a float or string alignment is an error, not an exception.
      const uint64_t a = type == 4 ? std::stoull(out.metadata[key]) : 0;
      if (a == 0 || (a & (a - 1)) != 0)
        throw InspectError(path, at, "general.alignment must be a u32 power of two");
      alignment = a;
    }
  }
  uint64_t expected = 0;
  std::unordered_set<std::string> names;
  for (uint64_t i = 0; i < n_tensors; ++i) {
    const uint64_t at = c.pos();
    TensorInfo t;
    t.name = c.string(1 << 16);
    const uint32_t n_dims = c.num<uint32_t>();
    if (n_dims == 0 || n_dims > kMaxDims)
      throw InspectError(path, at, fmt::format("tensor '{}' has {} dimensions (1 to {} allowed)", t.name, n_dims, kMaxDims));
    u128 elements = 1;
    for (uint32_t d = 0; d < n_dims; ++d) {
      t.shape.push_back(c.num<uint64_t>());
      elements *= t.shape.back();
      if (elements > (u128(1) << 62)) throw InspectError(path, at, fmt::format("tensor '{}' has too many elements", t.name));
    }
    const uint32_t type_id = c.num<uint32_t>();
    const GgmlType* type = ggml_type(type_id);
    if (!type) throw InspectError(path, at, fmt::format("tensor '{}' has an unknown ggml type {}", t.name, type_id));
    t.dtype = std::string(type->name);
    if (t.shape[0] % type->block_elements != 0)
      throw InspectError(path, at, fmt::format("tensor '{}': a row of {} values is not whole {} blocks of {}", t.name,
                                               t.shape[0], t.dtype, type->block_elements));
    const uint64_t offset = c.num<uint64_t>();
    t.elements = static_cast<uint64_t>(elements);
    const u128 bytes = elements / type->block_elements * type->block_bytes;
    // llama.cpp: each tensor starts where the running size, padded to the alignment, is.
    if (offset != expected)
      throw InspectError(path, at, fmt::format("tensor '{}' has offset {}, expected {}", t.name, offset, expected),
                         "tensor data must be contiguous, each tensor padded to general.alignment");
    t.begin = offset;
    t.end = static_cast<uint64_t>(offset + bytes);
    const u128 padded = (offset + bytes + alignment - 1) / alignment * alignment;
    if (padded > (u128(1) << 63)) throw InspectError(path, at, fmt::format("tensor '{}' ends beyond the file", t.name));
    expected = static_cast<uint64_t>(padded);
    if (!names.insert(t.name).second) throw InspectError(path, at, fmt::format("duplicate tensor name '{}'", t.name));
    out.tensors.push_back(std::move(t));
  }
  const uint64_t data_start = (c.pos() + alignment - 1) / alignment * alignment;
  out.header_bytes = data_start;
  const uint64_t data_end = out.tensors.empty() ? 0 : out.tensors.back().end;
  if (data_start > size || data_end > size - data_start)
    throw InspectError(path, data_start, fmt::format("the tensor data ({} bytes) runs past the end of the file", data_end),
                       "the file is truncated");
  // Padding after the last tensor is at most one alignment; more is trailing junk.
  if (size - data_start - data_end >= alignment)
    throw InspectError(path, data_start + data_end,
                       fmt::format("{} trailing bytes after the last tensor", size - data_start - data_end));
  uint64_t tensor_bytes = 0;
  for (const auto& t : out.tensors) tensor_bytes += t.bytes();
  out.padding_bytes = size - data_start - tensor_bytes;
  Sha256 h;
  h.update(read(0, std::min<uint64_t>(c.pos(), size)));
  out.header_sha256 = h.hex();
  return out;
}

CheckpointFile read_gguf(const std::string& path) {
  const FileBytes file(path);
  return parse_gguf([&](uint64_t offset, uint64_t n) { return file.read(offset, n); }, file.size(), path);
}

}  // namespace brief::inspect
