// One summary line for every report of a lint run (issue 22): the human report and JUnit's
// summary testcase say the same words, and a named path that is no readable file counts as a
// file not checked, as render counts it.
#include <catch2/catch.hpp>

#include <string>

#include "cli/run_brief.h"
#include "support/temp_dir.h"
#include "test_paths.h"

using brief::test::run_brief;

namespace {

std::string last_line(const std::string& text) {
  const auto end = text.find_last_not_of('\n');
  const auto start = text.rfind('\n', end);
  return text.substr(start == std::string::npos ? 0 : start + 1, end - (start == std::string::npos ? 0 : start + 1) + 1);
}

// The text of the JUnit report's `summary` testcase.
std::string junit_summary(const std::string& xml) {
  const auto at = xml.find("name=\"summary\"");
  REQUIRE(at != std::string::npos);
  const auto open = xml.find("<system-out>", at) + std::string("<system-out>").size();
  return xml.substr(open, xml.find("</system-out>", open) - open);
}

}  // namespace

TEST_CASE("summary: a missing path is a file not checked, in lint as in render", "[cli][summary]") {
  brief::test::TempDir dir("summary-words");
  const auto lint = run_brief({"--color", "never", "lint", "missing.yaml"}, dir.str());
  CHECK(lint.exit_code == 2);
  CHECK(last_line(lint.out) == "1 error in 1 file (0 files checked, 1 not checked)");
  const auto render = run_brief({"--color", "never", "render", "missing.yaml"}, dir.str());
  CHECK(last_line(render.err) == "1 error in 1 file (0 files checked, 1 not checked)");
  const auto json = run_brief({"lint", "-f", "json", "missing.yaml"}, dir.str());
  CHECK(json.out.find("\"files_not_checked\": 1") != std::string::npos);
}

TEST_CASE("summary: JUnit's summary testcase holds the human report's summary line", "[cli][summary]") {
  const std::string catalog = brief::test::source_path("profiles");
  for (const auto& extra : {std::string(), std::string("missing.yaml")}) {
    std::vector<std::string> human{"--color", "never", "lint", catalog};
    std::vector<std::string> junit{"lint", "-f", "junit", catalog};
    if (!extra.empty()) human.push_back(extra), junit.push_back(extra);
    const auto h = run_brief(human), j = run_brief(junit);
    INFO(h.out << j.out);
    CHECK(junit_summary(j.out) == last_line(h.out));
  }
  // The shipped catalog is a profile and its hardware entry: two files checked, both counted.
  CHECK(last_line(run_brief({"--color", "never", "lint", catalog}).out) == "1 note in 1 file (2 files checked)");
}
