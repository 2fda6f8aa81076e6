// The smaller defects of issue 14 a new user met first, each pinned.
#include <catch2/catch.hpp>

#include <filesystem>

#include "cli/run_brief.h"

namespace fs = std::filesystem;
using brief::test::quoted;
using brief::test::run_brief;
using brief::test::run_shell;
using brief::test::TempDir;

TEST_CASE("an unknown command is named, with the closest one", "[cli][defects]") {
  auto r = run_brief({"lnt", "profiles/"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("unknown command 'lnt'; did you mean 'lint'?") != std::string::npos);
  auto g = run_brief({"--profiles", "x", "frobnicate"});
  CHECK(g.err.find("unknown command 'frobnicate'") != std::string::npos);
}


TEST_CASE("brief new -o makes the folders of its path", "[cli][defects]") {
  TempDir dir("new-subdir");
  auto r = run_brief({"new", "x-y", "-o", "sub/dir/x-y.yaml"}, dir.str());
  CHECK(r.exit_code == 0);
  CHECK(fs::is_regular_file(dir.path / "sub" / "dir" / "x-y.yaml"));
}

TEST_CASE("-v says which catalog, how many files and how long", "[cli][defects]") {
  auto r = run_brief({"-v", "lint", brief::test::source_path("profiles")});
  CHECK(r.err.find("catalog: built-in only") != std::string::npos);
  CHECK(r.err.find("checked ") != std::string::npos);
  CHECK(r.err.find(" ms (") != std::string::npos);
}

TEST_CASE("a report file that cannot be written does not hide the findings", "[cli][defects]") {
  auto r = run_brief({"lint", brief::test::source_path("tests/rules/BM104/bad.yaml"), "--output",
                      "sarif=/nonexistent-dir-for-brief/x.sarif"});
  CHECK(r.exit_code == 2);
  CHECK(r.out.find("BM104") != std::string::npos);
  CHECK(r.err.find("/nonexistent-dir-for-brief/x.sarif") != std::string::npos);
}

TEST_CASE("render exits 1 on schema findings, 2 on unparseable input", "[cli][defects]") {
  CHECK(run_brief({"render", brief::test::source_path("tests/rules/BS001/bad.yaml")}).exit_code == 1);
  CHECK(run_brief({"render", brief::test::source_path("tests/bad/lone-comma.yaml")}).exit_code == 2);
}
