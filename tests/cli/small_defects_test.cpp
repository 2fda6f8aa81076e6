// The smaller defects of issue 14 a new user met first, each pinned.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

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

TEST_CASE("an unknown rule is named, with the closest code or name", "[cli][defects]") {
  auto code = run_brief({"explain", "BM1O1"});
  CHECK(code.exit_code == 2);
  CHECK(code.err.find("no rule 'BM1O1'") != std::string::npos);
  CHECK(code.err.find("did you mean 'BM101'?") != std::string::npos);
  auto name = run_brief({"explain", "unknown-sumed"});
  CHECK(name.err.find("did you mean 'unknown-summed'?") != std::string::npos);
  auto far = run_brief({"explain", "zzzz"});
  CHECK(far.exit_code == 2);
  CHECK(far.err.find("did you mean") == std::string::npos);
}

TEST_CASE("a misspelt option is named, with the closest option of its command", "[cli][defects]") {
  // CLI11 alone says "The following arguments were not expected: json --fromat".
  auto r = run_brief({"render", "glm53-limechain-c8", "--fromat", "json"});
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("brief render: unknown option '--fromat'; did you mean '--format'?") != std::string::npos);
  // A global option, misspelt before the command: its value is not read as a command.
  auto g = run_brief({"--colr", "never", "list"});
  CHECK(g.exit_code == 2);
  CHECK(g.err.find("brief: unknown option '--colr'; did you mean '--color'?") != std::string::npos);
  // "--name=value" and an option nothing is close to.
  auto v = run_brief({"calc", "glm53-limechain-c8", "--kv-dtyp=bf16"});
  CHECK(v.err.find("brief calc: unknown option '--kv-dtyp'; did you mean '--kv-dtype'?") != std::string::npos);
  auto z = run_brief({"lint", "--zzzzzz", "profiles/"});
  CHECK(z.exit_code == 2);
  CHECK(z.err.find("brief lint: unknown option '--zzzzzz'\n") != std::string::npos);
  // A known option is never called unknown.
  CHECK(run_brief({"render", "glm53-limechain-c8", "--format", "json"}).exit_code == 0);
}

TEST_CASE("brief alone prints the list of commands and exits 2", "[cli][defects]") {
  auto r = run_brief({});
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("Subcommands:") != std::string::npos);
  CHECK(r.err.find("render") != std::string::npos);
  CHECK(r.err.find("A subcommand is required") == std::string::npos);
}

TEST_CASE("brief new -o makes the folders of its path", "[cli][defects]") {
  TempDir dir("new-subdir");
  auto r = run_brief({"new", "x-y", "-o", "sub/dir/x-y.yaml"}, dir.str());
  CHECK(r.exit_code == 0);
  CHECK(fs::is_regular_file(dir.path / "sub" / "dir" / "x-y.yaml"));
}

TEST_CASE("brief new onto an existing file fails as an output, with no lint summary, and keeps the file", "[cli][defects]") {
  TempDir dir("new-exists");
  std::ofstream(dir.path / "x-y.yaml") << "mine\n";
  auto r = run_brief({"new", "x-y"}, dir.str());
  CHECK(r.exit_code == 2);
  CHECK(r.err == "brief: error: cannot write x-y.yaml: the file exists (choose another --output, or pass --force to "
                 "overwrite it)\n");
  CHECK(brief::test::read_file((dir.path / "x-y.yaml").string()) == "mine\n");
  // A folder that cannot be made: the same form, no "files checked".
  std::ofstream(dir.path / "plain") << "";
  auto f = run_brief({"new", "x-y", "-o", "plain/x-y.yaml"}, dir.str());
  CHECK(f.exit_code == 2);
  CHECK(f.err.starts_with("brief: error: cannot write plain/x-y.yaml: cannot create the folder plain:"));
  CHECK(f.err.find("checked") == std::string::npos);
  CHECK(run_brief({"new", "x-y", "--force"}, dir.str()).exit_code == 0);
}

