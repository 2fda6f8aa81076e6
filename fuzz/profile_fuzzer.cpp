// libFuzzer entry point: build with -DBRIEF_FUZZ=ON and clang (see docs/reliability.md).
#include <cstddef>
#include <cstdint>

#include "exercise.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  brief::fuzz::exercise(data, size);
  return 0;
}
