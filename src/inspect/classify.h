#pragma once
// Tensor name -> component class, by the naming patterns of each family (transformers names
// in safetensors; llama.cpp names in GGUF). A name no pattern knows is `unclassified`: it is
// listed and counted, never dropped.
#include <optional>
#include <string_view>

#include "brief/profile.h"

namespace brief::inspect {

// layers: the model's decoder layer count when known; layers at or past it are MTP/draft
// layers (DeepSeek-V3 keeps its MTP module as model.layers.61).
ComponentClass classify_tensor(std::string_view name, bool gguf, std::optional<int64_t> layers = std::nullopt);

}  // namespace brief::inspect
