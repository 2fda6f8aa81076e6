#pragma once
#include <fstream>
#include <sstream>
#include <string>

namespace brief::test {
// The source tree and the built binary, fixed at configure time.
inline std::string source_path(const std::string& rel) { return std::string(BRIEF_SOURCE_DIR) + "/" + rel; }
inline std::string binary_path() { return BRIEF_BINARY; }
// A whole file as bytes; empty when it cannot be read (the caller's checks then fail).
inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}
}  // namespace brief::test
