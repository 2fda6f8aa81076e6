#pragma once
// Greedy word wrap with a hanging indent. Breaks only at spaces, so a hash or a number is
// never split, and never between a number and its unit ("305.778 GiB") or between a byte
// count and its binary size; a word longer than the line stands alone on its own line.
#include <string>
#include <string_view>

namespace brief::rendering {

// Returns the wrapped lines, each ending in '\n'. The first line starts with first_prefix,
// the others with rest_prefix. Runs of spaces collapse to one.
std::string wrap(std::string_view text, int width, std::string_view first_prefix,
                 std::string_view rest_prefix);

}  // namespace brief::rendering
