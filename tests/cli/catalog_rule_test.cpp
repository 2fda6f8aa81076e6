// One catalog rule for every command (docs/cli.md, "Which catalog"): run inside a project
// with ./profiles, lint, list, render ID, calc ID, diff and site all see that folder (its
// profiles and its hardware/ entries) as if `--profiles profiles` had been given; an explicit
// --profiles replaces it. And --stdin-filename: alone it reads standard input, beside paths
// without `-` it is an error.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>

#include "cli/run_brief.h"

namespace fs = std::filesystem;
using brief::test::run_brief;
using brief::test::source_path;
using brief::test::TempDir;

namespace {

// A project folder whose profiles/ holds a profile (id only-here) on a hardware entry that
// only this project has (test-box): no built-in file can answer for either.
struct CatalogProject {
  TempDir dir{"catalog-rule"};
  CatalogProject() {
    fs::create_directories(dir.path / "profiles" / "hardware");
    const std::string hw = brief::test::read_file(source_path("profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml"));
    std::ofstream(dir.path / "profiles" / "hardware" / "test-box.yaml")
        << std::regex_replace(hw, std::regex("\nid: [^\n]*"), "\nid: test-box");
    std::string profile = brief::test::read_file(source_path("profiles/glm53-limechain-c8.yaml"));
    profile = std::regex_replace(profile, std::regex("id: nvidia-dgx-spark-128gb-unified"), "id: test-box");
    profile = std::regex_replace(profile, std::regex("\nid: glm53-limechain-c8"), "\nid: only-here");
    std::ofstream(dir.path / "profiles" / "only-here.yaml") << profile;
  }
  brief::test::Run run(const std::vector<std::string>& args) const { return run_brief(args, dir.str()); }
};

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("every command sees ./profiles as lint does", "[cli][catalog]") {
  const CatalogProject p;
  SECTION("lint") {
    const auto r = p.run({"lint", "--format", "json"});
    CHECK(r.exit_code != 2);
    CHECK(has(r.out, "profiles/only-here.yaml"));
    CHECK_FALSE(has(r.out, "BH601"));  // test-box resolved from profiles/hardware/
  }
  SECTION("list") {
    const auto r = p.run({"list", "--ids"});
    CHECK(r.exit_code == 0);
    CHECK(has(r.out, "only-here\n"));
    const auto table = p.run({"list"});
    CHECK(std::regex_search(table.out, std::regex(R"(\nonly-here +GLM-5\.3-Flash on 2 DGX Sparks +test-box +2 )")));
  }
  SECTION("render ID") {
    const auto r = p.run({"render", "only-here", "--format", "json"});
    CHECK(r.exit_code == 0);
    CHECK(has(r.out, "\"only-here\""));
    CHECK(has(r.out, "test-box"));
    CHECK_FALSE(has(r.err, "no profile with id"));
  }
  SECTION("calc ID") {
    const auto r = p.run({"calc", "only-here"});
    CHECK(r.exit_code != 2);
    CHECK_FALSE(has(r.err, "no profile with id"));
    CHECK(has(r.out, "usable about"));  // the usable bytes of test-box, read from profiles/hardware/
  }
  SECTION("diff ID ID") {
    const auto r = p.run({"diff", "only-here", "only-here"});
    CHECK(r.exit_code == 0);
  }
  SECTION("site") {
    const auto r = p.run({"site", "-o", "out"});
    CHECK(r.exit_code == 0);
    CHECK(fs::exists(p.dir.path / "out" / "profiles" / "only-here.html"));
    CHECK_FALSE(fs::exists(p.dir.path / "out" / "profiles" / "glm53-limechain-c8.html"));
  }
}

TEST_CASE("an explicit --profiles replaces ./profiles for every command", "[cli][catalog]") {
  const CatalogProject p;
  TempDir other("catalog-rule-other");
  fs::copy_file(source_path("tests/diff/fixtures/before.yaml"), other.path / "aaa-local.yaml");
  const auto ids = p.run({"--profiles", other.str(), "list", "--ids"});
  CHECK(has(ids.out, "aaa-local\n"));
  CHECK_FALSE(has(ids.out, "only-here"));
  const auto render = p.run({"--profiles", other.str(), "render", "only-here"});
  CHECK(render.exit_code == 2);
  CHECK(has(render.err, "no profile with id 'only-here'"));
  const auto lint = p.run({"--profiles", other.str(), "lint", "--format", "json"});
  CHECK(has(lint.out, "aaa-local.yaml"));
  CHECK_FALSE(has(lint.out, "only-here.yaml"));
}

TEST_CASE("without ./profiles every command sees the built-in catalog", "[cli][catalog]") {
  TempDir empty("catalog-rule-empty");
  const auto ids = run_brief({"list", "--ids"}, empty.str());
  CHECK(has(ids.out, "glm53-limechain-c8\n"));
  const auto site = run_brief({"site", "-o", "out"}, empty.str());
  CHECK(site.exit_code == 0);
  CHECK(fs::exists(empty.path / "out" / "profiles" / "glm53-limechain-c8.html"));
}

TEST_CASE("lint --stdin-filename alone reads standard input, beside paths without - it is an error", "[cli][catalog]") {
  const CatalogProject p;
  const std::string exe = brief::test::quoted(brief::test::binary_path());
  // The profile, broken on purpose, arrives on standard input only.
  std::string broken = brief::test::read_file((p.dir.path / "profiles" / "only-here.yaml").string());
  broken = std::regex_replace(broken, std::regex("\ntitle:"), "\ntitel:");
  std::ofstream(p.dir.path / "stdin.txt") << broken;
  const auto alone = brief::test::run_shell(exe + " lint --stdin-filename profiles/x.yaml < stdin.txt", p.dir.str());
  CHECK(alone.exit_code == 1);
  CHECK(has(alone.out, "profiles/x.yaml:"));
  CHECK(has(alone.out, "titel"));
  const auto beside = brief::test::run_shell(exe + " lint --stdin-filename profiles/x.yaml profiles < stdin.txt", p.dir.str());
  CHECK(beside.exit_code == 2);
  CHECK(has(beside.err, "--stdin-filename"));
  CHECK(has(beside.err, "'-'"));
  CHECK(beside.out.empty());
  const auto with_dash = brief::test::run_shell(exe + " lint profiles --stdin-filename profiles/x.yaml - < stdin.txt", p.dir.str());
  CHECK(with_dash.exit_code == 1);
  CHECK(has(with_dash.out, "profiles/x.yaml:"));
}
