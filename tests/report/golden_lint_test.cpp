// Golden files of every lint report format for one bad fixture (tests/rules/BX903/bad.yaml:
// an error, a warning and a note). A plain run compares byte for byte; BRIEF_APPROVE=1 (the
// approve-golden target) rewrites them.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "brief/report.h"
#include "brief/lint.h"
#include "brief/rules.h"
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

Linted lint_fixture(const std::string& rel) {
  auto result = brief::lint_paths({source_path(rel)}, {});
  Linted out;
  for (auto d : result.findings) {
    d.file = rel;
    out.findings.push_back(std::move(d));
  }
  for (auto& [file, text] : result.sources) out.sources[rel] = text;
  out.files = result.files.size();
  return out;
}

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
