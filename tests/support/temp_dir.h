#pragma once
// A throwaway folder for tests that write files: one per process and name (ctest runs test
// cases in parallel processes), empty at the start, removed by the destructor.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace brief::test {

struct TempDir {
  std::filesystem::path path;
  explicit TempDir(const std::string& name) {
    path = std::filesystem::temp_directory_path() / ("brief-" + name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  std::string str() const { return path.string(); }
  // path/rel with `text` for its bytes, its folders made first.
  void write(const std::string& rel, const std::string& text) const {
    const auto p = path / rel;
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
  }
};

}  // namespace brief::test
