// `brief diff` as a command: exit codes like diff(1), both formats, and --git against a
// real repository made for the test.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>

#include "cli/run_brief.h"
#include "support/needs_tool.h"

using brief::test::quoted;
using brief::test::run_brief;
using brief::test::run_shell;
using brief::test::source_path;

namespace {
const std::string kBefore = source_path("tests/diff/fixtures/before.yaml");
const std::string kAfter = source_path("tests/diff/fixtures/after.yaml");
}  // namespace

TEST_CASE("diff of two files: exit 1 and the changes for a reviewer", "[cli][diff]") {
  const auto r = run_brief({"diff", kBefore, kAfter});
  CHECK(r.exit_code == 1);
  CHECK(r.out.rfind("--- " + kBefore + "\n+++ " + kAfter + "\n", 0) == 0);
  CHECK(r.out.find("pin-changed  pins.checkpoint.revision  (line 142 -> 130)\n"
                   "  - aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n"
                   "  + cccccccccccccccccccccccccccccccccccccccc\n") != std::string::npos);
  CHECK(r.out.find("verdict-changed  verdicts.memory\n  - unknown\n  + fits\n") != std::string::npos);
  CHECK(r.out.find("\n13 changes: ") != std::string::npos);
  CHECK(r.err.empty());
}

TEST_CASE("diff of a profile with itself: exit 0, no differences", "[cli][diff]") {
  const auto r = run_brief({"diff", "glm53-limechain-c8", source_path("profiles/glm53-limechain-c8.yaml")});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("no differences\n") != std::string::npos);
}

TEST_CASE("diff --format json is for tools", "[cli][diff]") {
  const auto r = run_brief({"diff", kBefore, kAfter, "--format", "json"});
  CHECK(r.exit_code == 1);
  const auto doc = nlohmann::json::parse(r.out);
  CHECK(doc["diff_format"] == "brief-diff/v2");
  CHECK(doc["count"] == doc["changes"].size());
  CHECK(doc["changes"][0]["kind"] == "component-removed");
}

TEST_CASE("diff input errors exit 2 with a message", "[cli][diff]") {
  auto missing = run_brief({"diff", kBefore, "no-such-file.yaml"});
  CHECK(missing.exit_code == 2);
  CHECK(missing.out.empty());
  CHECK(missing.err.find("no-such-file.yaml") != std::string::npos);

  auto one_side = run_brief({"diff", kBefore});
  CHECK(one_side.exit_code == 2);
}

TEST_CASE("diff --git compares a file with its committed revision", "[cli][diff][needs-git]") {
  brief::test::require_tool("git");
  brief::test::TempDir repo("diff-git");
  const std::string dir = repo.str();
  std::filesystem::create_directories(repo.path / "profiles" / "hardware");
  std::filesystem::copy_file(source_path("tests/diff/fixtures/hardware/test-uma-node-64gib.yaml"),
                             repo.path / "profiles" / "hardware" / "test-uma-node-64gib.yaml");
  std::filesystem::copy_file(kBefore, repo.path / "profiles" / "x.yaml");
  const auto init = run_shell(
      "git init -q . && git add . && git -c user.name=t -c user.email=t@example.org commit -qm before", dir);
  REQUIRE(init.exit_code == 0);
  std::filesystem::copy_file(kAfter, repo.path / "profiles" / "x.yaml", std::filesystem::copy_options::overwrite_existing);

  SECTION("from the repository's root") {
    const auto r = run_brief({"diff", "--git", "HEAD", "profiles/x.yaml"}, dir);
    INFO(r.err);
    CHECK(r.exit_code == 1);
    CHECK(r.out.rfind("--- HEAD:profiles/x.yaml\n+++ profiles/x.yaml\n", 0) == 0);
    CHECK(r.out.find("bytes-changed  components.kv-cache.resident") != std::string::npos);
  }
  SECTION("from another folder, by an absolute path") {
    const auto r = run_brief({"diff", "--git", "HEAD", (repo.path / "profiles" / "x.yaml").string()},
                             std::filesystem::temp_directory_path().string());
    CHECK(r.exit_code == 1);
    CHECK(r.out.find("verdict-changed  verdicts.memory") != std::string::npos);
  }
  SECTION("an unknown revision is an input error with git's reason") {
    const auto r = run_brief({"diff", "--git", "no-such-rev", "profiles/x.yaml"}, dir);
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find("git: ") != std::string::npos);
  }
  SECTION("a revision that looks like an option is refused before git runs") {
    const auto r = run_brief({"diff", "--git=--output=/tmp/x", "profiles/x.yaml"}, dir);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("not a revision") != std::string::npos);
  }
  SECTION("a file git does not track at the revision") {
    std::filesystem::copy_file(kAfter, repo.path / "profiles" / "new.yaml");
    const auto r = run_brief({"diff", "--git", "HEAD", "profiles/new.yaml"}, dir);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("git: ") != std::string::npos);
  }
}

TEST_CASE("diff shows the model's dtype and its partial-checkpoint reasons", "[cli][diff]") {
  brief::test::TempDir dir("diff-dtype");
  const std::string text = brief::test::read_file(source_path("tests/fixtures/memory/calculator-fits.yaml"));
  const std::string anchor = "model:\n  from: config\n";
  REQUIRE(text.find(anchor) != std::string::npos);
  std::string after = text;
  after.replace(after.find(anchor), anchor.size(),
                anchor + "  dtype: bfloat16\n  partial:\n    - shard 2 of 4 is not in the folder\n");
  const auto a = (dir.path / "a.yaml").string(), b = (dir.path / "b.yaml").string();
  std::ofstream(a) << text;
  std::ofstream(b) << after;
  const auto r = run_brief({"diff", a, b});
  CHECK(r.exit_code == 1);
  CHECK(r.out.find("model.dtype") != std::string::npos);
  CHECK(r.out.find("+ bfloat16") != std::string::npos);
  CHECK(r.out.find("model.partial") != std::string::npos);
  CHECK(r.out.find("shard 2 of 4 is not in the folder") != std::string::npos);
}
