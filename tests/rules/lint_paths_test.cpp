// The lint driver over folders: profiles and hardware sorted by their format line, every file
// once, deterministic order, cross-file ids, hardware entries checked too.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "brief/lint.h"
#include "brief/rules.h"
#include "support/temp_dir.h"
#include "test_paths.h"

namespace fs = std::filesystem;
using brief::test::source_path;
using brief::test::read_file;
using brief::test::TempDir;

TEST_CASE("a folder lints every profile and hardware entry once, in order", "[rules][lint]") {
  TempDir dir("lint-folder-test");
  const std::string profile = read_file(source_path("profiles/glm53-limechain-c8.yaml"));
  std::string hardware = read_file(source_path("profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml"));
  // A second pool beside the unified one: the hardware entry itself is checked (BM105).
  hardware.replace(hardware.find("interconnect:"), 0, "  - id: host\n    kind: cpu\n    nominal: 64 GB\n");
  dir.write("b.yaml", profile);
  dir.write("a.yml", profile);  // same id: BR505 on both
  dir.write("hardware/nvidia-dgx-spark-128gb-unified.yaml", hardware);
  dir.write("notes.txt", "not yaml, not linted");

  const auto result = brief::lint_paths({dir.path.string(), (dir.path / "b.yaml").string()}, {});
  REQUIRE(result.files.size() == 3);
  CHECK(result.files[0].ends_with("/a.yml"));
  CHECK(result.files[1].ends_with("/b.yaml"));
  CHECK(result.files[2].ends_with("/hardware/nvidia-dgx-spark-128gb-unified.yaml"));
  std::vector<std::string> codes;
  for (const auto& d : result.findings)
    if (d.severity != brief::Severity::note) codes.push_back(fs::path(d.file).filename().string() + ":" + d.code);
  // The hardware entry is checked on its own: a cpu pool beside the unified one (BM105); the
  // profiles that rely on it say so (BH605).
  CHECK(codes == std::vector<std::string>{"a.yml:BR505", "a.yml:BH605", "b.yaml:BR505", "b.yaml:BH605",
                                          "nvidia-dgx-spark-128gb-unified.yaml:BM105"});
  CHECK_FALSE(result.input_error);
}

TEST_CASE("an input error in one file does not hide the others' findings", "[rules][lint]") {
  const auto result = brief::lint_paths(
      {source_path("tests/bad/lone-comma.yaml"), source_path("tests/rules/BM104/bad.yaml")}, {});
  CHECK(result.input_error);
  std::vector<std::string> codes;
  for (const auto& d : result.findings)
    if (d.severity != brief::Severity::note) codes.push_back(d.code);
  CHECK(codes == std::vector<std::string>{"BY006", "BM104"});
}

TEST_CASE("a schema finding does not stop the other rules of a usable file", "[rules][lint]") {
  // BM104's bad fixture with a misspelt optional key added at the top level.
  const std::string text = brief::test::read_file(source_path("tests/rules/BM104/bad.yaml")) + "subtitel: x\n";
  const brief::test::TempDir dir("schema-and-rules");
  const fs::path file = dir.path / "schema-and-rules.yaml";
  { std::ofstream(file) << text; }
  const auto result = brief::lint_paths({file.string()}, {});
  std::vector<std::string> codes;
  for (const auto& d : result.findings)
    if (d.severity != brief::Severity::note) codes.push_back(d.code);
  std::sort(codes.begin(), codes.end());
  CHECK(codes == std::vector<std::string>{"BM104", "BS001"});
}

TEST_CASE("a missing required field stops that file's rules, not the run", "[rules][lint]") {
  const auto result = brief::lint_paths({source_path("tests/bad/missing-claims.yaml")}, {});
  REQUIRE_FALSE(result.findings.empty());
  for (const auto& d : result.findings) CHECK(d.code.starts_with("BS"));
}
