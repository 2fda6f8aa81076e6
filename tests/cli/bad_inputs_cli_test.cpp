// tests/bad/ through the real binary, as CI meets a stranger's file: `brief render` and
// `brief lint` exit 2 (unreadable or unparseable, BY codes) or 1 (schema findings, BS codes)
// with the expected located message, print nothing on stdout for a failed
// render, write no output file, never print a raw control character, and end within a second.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "brief/load.h"
#include "cli/run_brief.h"

namespace fs = std::filesystem;
using brief::test::run_brief;
using brief::test::source_path;

namespace {

struct Expectation {
  std::string file, code, fragment;
};

std::vector<Expectation> expectations() {
  std::vector<Expectation> out;
  std::istringstream in(brief::test::read_file(source_path("tests/bad/expectations.txt")));
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    Expectation e;
    fields >> e.file >> e.code;
    std::getline(fields, e.fragment);
    if (!e.fragment.empty() && e.fragment[0] == ' ') e.fragment.erase(0, 1);
    out.push_back(e);
  }
  return out;
}

bool has_raw_control(const std::string& s) {
  for (unsigned char c : s)
    if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f) return true;
  return false;
}

}  // namespace

TEST_CASE("every hostile input fails the CLI with exit 2 or 1, its message, and nothing half-written", "[cli][bad]") {
  const auto all = expectations();
  REQUIRE(all.size() >= 40);
  brief::test::TempDir out_dir("bad-cli");
  for (const auto& e : all) {
    INFO(e.file);
    const std::string path = source_path("tests/bad/" + e.file);
    const fs::path output = out_dir.path / "brief.txt";
    const auto start = std::chrono::steady_clock::now();
    const auto render = run_brief({"--max-bytes", "65536", "render", path, "-o", output.string()});
    const auto lint = run_brief({"--max-bytes", "65536", "lint", "--color", "never", path});
    const auto elapsed = std::chrono::steady_clock::now() - start;
    // One exit code model (docs/cli.md): schema findings are findings, exit 1.
    const int expected_exit = e.code.starts_with("BY") ? 2 : 1;
    CHECK(render.exit_code == expected_exit);
    CHECK(render.out.empty());
    CHECK_FALSE(fs::exists(output));
    // render reads every file as a profile (a hardware entry is refused as such); lint sorts
    // files into profiles and hardware and must report the expected finding itself.
    if (!brief::looks_like_hardware(brief::test::read_file(path))) {
      CHECK(render.err.find(e.code) != std::string::npos);
      CHECK(render.err.find(e.fragment) != std::string::npos);
    }
    CHECK_FALSE(has_raw_control(render.err));
    CHECK(lint.exit_code == expected_exit);
    CHECK(lint.out.find(e.code) != std::string::npos);
    CHECK(lint.out.find(e.fragment) != std::string::npos);
    CHECK_FALSE(has_raw_control(lint.out));
    // Two processes, each within a second (the slowest takes ~0.17 s under ASan+UBSan).
    CHECK(elapsed < std::chrono::seconds(2));
  }
}

TEST_CASE("what is not a readable profile file is refused with exit 2 and a hint", "[cli][bad]") {
  brief::test::TempDir dir("not-a-file");
  for (const std::string& target : std::vector<std::string>{dir.str(), "/dev/zero", dir.str() + "/missing.yaml"}) {
    INFO(target);
    const auto r = run_brief({"render", target});
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find("error[BY") != std::string::npos);
    CHECK(r.err.find("hint:") != std::string::npos);
  }
}

TEST_CASE("a closed pipe ends render quietly", "[cli]") {
  const auto r = brief::test::run_shell(brief::test::quoted(brief::test::binary_path()) +
                                        " render glm53-limechain-c8 | head -1");
  CHECK(r.exit_code == 0);
  CHECK(r.out == "GLM-5.3-Flash on 2 DGX Sparks\n");
  CHECK(r.err.empty());
}
