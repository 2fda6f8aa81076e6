// tests/bad/: hostile and broken inputs, each listed in expectations.txt with the code and
// message fragment its first diagnostic must carry. Each must also fail fast.
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "brief/load.h"
#include "load/load_test_util.h"

using namespace brief;

namespace {

struct Expectation {
  std::string file, code, fragment;
};

std::vector<Expectation> expectations() {
  std::ifstream in(test::source_path("tests/bad/expectations.txt"));
  std::vector<Expectation> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    Expectation e;
    fields >> e.file >> e.code;
    std::getline(fields >> std::ws, e.fragment);
    out.push_back(e);
  }
  return out;
}

}  // namespace

TEST_CASE("every file of tests/bad fails with its expected located error, quickly", "[load][bad]") {
  const auto all = expectations();
  REQUIRE(all.size() >= 40);
  LoadLimits limits;
  limits.max_bytes = 65536;
  for (const Expectation& e : all) {
    CAPTURE(e.file);
    const std::string path = test::source_path("tests/bad/" + e.file);
    const auto start = std::chrono::steady_clock::now();
    const auto errors = test::input_errors([&] {
      const std::string text = read_input(path, limits);
      if (looks_like_hardware(text)) {
        load_hardware(text, path, limits);
      } else {
        load_profile(text, path, limits);
      }
    });
    const auto elapsed = std::chrono::steady_clock::now() - start;
    REQUIRE_FALSE(errors.empty());
    CAPTURE(errors[0].message);
    CHECK(errors[0].code.starts_with(e.code));
    CHECK(errors[0].message.find(e.fragment) != std::string::npos);
    CHECK(errors[0].file == path);
    CHECK(std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count() < 1000);
  }
}

TEST_CASE("every file of tests/bad is listed in expectations.txt", "[load][bad]") {
  std::set<std::string> listed;
  for (const auto& e : expectations()) listed.insert(e.file);
  for (const auto& entry : std::filesystem::directory_iterator(test::source_path("tests/bad"))) {
    const std::string name = entry.path().filename().string();
    if (name == "expectations.txt") continue;
    CAPTURE(name);
    CHECK(listed.count(name) == 1);
  }
}

TEST_CASE("read_input refuses directories, devices and missing files", "[load][bad]") {
  using Row = std::tuple<std::string, std::string, std::string>;
  auto [path, code, message] = GENERATE(table<std::string, std::string, std::string>({
      Row{test::source_path("tests/bad"), "BY017", "is a directory, not a file"},
      Row{"/dev/zero", "BY017", "not a regular file"},
      Row{test::source_path("tests/bad/no-such-file.yaml"), "BY016", "file not found"},
  }));
  CAPTURE(path);
  // Named in the capture: clang 14 cannot capture a structured binding implicitly.
  const auto errors = test::input_errors([&p = path] { read_input(p, LoadLimits{}); });
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].code == code);
  CHECK(errors[0].message == message);
  CHECK(errors[0].file == path);
  CHECK_FALSE(errors[0].hint.empty());
}

TEST_CASE("read_input enforces max_bytes and reads a regular file whole", "[load]") {
  LoadLimits small;
  small.max_bytes = 1000;
  const auto errors = test::input_errors([&] {
    read_input(test::source_path("profiles/glm53-limechain-c8.yaml"), small);
  });
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].code == "BY001");
  CHECK(read_input(test::source_path("profiles/glm53-limechain-c8.yaml"), LoadLimits{}) ==
        test::slurp("profiles/glm53-limechain-c8.yaml"));
}
