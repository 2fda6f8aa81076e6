#include "inspect/safetensors_reader.h"

#include <algorithm>

#include <fmt/format.h>

#include "inspect/error.h"
#include "inspect/file_bytes.h"
#include "inspect/json_guard.h"
#include "model/sha256.h"

namespace brief::inspect {
namespace {

using nlohmann::json;
using u128 = unsigned __int128;

struct DtypeBits {
  std::string_view name;
  unsigned bits;
};
// safetensors Dtype (safetensors/src/tensor.rs), sizes in bits.
constexpr DtypeBits kDtypes[] = {
    {"BOOL", 8}, {"U8", 8},   {"I8", 8},   {"F8_E5M2", 8}, {"F8_E4M3", 8}, {"F8_E8M0", 8}, {"I16", 16},
    {"U16", 16}, {"F16", 16}, {"BF16", 16}, {"I32", 32},   {"U32", 32},    {"F32", 32},    {"F64", 64},
    {"I64", 64}, {"U64", 64}, {"F4", 4},   {"F6_E2M3", 6}, {"F6_E3M2", 6}, {"C64", 64},
};

// The offset of `"name"` in the header, for locating a tensor's problem.
uint64_t where(std::string_view header, const std::string& name) {
  const auto at = header.find(fmt::format("\"{}\"", name));
  return 8 + (at == std::string_view::npos ? 0 : at);
}

// A 128-bit count in decimal: dtype x shape can pass 2^64 bytes, and a message must not
// print it wrapped modulo 2^64.
std::string decimal(u128 v) {
  std::string out;
  do {
    out.insert(out.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
    v /= 10;
  } while (v != 0);
  return out;
}

uint64_t to_u64(const json& v, bool& ok) {
  if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<int64_t>() >= 0)) {
    ok = false;
    return 0;
  }
  return v.get<uint64_t>();
}

}  // namespace

unsigned safetensors_dtype_bits(std::string_view dtype) {
  for (const auto& d : kDtypes)
    if (d.name == dtype) return d.bits;
  return 0;
}

CheckpointFile parse_safetensors_header(std::string_view header, uint64_t file_size, const std::string& path) {
  CheckpointFile out;
  out.path = path;
  out.format = "safetensors";
  out.file_size = file_size;
  out.header_bytes = 8 + header.size();
  if (file_size < out.header_bytes) throw InspectError(path, 0, "the file is shorter than its header");
  const json root = parse_json(header, path, 8, 8);
  if (!root.is_object()) throw InspectError(path, 8, "the header is not a JSON object");
  for (const auto& [name, entry] : root.items()) {
    // Located only when something is wrong: a search of the header per tensor made 40,000
    // tensors take minutes.
    const std::string& key = name;  // a structured binding cannot be captured before C++20 in clang 14
    const auto at = [&header, &key] { return where(header, key); };
    if (name == "__metadata__") {
      if (!entry.is_object()) throw InspectError(path, at(), "__metadata__ is not an object of strings");
      for (const auto& [k, v] : entry.items()) {
        if (!v.is_string()) throw InspectError(path, at(), fmt::format("__metadata__ value of '{}' is not a string", k));
        out.metadata[k] = v.get<std::string>();
      }
      continue;
    }
    if (!entry.is_object()) throw InspectError(path, at(), fmt::format("tensor '{}' is not an object", name));
    const auto dt = entry.find("dtype");
    const auto sh = entry.find("shape");
    const auto off = entry.find("data_offsets");
    if (dt == entry.end() || !dt->is_string() || sh == entry.end() || !sh->is_array() || off == entry.end() ||
        !off->is_array() || off->size() != 2)
      throw InspectError(path, at(), fmt::format("tensor '{}' needs dtype, shape and data_offsets [begin, end]", name));
    TensorInfo t;
    t.name = name;
    t.dtype = dt->get<std::string>();
    const unsigned bits = safetensors_dtype_bits(t.dtype);
    if (bits == 0) throw InspectError(path, at(), fmt::format("tensor '{}' has an unknown dtype '{}'", name, t.dtype));
    bool ok = true;
    u128 elements = 1;
    for (const auto& d : *sh) {
      const uint64_t n = to_u64(d, ok);
      t.shape.push_back(n);
      elements *= n;
      if (elements > UINT64_MAX) ok = false;
      if (!ok) break;
    }
    t.begin = to_u64((*off)[0], ok);
    t.end = to_u64((*off)[1], ok);
    if (!ok) throw InspectError(path, at(), fmt::format("tensor '{}' has a shape or offset that is not a u64", name));
    if (t.end < t.begin) throw InspectError(path, at(), fmt::format("tensor '{}' ends before it begins", name));
    t.elements = static_cast<uint64_t>(elements);
    const u128 span_bits = elements * bits;
    if (span_bits % 8 != 0 || span_bits / 8 != t.end - t.begin)
      throw InspectError(path, at(),
                         fmt::format("tensor '{}': {} x {} elements is {} bytes, but its offsets span {}", name,
                                     t.dtype, t.elements, decimal(span_bits / 8), t.end - t.begin),
                         "dtype x shape must equal the byte span (data_offsets)");
    out.tensors.push_back(std::move(t));
  }
  // Offsets must tile [0, data size) exactly: sorted by begin, each starts where the last ended.
  std::vector<const TensorInfo*> order;
  for (const auto& t : out.tensors) order.push_back(&t);
  std::sort(order.begin(), order.end(), [](auto* a, auto* b) { return a->begin != b->begin ? a->begin < b->begin : a->end < b->end; });
  uint64_t expected = 0;
  for (const TensorInfo* t : order) {
    if (t->begin != expected)
      throw InspectError(path, where(header, t->name),
                         fmt::format("tensor '{}' begins at {}, expected {} ({})", t->name, t->begin, expected,
                                     t->begin < expected ? "overlap" : "gap"),
                         "data_offsets must be contiguous, without gaps or overlaps");
    expected = t->end;
  }
  const uint64_t data = file_size - out.header_bytes;
  if (expected != data)
    throw InspectError(path, out.header_bytes + expected,
                       fmt::format("the tensors end at data byte {}, the file's data is {} bytes", expected, data),
                       expected < data ? "trailing bytes after the last tensor" : "the file is truncated");
  return out;
}

CheckpointFile read_safetensors(const std::string& path) {
  const FileBytes file(path);
  const std::string prefix = file.read(0, 8);
  uint64_t n = 0;
  for (int i = 7; i >= 0; --i) n = n << 8 | static_cast<unsigned char>(prefix[i]);
  if (n > kMaxSafetensorsHeader)
    throw InspectError(path, 0, fmt::format("header length {} exceeds the limit of {} bytes", n, kMaxSafetensorsHeader),
                       "not a safetensors file, or a hostile one");
  if (n > file.size() - 8)
    throw InspectError(path, 0, fmt::format("header length {} exceeds the file ({} bytes)", n, file.size()),
                       "the file is truncated or not safetensors");
  const std::string header = file.read(8, n);
  CheckpointFile out = parse_safetensors_header(header, file.size(), path);
  Sha256 h;
  h.update(prefix);
  h.update(header);
  out.header_sha256 = h.hex();
  return out;
}

}  // namespace brief::inspect
