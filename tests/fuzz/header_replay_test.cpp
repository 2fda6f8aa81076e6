// Replays the header fuzzers' corpora (fuzz/corpus-safetensors, fuzz/corpus-gguf) through the
// same functions as the fuzz targets, so a crash once fixed stays fixed.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "header_exercise.h"
#include "test_paths.h"

namespace fs = std::filesystem;

TEST_CASE("header fuzz corpora replay without a crash or an unexpected exception", "[fuzz][inspect]") {
  std::size_t count = 0;
  for (const auto& [dir, fn] : {std::pair{"fuzz/corpus-safetensors", &brief::fuzz::exercise_safetensors},
                                std::pair{"fuzz/corpus-gguf", &brief::fuzz::exercise_gguf}}) {
    for (const auto& e : fs::directory_iterator(brief::test::source_path(dir))) {
      std::ifstream in(e.path(), std::ios::binary);
      const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      INFO(e.path().string());
      CHECK_NOTHROW(fn(reinterpret_cast<const uint8_t*>(data.data()), data.size()));
      // Each corpus meets the other parser too: a GGUF is a hostile safetensors file.
      CHECK_NOTHROW(brief::fuzz::exercise_safetensors(reinterpret_cast<const uint8_t*>(data.data()), data.size()));
      CHECK_NOTHROW(brief::fuzz::exercise_gguf(reinterpret_cast<const uint8_t*>(data.data()), data.size()));
      ++count;
    }
  }
  CHECK(count >= 9);
}
