#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace brief {

// The value of a top-level `id:` line of a block-style profile, found without parsing
// ("id: glm53-limechain-c8", quotes and a trailing comment allowed). nullopt when no such
// line exists or its value is not a plain one-line scalar. A hint for cross-file summaries
// only: the lint driver checks it against the parsed id and re-runs when they differ.
std::optional<std::string> scan_top_level_id(std::string_view text);

}  // namespace brief
