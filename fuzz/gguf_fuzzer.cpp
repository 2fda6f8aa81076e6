// libFuzzer target for the GGUF header parser (see docs/reliability.md).
#include <cstddef>
#include <cstdint>

#include "header_exercise.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  brief::fuzz::exercise_gguf(data, size);
  return 0;
}
