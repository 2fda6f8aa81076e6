#include "header_exercise.h"

#include <string>
#include <string_view>

#include "inspect/error.h"
#include "inspect/gguf_reader.h"
#include "inspect/safetensors_reader.h"

namespace brief::fuzz {

void exercise_safetensors(const uint8_t* data, std::size_t size) {
  const std::string_view file(reinterpret_cast<const char*>(data), size);
  try {
    if (size < 8) return;
    uint64_t n = 0;
    for (int i = 7; i >= 0; --i) n = n << 8 | static_cast<unsigned char>(file[i]);
    if (n > inspect::kMaxSafetensorsHeader || n > size - 8) return;  // read_safetensors' own checks
    inspect::parse_safetensors_header(file.substr(8, n), size, "fuzz.safetensors");
  } catch (const inspect::InspectError&) {
  }
}

void exercise_gguf(const uint8_t* data, std::size_t size) {
  const std::string file(reinterpret_cast<const char*>(data), size);
  try {
    inspect::parse_gguf(
        [&](uint64_t offset, uint64_t n) {
          if (offset > file.size() || n > file.size() - offset)
            throw inspect::InspectError("fuzz.gguf", offset, "truncated");
          return file.substr(offset, n);
        },
        file.size(), "fuzz.gguf");
  } catch (const inspect::InspectError&) {
  }
}

}  // namespace brief::fuzz