TEST_CASE("lint -v says which catalog, how many files and how long", "[cli][defects]") {
  // From a folder with no ./profiles, so no catalog folder is found beside the run.
  brief::test::TempDir dir("lint-verbose");
  auto r = run_brief({"-v", "lint", brief::test::source_path("profiles")}, dir.str());
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

TEST_CASE("a scaffold states nothing: no preset hardware, pool, provenance or recipe", "[cli][defects]") {
  TempDir dir("new-states-nothing");
  REQUIRE(run_brief({"new", "x-y", "-o", "-"}, dir.str()).exit_code == 0);
  const std::string text = run_brief({"new", "x-y", "-o", "-"}, dir.str()).out;
  CHECK(text.find("nvidia-dgx-spark") == std::string::npos);
  CHECK(text.find("unified-pool") == std::string::npos);
  CHECK(text.find("\nrecipe:") == std::string::npos);
  CHECK(text.find("\nprovenance:") == std::string::npos);
  CHECK(text.find("matches_pin") == std::string::npos);
  REQUIRE(run_brief({"new", "x-y"}, dir.str()).exit_code == 0);
  const auto lint = run_brief({"lint", "x-y.yaml"}, dir.str());
  CHECK(lint.exit_code == 1);
  CHECK(lint.out.find("BH601") != std::string::npos);  // the hardware id is a placeholder
}

TEST_CASE("brief new --hardware scaffolds a hardware entry where lint looks for it", "[cli][defects]") {
  TempDir dir("new-hardware");
  fs::create_directories(dir.path / "profiles");
  const auto r = run_brief({"new", "--hardware", "my-box"}, dir.str());
  CHECK(r.exit_code == 0);
  const fs::path entry = dir.path / "profiles" / "hardware" / "my-box.yaml";
  REQUIRE(fs::is_regular_file(entry));
  const std::string text = brief::test::read_file(entry.string());
  CHECK(text.find("format: brief-hardware/v1") != std::string::npos);
  CHECK(text.find("hardware.schema.json") != std::string::npos);
  // It fails lint until its pool kind is written (a scaffold never passes CI).
  CHECK(run_brief({"lint", entry.string()}).exit_code == 1);
}

// Issue 22 (M4): every FILL IN of a hardware scaffold is BC701's, not one BS005 on its kind,
// and a scaffold with its kind written still fails until the rest is.
TEST_CASE("every placeholder of a hardware scaffold is reported, its kind included", "[cli][defects]") {
  TempDir dir("new-hardware-placeholders");
  REQUIRE(run_brief({"new", "--hardware", "my-box", "-o", "my-box.yaml"}, dir.str()).exit_code == 0);
  auto count = [](const std::string& text, const std::string& code) {
    std::size_t n = 0;
    for (std::size_t at = text.find(code); at != std::string::npos; at = text.find(code, at + 1)) ++n;
    return n;
  };
  const auto scaffold = run_brief({"lint", "my-box.yaml"}, dir.str());
  CHECK(scaffold.exit_code == 1);
  CHECK(count(scaffold.out, "error[BC701]") == 5);
  CHECK(scaffold.out.find("BS005") == std::string::npos);
  // The kind written, the name, the pool id and the sources still hold their placeholders.
  std::string text = brief::test::read_file((dir.path / "my-box.yaml").string());
  text.replace(text.find("\"FILL IN: unified, gpu or cpu\""), 29, "gpu");
  { std::ofstream(dir.path / "my-box.yaml") << text; }
  const auto kind_written = run_brief({"lint", "my-box.yaml"}, dir.str());
  CHECK(kind_written.exit_code == 1);
  CHECK(count(kind_written.out, "error[BC701]") == 4);
}

TEST_CASE("syntax and schema errors show their source line and caret in lint and render", "[cli][defects]") {
  TempDir dir("syntax-caret");
  { std::ofstream(dir.path / "s.yaml") << "format: brief/v1\nid: x\ntitle: GLM on Spark: a note\n"; }
  for (const std::string cmd : {"lint", "render"}) {
    INFO(cmd);
    const auto r = run_brief({cmd, "s.yaml"}, dir.str());
    CHECK(r.exit_code == 2);
    const std::string shown = r.out + r.err;
    CHECK(shown.find("s.yaml:3:20: error[BY006]: ': ' inside an unquoted value") != std::string::npos);
    CHECK(shown.find(" 3 | title: GLM on Spark: a note\n   |                    ^\n") != std::string::npos);
  }
}
