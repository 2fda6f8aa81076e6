#pragma once
// The layer layout of a config.json, read for each model_type as its reference
// implementation reads it (transformers' configuration defaults, vLLM's per-layer cache
// specs); docs/calculator.md lists each family with its source. A layout that cannot be read,
// or that brief's layer kinds cannot state, leaves model.layer_groups empty and says why in
// model.layout_unknown: never a guess.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "brief/profile.h"

namespace brief::inspect {

// Fills model.layer_groups (or model.layout_unknown) from `cfg` (text_config already merged
// in); appends how each kind was read to `notes`, and how each fact it computed rather than
// read was computed to `derivations` (such facts say from: derived), and each value the layout
// takes from a configuration class's default, not from the file, to `defaults`. model.layers
// must be set first.
void read_layout(const nlohmann::json& cfg, Model& model, std::vector<std::string>& notes,
                 std::vector<std::string>& derivations, std::vector<std::string>& defaults);

}  // namespace brief::inspect
