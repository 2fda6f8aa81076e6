#pragma once
// JSON from a checkpoint is hostile until checked: a depth limit before parsing (so a deep
// document costs a linear scan, not a deep tree), then nlohmann's parser with the byte
// offset of any error.
#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace brief::inspect {

// Parses `text` as JSON (valid UTF-8 required). Errors are InspectError at file offset
// base + position. Nesting deeper than max_depth is rejected before parsing.
nlohmann::json parse_json(std::string_view text, const std::string& file, uint64_t base, int max_depth);

}  // namespace brief::inspect
