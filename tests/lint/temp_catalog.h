#pragma once
// A throwaway catalog folder for the lint driver's tests: copies of the shipped profile under
// their own ids, and whatever other files a test writes. One folder per process and name
// (ctest runs test cases in parallel processes); removed at the end.
#include <filesystem>
#include <string>

#include "support/temp_dir.h"
#include "test_paths.h"

namespace brief::test {

class TempCatalog {
 public:
  explicit TempCatalog(const std::string& name) : tmp_(name) {}
  TempCatalog(const TempCatalog&) = delete;
  TempCatalog& operator=(const TempCatalog&) = delete;

  const std::filesystem::path& dir() const { return tmp_.path; }
  std::string path(const std::string& rel) const { return (tmp_.path / rel).string(); }

  void write(const std::string& rel, const std::string& text) const { tmp_.write(rel, text); }
  // The shipped profile with `id` for its id (its one BR502 note stays).
  static std::string profile_with_id(const std::string& id) {
    std::string text = read_file(source_path("profiles/glm53-limechain-c8.yaml"));
    const std::string from = "\nid: glm53-limechain-c8\n";
    const auto at = text.find(from);
    if (at != std::string::npos) text.replace(at, from.size(), "\nid: " + id + "\n");
    return text;
  }
  void write_profile(const std::string& rel, const std::string& id) const { write(rel, profile_with_id(id)); }

 private:
  TempDir tmp_;
};

}  // namespace brief::test
