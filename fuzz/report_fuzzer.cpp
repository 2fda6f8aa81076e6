// libFuzzer target for the inspect readers and reports (see docs/reliability.md).
#include <cstddef>
#include <cstdint>

#include "round3_exercise.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  brief::fuzz::exercise_reports(data, size);
  return 0;
}
