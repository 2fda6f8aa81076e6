// `brief lint`, `brief rules` and `brief explain` as a user runs them: exit codes, formats,
// --output files, GitHub Actions detection.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "brief/rules.h"
#include "support/temp_dir.h"
#include "test_paths.h"

namespace fs = std::filesystem;
using brief::test::binary_path;
using brief::test::source_path;
using brief::test::read_file;

namespace {

struct Run {
  int status = -1;
  std::string out;
};

// Runs brief with `args` (already shell-quoted) from the source root; stdout only.
Run brief_run(const std::string& args, const std::string& env = "NO_COLOR=1 GITHUB_ACTIONS=") {
  const std::string cmd = "cd '" + source_path("") + "' && env " + env + " '" + binary_path() + "' " + args + " 2>/dev/null";
  Run r;
  FILE* pipe = ::popen(cmd.c_str(), "r");
  REQUIRE(pipe);
  std::array<char, 4096> buf{};
  std::size_t n;
  while ((n = std::fread(buf.data(), 1, buf.size(), pipe)) > 0) r.out.append(buf.data(), n);
  const int st = ::pclose(pipe);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

}  // namespace

TEST_CASE("brief lint exit codes", "[cli][lint]") {
  CHECK(brief_run("lint profiles/").status == 0);
  CHECK(brief_run("lint").status == 0);  // profiles/ of the working directory
  CHECK(brief_run("lint tests/rules/BM104/bad.yaml").status == 1);
  CHECK(brief_run("lint tests/rules/BM104/bad.yaml --exit-zero").status == 0);
  CHECK(brief_run("lint tests/rules/BX902/bad.yaml").status == 0);  // a warning: below --fail-on error
  CHECK(brief_run("lint tests/rules/BX902/bad.yaml --fail-on warning").status == 1);
  CHECK(brief_run("lint profiles/ --fail-on note").status == 1);  // the BR502 note
  // Schema findings are findings (ruff, actionlint): exit 1, covered by --exit-zero.
  CHECK(brief_run("lint tests/rules/BS001/bad.yaml").status == 1);
  CHECK(brief_run("lint tests/rules/BS001/bad.yaml --exit-zero").status == 0);
  CHECK(brief_run("lint tests/rules/BS001/bad.yaml --format json").status == 1);
  CHECK(brief_run("lint tests/rules/BS001/bad.yaml --format sarif").status == 1);
  // A file that is not YAML at all stays exit 2, --exit-zero or not.
  CHECK(brief_run("lint tests/bad/lone-comma.yaml").status == 2);
  CHECK(brief_run("lint tests/bad/lone-comma.yaml --exit-zero").status == 2);
  CHECK(brief_run("lint no/such/file.yaml").status == 2);
  CHECK(brief_run("lint profiles/ --format yaml").status == 2);
}

TEST_CASE("brief lint prints findings with a summary", "[cli][lint]") {
  const Run r = brief_run("lint tests/rules/BM104/bad.yaml");
  CHECK(r.out.find("tests/rules/BM104/bad.yaml:67:15: error[BM104]: not-present component 'engram' is given 0 bytes") !=
        std::string::npos);
  CHECK(r.out.find("    resident: 0\n") != std::string::npos);
  CHECK(r.out.ends_with("1 error, 1 note in 1 file (1 file checked)\n"));
  CHECK(r.out.find('\x1b') == std::string::npos);
  CHECK(brief_run("lint tests/rules/BM104/bad.yaml --color always").out.find("\x1b[") != std::string::npos);
  CHECK(brief_run("lint tests/rules/BM104/bad.yaml", "FORCE_COLOR=1 GITHUB_ACTIONS=").out.find("\x1b[") != std::string::npos);
}

TEST_CASE("brief lint speaks GitHub under GitHub Actions unless a format is given", "[cli][lint]") {
  CHECK(brief_run("lint tests/rules/BM104/bad.yaml", "GITHUB_ACTIONS=true").out.starts_with("::error file="));
  CHECK(brief_run("lint tests/rules/BM104/bad.yaml --format human", "GITHUB_ACTIONS=true").out.starts_with("tests/"));
}

TEST_CASE("brief lint --output writes further formats whole", "[cli][lint]") {
  const brief::test::TempDir tmp("lint-output-test");
  const fs::path& dir = tmp.path;
  const Run r = brief_run("lint tests/rules/BM104/bad.yaml --format json --output sarif=" + (dir / "a.sarif").string() +
                          " --output github=" + (dir / "a.txt").string());
  CHECK(r.status == 1);
  CHECK(r.out.starts_with("{\n  \"format\": \"brief-lint/v1\""));
  CHECK(read_file(dir / "a.sarif").find("\"version\": \"2.1.0\"") != std::string::npos);
  CHECK(read_file(dir / "a.txt").starts_with("::error file=tests/rules/BM104/bad.yaml,line=67,"));
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++files;
  CHECK(files == 2);  // no temporary left behind
  CHECK(brief_run("lint profiles/ --output sarif").status == 2);
}

TEST_CASE("brief rules lists every rule, brief explain explains each one", "[cli][rules]") {
  const Run text = brief_run("rules");
  CHECK(text.status == 0);
  const Run json = brief_run("rules --format json");
  CHECK(json.status == 0);
  for (const auto& rule : brief::rule_registry()) {
    INFO(rule.code);
    CHECK(text.out.find(std::string(rule.code) + "  " + std::string(rule.name)) != std::string::npos);
    CHECK(json.out.find("\"code\": \"" + std::string(rule.code) + "\"") != std::string::npos);
    const Run by_code = brief_run("explain " + std::string(rule.code));
    CHECK(by_code.status == 0);
    CHECK(by_code.out == brief::rule_doc(rule));
  }
  CHECK(brief_run("explain unknown-summed").out.starts_with("# BM101 unknown-summed\n"));
  CHECK(brief_run("explain bs001").out.starts_with("# BS001 unknown-key\n"));
  CHECK(brief_run("explain BZ999").status == 2);
}
