// --help answers on every command, --version names the git revision, and the man page and
// the CLI reference mention every command that --help lists.
#include <catch2/catch.hpp>
#include <regex>

#include "cli/run_brief.h"

using brief::test::run_brief;

namespace {

// The subcommands `brief --help` lists.
std::vector<std::string> listed_commands() {
  const auto r = run_brief({"--help"});
  REQUIRE(r.exit_code == 0);
  const auto at = r.out.find("Subcommands:");
  REQUIRE(at != std::string::npos);
  std::vector<std::string> names;
  const std::regex line(R"(\n  ([a-z]+) )");
  const std::string tail = r.out.substr(at);
  for (std::sregex_iterator it(tail.begin(), tail.end(), line), end; it != end; ++it) names.push_back((*it)[1]);
  return names;
}

}  // namespace

TEST_CASE("the help lists the ecosystem commands", "[cli]") {
  const auto names = listed_commands();
  for (const char* name : {"render", "list", "diff", "new", "schema"})
    CHECK(std::find(names.begin(), names.end(), name) != names.end());
}

TEST_CASE("the man page and docs/cli.md mention every command --help lists", "[cli]") {
  const std::string man = brief::test::read_file(brief::test::source_path("docs/brief.1"));
  const std::string cli = brief::test::read_file(brief::test::source_path("docs/cli.md"));
  for (const auto& name : listed_commands()) {
    INFO(name);
    CHECK(man.find(".B " + name + "\n") != std::string::npos);  // its own paragraph in COMMANDS
    CHECK(cli.find("### `brief " + name) != std::string::npos);
  }
}

TEST_CASE("each ecosystem command's --help has examples and exits 0", "[cli]") {
  auto name = GENERATE(as<std::string>{}, "render", "list", "diff", "new", "schema");
  const auto r = run_brief({name, "--help"});
  INFO(name << "\n" << r.out);
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("Examples:\n  brief ") != std::string::npos);
  CHECK(r.err.empty());
}

TEST_CASE("the version flag names the version and the git revision", "[cli]") {
  const auto r = run_brief({"--version"});
  CHECK(r.exit_code == 0);
  CHECK(std::regex_search(r.out, std::regex(R"(^brief \d+\.\d+\.\d+ \(([0-9a-f]{7,40}|unknown)\)\n$)")));
}

TEST_CASE("a usage error exits 2 and writes nothing on stdout", "[cli]") {
  const auto r = run_brief({"list", "--format", "yaml"});
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("--format") != std::string::npos);
}
