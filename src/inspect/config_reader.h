#pragma once
// config.json (Hugging Face) -> model facts. Reads `text_config` of multimodal models and
// `quantization_config`. A key the file does not have stays unknown: no default of any
// library is filled in, except where the file's own keys define the value (head_dim =
// hidden_size / num_attention_heads when head_dim is absent, as transformers computes it;
// the layer layout from layer_types, full_attention_interval or sliding_window_pattern).
#include <string>
#include <string_view>
#include <vector>

#include "brief/profile.h"

namespace brief::inspect {

struct ConfigFacts {
  Model model;                       // origin config, source id "config"
  std::string quant_method;          // "exl3", "fp8", "awq", ... empty when none
  std::vector<std::string> notes;    // how each derived value was derived
  // Values taken from a configuration class's default, not from the file ("sliding_window_pattern
  // = 6, transformers' Gemma3TextConfig default ..."): labelled as such wherever the facts are shown.
  std::vector<std::string> defaults;
};

// Parses config.json text. Throws InspectError (inspect/error.h) on invalid JSON, located.
ConfigFacts read_config(std::string_view text, const std::string& path);

}  // namespace brief::inspect
