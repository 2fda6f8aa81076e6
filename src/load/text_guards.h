#pragma once
// Checks on the raw bytes, before any YAML parser sees them: size, UTF-8, control
// characters, NUL, byte-order marks.
#include <string>
#include <string_view>

#include "brief/load.h"

namespace brief::load {

// Returns the text without a leading byte-order mark, or throws InputError (BY001..BY005)
// located at the first offending byte (columns count bytes, as every loader location does).
std::string_view check_text(std::string_view text, const std::string& path, const LoadLimits& limits);

}  // namespace brief::load
