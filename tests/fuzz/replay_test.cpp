// Replays every input the fuzzer has been seeded with or has found through the same code
// path as the fuzz target, so a crash once fixed stays fixed in the ordinary test run.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "exercise.h"
#include "test_paths.h"

namespace fs = std::filesystem;

namespace {

std::vector<fs::path> corpus_files() {
  std::vector<fs::path> files;
  for (const char* dir : {"fuzz/corpus", "tests/bad", "profiles", "tests/rules", "tests/fixtures"}) {
    const fs::path root = brief::test::source_path(dir);
    if (!fs::exists(root)) continue;
    for (const auto& e : fs::recursive_directory_iterator(root))
      if (e.is_regular_file()) files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

TEST_CASE("fuzz corpus replays without a crash or an unexpected exception", "[fuzz][slow]") {
  const auto files = corpus_files();
  REQUIRE(files.size() >= 100);  // the corpus is not silently empty
  for (const auto& path : files) {
    std::ifstream in(path, std::ios::binary);
    const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    INFO(path.string());
    CHECK_NOTHROW(brief::fuzz::exercise(reinterpret_cast<const uint8_t*>(data.data()), data.size()));
  }
}
