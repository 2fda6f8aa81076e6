#include <algorithm>

#include "brief/embedded_files.h"

namespace brief {

std::optional<std::string_view> embedded_file(std::string_view path) {
  const auto& files = embedded_files();  // sorted by path at generation time
  auto it = std::lower_bound(files.begin(), files.end(), path,
                             [](const EmbeddedFile& f, std::string_view p) { return f.path < p; });
  if (it == files.end() || it->path != path) return std::nullopt;
  return it->bytes;
}

}  // namespace brief
