#pragma once
// The bounds of every count inspect reads, from config.json or from GGUF metadata, checked
// before anything is sized by it: a 2 KB file saying 4,000,000,000 layers must not allocate
// one entry per layer. No real model has more than a few hundred layers or a count past 2^32.
#include <cstdint>

namespace brief::inspect {

constexpr int64_t kMaxLayers = 65'536;
constexpr int64_t kMaxCount = int64_t{1} << 32;

}  // namespace brief::inspect
