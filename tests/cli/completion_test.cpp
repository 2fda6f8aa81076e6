// completions/brief.bash, sourced in a real bash: registered for brief, completes commands,
// options, option values and profile ids from the built binary.
#include <catch2/catch.hpp>

#include <filesystem>

#include <fmt/format.h>

#include "cli/run_brief.h"

using brief::test::quoted;
using brief::test::run_shell;

namespace {

// The completions bash offers for `words` with the cursor on the last word.
std::string complete(const std::vector<std::string>& words) {
  std::string array = quoted(brief::test::binary_path());
  for (const auto& w : words) array += fmt::format(" {}", quoted(w));
  const std::string script = "source " + quoted(brief::test::source_path("completions/brief.bash")) +
                             "; COMP_WORDS=(" + array + "); COMP_CWORD=" + std::to_string(words.size()) +
                             "; _brief; printf '%s\\n' \"${COMPREPLY[@]}\"";
  const auto r = run_shell("bash --norc --noprofile -c " + quoted(script));
  REQUIRE(r.exit_code == 0);
  return r.out;
}

}  // namespace

TEST_CASE("the completion registers for brief", "[cli][completion]") {
  const auto r = run_shell("bash --norc --noprofile -c " +
                           quoted("source " + quoted(brief::test::source_path("completions/brief.bash")) +
                                  " && complete -p brief"));
  CHECK(r.exit_code == 0);
  CHECK(r.out == "complete -F _brief brief\n");
}

TEST_CASE("brief re<TAB> completes render", "[cli][completion]") { CHECK(complete({"re"}) == "render\n"); }

TEST_CASE("commands, options and values complete", "[cli][completion]") {
  CHECK(complete({"di"}) == "diff\n");
  CHECK(complete({"--col"}) == "--color\n");
  CHECK(complete({"--color", "ne"}) == "never\n");
  CHECK(complete({"render", "--form"}) == "--format\n");
  CHECK(complete({"render", "--format", "m"}) == "markdown\nmd\n");  // md: markdown's short name
  CHECK(complete({"lint", "--format", "s"}) == "sarif\n");
  CHECK(complete({"lint", "--fail-on", "w"}) == "warning\n");
  CHECK(complete({"list", "--i"}) == "--ids\n");
  CHECK(complete({"schema", "pro"}) == "profile\n");
  CHECK(complete({"-v", "--profiles", "x", "sc"}) == "schema\n");  // options before the command
}

TEST_CASE("profile ids complete from the binary's catalog", "[cli][completion]") {
  CHECK(complete({"render", "glm53-"}).find("glm53-limechain-c8\n") != std::string::npos);
  CHECK(complete({"diff", "glm53-lime"}).find("glm53-limechain-c8\n") != std::string::npos);
}

TEST_CASE("rule codes complete from `brief rules`", "[cli][completion]") {
  const std::string codes = complete({"explain", "BM10"});
  CHECK(codes.find("BM101\n") != std::string::npos);
  CHECK(codes.find("render") == std::string::npos);
}

TEST_CASE("lint completes -j and its values, and folders with their slash", "[cli][completion]") {
  CHECK(complete({"lint", "--jo"}) == "--jobs\n");
  CHECK(complete({"lint", "-j", "0"}) == "0\n");
  brief::test::TempDir dir("completion-dirs");
  std::filesystem::create_directories(dir.path / "subfolder");
  const std::string prefix = (dir.path / "subf").string();
  // The folder comes back with its '/', so the next TAB continues inside it.
  CHECK(complete({"lint", prefix}) == (dir.path / "subfolder").string() + "/\n");
  CHECK(complete({"--profiles", prefix}) == (dir.path / "subfolder").string() + "/\n");
}
