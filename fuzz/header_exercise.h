#pragma once
// One input through a checkpoint header parser, as the whole file: located InspectErrors are
// expected; anything else escaping, a crash, a hang or a sanitizer report is a bug. Shared by
// the libFuzzer targets and the replay test.
#include <cstddef>
#include <cstdint>

namespace brief::fuzz {

void exercise_safetensors(const uint8_t* data, std::size_t size);
void exercise_gguf(const uint8_t* data, std::size_t size);

}  // namespace brief::fuzz
