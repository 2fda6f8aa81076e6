// libFuzzer target for the .brief.yaml reader (see docs/reliability.md).
#include <cstddef>
#include <cstdint>

#include "round3_exercise.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  brief::fuzz::exercise_config(data, size);
  return 0;
}
