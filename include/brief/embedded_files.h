#pragma once
#include <optional>
#include <string_view>
#include <vector>

namespace brief {

// A file of the source tree compiled into the binary (catalog, schemas, rule docs).
struct EmbeddedFile {
  std::string_view path;  // relative to the source root, e.g. "profiles/glm53-limechain-c8.yaml"
  std::string_view bytes;
};

// Every embedded file, sorted by path.
const std::vector<EmbeddedFile>& embedded_files();

}  // namespace brief

namespace brief {
// The bytes of one embedded file by its source-relative path, or nullopt.
std::optional<std::string_view> embedded_file(std::string_view path);
}  // namespace brief
