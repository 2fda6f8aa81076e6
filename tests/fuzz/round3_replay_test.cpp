// Replays what the round-3 fuzzers start from, and what they found, through the same
// functions as the fuzz targets (fuzz/round3_exercise.h): the configuration reader and the
// inspect reports. A crash once fixed stays fixed.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "round3_exercise.h"
#include "test_paths.h"

namespace fs = std::filesystem;

namespace {

std::size_t replay(std::initializer_list<const char*> dirs, void (*fn)(const uint8_t*, std::size_t)) {
  std::size_t count = 0;
  for (const char* dir : dirs) {
    const fs::path root = brief::test::source_path(dir);
    if (!fs::exists(root)) continue;
    for (const auto& e : fs::recursive_directory_iterator(root)) {
      if (!e.is_regular_file()) continue;
      std::ifstream in(e.path(), std::ios::binary);
      const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      INFO(e.path().string());
      CHECK_NOTHROW(fn(reinterpret_cast<const uint8_t*>(data.data()), data.size()));
      ++count;
    }
  }
  return count;
}

}  // namespace

TEST_CASE("config fuzz corpus replays without a crash or an unexpected exception", "[fuzz][config]") {
  CHECK(replay({"fuzz/corpus-config", "tests/bad"}, &brief::fuzz::exercise_config) >= 60);
}

TEST_CASE("inspect report fuzz corpus replays without a crash or an unexpected exception", "[fuzz][inspect]") {
  CHECK(replay({"fuzz/corpus-report", "fuzz/corpus-safetensors"}, &brief::fuzz::exercise_reports) >= 100);
}
