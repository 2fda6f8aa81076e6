#pragma once
// What the security tests share: the shipped profile and hardware entry, and a catalog
// folder made of them.
#include <filesystem>
#include <fstream>
#include <string>

#include "cli/run_brief.h"

namespace brief::test {

inline std::string shipped_profile() { return read_file(source_path("profiles/glm53-limechain-c8.yaml")); }
inline std::string shipped_hardware() {
  return read_file(source_path("profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml"));
}

inline void write_file(const std::filesystem::path& p, const std::string& text) {
  std::filesystem::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

// dir/<profile_name> (the shipped profile, or `profile`) and dir/hardware/<its hardware>.
inline void write_catalog(const std::filesystem::path& dir, const std::string& profile_name = "glm53-limechain-c8.yaml",
                          const std::string& profile = shipped_profile(), const std::string& hardware = shipped_hardware()) {
  write_file(dir / profile_name, profile);
  write_file(dir / "hardware/nvidia-dgx-spark-128gb-unified.yaml", hardware);
}

}  // namespace brief::test
