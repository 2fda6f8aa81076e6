// The parse floor: the least any YAML linter built on yaml-cpp must do. For every .yaml file
// under the given folders (recursively) or given as a file, parse it into a YAML::Node tree
// with YAML::LoadFile and throw the tree away. No typing, no checks, no output. `brief lint`
// is measured against this program, on the same files, in the same run (bench/run.sh).
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <iostream>
#include <string>

namespace fs = std::filesystem;

namespace {

bool is_yaml(const fs::path& p) { return p.extension() == ".yaml" || p.extension() == ".yml"; }

// Returns false when a file does not parse, so a broken catalog is not timed as a fast one.
bool parse(const fs::path& p) {
  try {
    YAML::Node tree = YAML::LoadFile(p.string());
    return tree.IsDefined();
  } catch (const YAML::Exception& e) {
    std::cerr << p.string() << ": " << e.what() << "\n";
    return false;
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: parse_floor PATH...\n";
    return 2;
  }
  bool ok = true;
  std::size_t files = 0;
  for (int i = 1; i < argc; ++i) {
    fs::path arg = argv[i];
    if (fs::is_directory(arg)) {
      for (const auto& entry : fs::recursive_directory_iterator(arg)) {
        if (entry.is_regular_file() && is_yaml(entry.path())) {
          ok = parse(entry.path()) && ok;
          ++files;
        }
      }
    } else {
      ok = parse(arg) && ok;
      ++files;
    }
  }
  if (files == 0) {
    std::cerr << "parse_floor: no .yaml files found\n";
    return 2;
  }
  return ok ? 0 : 1;
}
