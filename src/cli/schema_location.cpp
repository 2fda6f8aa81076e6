#include "cli/schema_location.h"

#include <filesystem>

namespace brief::cli {

std::string profile_schema_reference() {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path dir = exe.parent_path();
    for (const fs::path& candidate : {dir / "../share/brief/schemas/profile.schema.json",
                                      dir / "../schemas/profile.schema.json"}) {
      if (fs::is_regular_file(candidate, ec)) return fs::weakly_canonical(candidate, ec).string();
    }
  }
  return "profile.schema.json";
}

}  // namespace brief::cli
