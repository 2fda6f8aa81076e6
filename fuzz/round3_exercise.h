#pragma once
// The fuzzed surfaces added in round 3 (docs/reliability.md): the `.brief.yaml` reader and
// the inspect reports. Shared by the libFuzzer targets and the replay test.
#include <cstddef>
#include <cstdint>

namespace brief::fuzz {

// The input as a `.brief.yaml`: only InputError may leave load_lint_config.
void exercise_config(const uint8_t* data, std::size_t size);

// The input as config.json, as a README.md card and as a safetensors header of one file,
// then the text, JSON and YAML reports of what was read: only a located InspectError may
// leave the readers, and the reports must never throw.
void exercise_reports(const uint8_t* data, std::size_t size);

}  // namespace brief::fuzz
