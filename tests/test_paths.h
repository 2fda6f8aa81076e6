#pragma once
#include <string>

namespace brief::test {
// The source tree and the built binary, fixed at configure time.
inline std::string source_path(const std::string& rel) { return std::string(BRIEF_SOURCE_DIR) + "/" + rel; }
inline std::string binary_path() { return BRIEF_BINARY; }
}  // namespace brief::test
