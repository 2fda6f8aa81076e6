#pragma once
#include <cstddef>
#include <cstdint>

namespace brief::fuzz {

// Runs one input through everything a stranger's profile reaches in CI: load, check,
// derive and every renderer. Input errors are expected; anything else escaping, a crash, a
// hang or a sanitizer report is a bug. Shared by the libFuzzer target and the replay test.
void exercise(const uint8_t* data, std::size_t size);

}  // namespace brief::fuzz
