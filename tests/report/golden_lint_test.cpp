// Golden files of every lint report format for one bad fixture (tests/rules/BX903/bad.yaml:
// an error, a warning and a note). A plain run compares byte for byte; BRIEF_APPROVE=1 (the
// approve-golden target) rewrites them.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "brief/report.h"
#include "brief/lint.h"
#include "brief/rules.h"
#include "support/temp_dir.h"
#include "support/text_edit.h"
#include "test_paths.h"

namespace fs = std::filesystem;
using brief::test::source_path;
using brief::test::read_file;

namespace {

// The fixture linted, with its path shown relative to the source root as CI would show it.
struct Linted {
  std::vector<brief::Diagnostic> findings;
  std::map<std::string, std::string> sources;
  std::size_t files = 0;
};

// The file at `path`, linted and shown as `rel`.
Linted lint_as(const std::string& path, const std::string& rel) {
  auto result = brief::lint_paths({path}, {});
  Linted out;
  for (auto d : result.findings) {
    d.file = rel;
    out.findings.push_back(std::move(d));
  }
  for (auto& [file, text] : result.sources) out.sources[rel] = text;
  out.files = result.files.size();
  return out;
}

Linted lint_fixture(const std::string& rel) { return lint_as(source_path(rel), rel); }

void compare_golden(const std::string& name, const std::string& actual) {
  const fs::path path = source_path("tests/golden/" + name);
  const char* approve = std::getenv("BRIEF_APPROVE");
  if (approve && std::string(approve) == "1") {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << actual;
  }
  INFO(path.string() << " differs; review, then run `cmake --build <dir> --target approve-golden` to approve");
  REQUIRE(fs::is_regular_file(path));
  CHECK(read_file(path) == actual);
}

}  // namespace

TEST_CASE("lint reports of a bad fixture match their golden files", "[report][golden]") {
  const Linted l = lint_fixture("tests/rules/BX903/bad.yaml");
  REQUIRE(l.findings.size() == 3);
  const brief::ReportInput in{&l.findings, &l.sources, l.files, false};
  compare_golden("lint-BX903.txt", brief::report_human(in));
  compare_golden("lint-BX903.json", brief::report_json(in));
  // lint exits 1 on these findings: an error among them, every input usable.
  REQUIRE(brief::count_findings(l.findings).errors > 0);
  compare_golden("lint-BX903.sarif", brief::report_sarif(in, {1, true}));
  compare_golden("lint-BX903.github", brief::report_github(in));
}

// Certain fixes reach the reports that can carry them (JSON `fix`, SARIF `fixes`), and a guess
// does not. The fixture is tests/rules/base.yaml with three edits, written out here:
// - "apache 2.0" is Apache-2.0 with a space: certain, and the fix stays inside the quotes;
// - "Apache-2" is one edit from Apache-2.0 but could be meant otherwise: a hint, no fix;
// - the build id 80DBA15 in capitals: lowercase hex is certain (the observation that names
//   it in lowercase is then reported too, without a fix).
TEST_CASE("lint reports carry certain fixes and only those", "[report][golden]") {
  std::string text = read_file(source_path("tests/rules/base.yaml"));
  text = brief::test::replaced(text, "    spdx: Apache-2.0\n", "    spdx: \"apache 2.0\"\n");
  text = brief::test::replaced(text, "    spdx: MIT\n", "    spdx: MIT OR Apache-2\n");
  text = brief::test::replaced(text, "  - id: 80dba15\n", "  - id: 80DBA15\n");
  const brief::test::TempDir dir("certain-fixes");
  std::ofstream(dir.path / "certain-fixes.yaml", std::ios::binary) << text;
  const Linted l = lint_as((dir.path / "certain-fixes.yaml").string(), "tests/report/certain-fixes.yaml");

  std::vector<std::string> fixed;
  for (const auto& d : l.findings)
    if (d.fix) fixed.push_back(fmt::format("{} {}:{}-{}:{} {}", d.code, d.fix->begin.line, d.fix->begin.col, d.fix->end.line,
                                           d.fix->end.col, d.fix->replacement));
  CHECK(fixed == std::vector<std::string>{"BL201 113:12-113:21 Apache-2.0", "BP301 167:9-167:15 80dba15"});
  const auto guess = std::find_if(l.findings.begin(), l.findings.end(),
                                  [](const brief::Diagnostic& d) { return d.message == "'Apache-2' is not an SPDX license id"; });
  REQUIRE(guess != l.findings.end());
  CHECK(guess->hint.find("did you mean 'Apache-2.0'?") != std::string::npos);
  CHECK_FALSE(guess->fix);

  const brief::ReportInput in{&l.findings, &l.sources, l.files, false};
  compare_golden("lint-fixes.json", brief::report_json(in));
  compare_golden("lint-fixes.sarif", brief::report_sarif(in, {1, true}));
}
