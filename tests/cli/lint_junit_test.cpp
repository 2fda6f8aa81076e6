// `brief lint --format junit`: well-formed JUnit XML (parsed by Python's XML parser), one
// testcase per finding, a <failure> for an error or a warning and none for a note, the
// exit code unchanged, and hostile text escaped.
#include <catch2/catch.hpp>

#include <fstream>

#include "cli/run_brief.h"

using brief::test::quoted;
using brief::test::run_brief;
using brief::test::run_shell;
using brief::test::source_path;

namespace {

// "testcases failures notes" as Python's ElementTree counts them; empty if it does not parse.
std::string parsed_counts(const std::string& file) {
  const auto r = run_shell("python3 -c " + quoted("import sys, xml.etree.ElementTree as E\n"
                                                   "r = E.parse(sys.argv[1]).getroot()\n"
                                                   "assert r.tag == 'testsuites'\n"
                                                   "cases = r.findall('./testsuite/testcase')\n"
                                                   "print(len(cases), len(r.findall('.//failure')),"
                                                   " sum(1 for c in cases if c.find('system-out') is not None))") +
                           " " + quoted(file));
  return r.exit_code == 0 ? r.out : std::string();
}

}  // namespace

TEST_CASE("lint --format junit writes one testcase per finding", "[cli][junit]") {
  brief::test::TempDir dir("lint-junit");
  const std::string bad = source_path("tests/rules/BM104/bad.yaml");
  const auto r = run_brief({"lint", "-f", "junit", "-o", "junit=copy.xml", bad}, dir.str());
  CHECK(r.exit_code == 1);  // the error still fails the run
  std::ofstream((dir.path / "out.xml").string()) << r.out;
  // BM104's error fails; the base profile's BR502 note and the summary are passing testcases.
  CHECK(parsed_counts((dir.path / "out.xml").string()) == "3 1 2\n");
  CHECK(brief::test::read_file((dir.path / "copy.xml").string()) == r.out);
  CHECK(r.out.find("name=\"BM104 not-present-given-bytes at ") != std::string::npos);
  CHECK(r.out.find("<system-out>1 error, 1 note in 1 file (1 file checked)</system-out>") != std::string::npos);

  const auto clean = run_brief({"lint", "-f", "junit", "--select", "BM", source_path("tests/rules/base.yaml")},
                               dir.str());
  CHECK(clean.exit_code == 0);
  std::ofstream((dir.path / "clean.xml").string()) << clean.out;
  CHECK(parsed_counts((dir.path / "clean.xml").string()) == "1 0 1\n");  // the summary: not an empty suite
}

TEST_CASE("lint --format junit counts a file that could not be checked as not checked", "[cli][junit]") {
  brief::test::TempDir dir("lint-junit-unchecked");
  std::ofstream((dir.path / "broken.yaml").string()) << "format: brief/v1\nid: [unclosed\n";
  const auto r = run_brief({"lint", "-f", "junit", "broken.yaml"}, dir.str());
  CHECK(r.exit_code == 2);
  CHECK(r.out.find("(0 files checked, 1 not checked)</system-out>") != std::string::npos);
  CHECK(r.out.find("(1 file checked)") == std::string::npos);
}

TEST_CASE("lint --format junit escapes markup and control bytes from the profile", "[cli][junit]") {
  brief::test::TempDir dir("lint-junit-escape");
  // A misspelt key holding XML markup and an ESC byte: the finding quotes it.
  std::string text = brief::test::read_file(source_path("tests/rules/base.yaml"));
  text.replace(text.find("\ntitle:"), 7, "\n\"t<i>&\x1b\":");
  std::ofstream((dir.path / "p.yaml").string()) << text;
  const auto r = run_brief({"lint", "-f", "junit", "p.yaml"}, dir.str());
  CHECK(r.exit_code != 0);
  std::ofstream((dir.path / "out.xml").string()) << r.out;
  CHECK_FALSE(parsed_counts((dir.path / "out.xml").string()).empty());
  CHECK(r.out.find('\x1b') == std::string::npos);
  CHECK(r.out.find("t<i>") == std::string::npos);
}
