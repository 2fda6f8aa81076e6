// `brief lint -f sarif` records how the run ended: one invocations entry whose exitCode is
// the process's exit code and whose executionSuccessful is false only when an input could
// not be used (exit 2); the same in a report written with --output sarif=FILE.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>

#include "cli/run_brief.h"

using brief::test::run_brief;
using brief::test::source_path;

namespace {

nlohmann::json invocation_of(const std::string& sarif) {
  const auto j = nlohmann::json::parse(sarif);
  REQUIRE(j["runs"][0]["invocations"].size() == 1);
  return j["runs"][0]["invocations"][0];
}

}  // namespace

TEST_CASE("lint's SARIF invocation carries the exit code of the run", "[cli][sarif]") {
  const auto bad = run_brief({"lint", "-f", "sarif", source_path("tests/rules/BM104/bad.yaml")});
  REQUIRE(bad.exit_code == 1);
  CHECK(invocation_of(bad.out) == nlohmann::json::parse(R"({"executionSuccessful": true, "exitCode": 1})"));

  const auto good = run_brief({"lint", "-f", "sarif", source_path("tests/rules/base.yaml")});
  REQUIRE(good.exit_code == 0);
  CHECK(invocation_of(good.out) == nlohmann::json::parse(R"({"executionSuccessful": true, "exitCode": 0})"));

  // --exit-zero: findings reported, the run exits 0, and the invocation says so.
  const auto zero = run_brief({"lint", "-f", "sarif", "--exit-zero", source_path("tests/rules/BM104/bad.yaml")});
  REQUIRE(zero.exit_code == 0);
  CHECK(invocation_of(zero.out)["exitCode"] == 0);

  brief::test::TempDir dir("sarif-invocation");
  std::ofstream(dir.path / "broken.yaml") << "format: brief/v1\nid: [unclosed\n";
  const auto broken = run_brief({"lint", "-f", "human", "--output", "sarif=out.sarif", "broken.yaml"}, dir.str());
  REQUIRE(broken.exit_code == 2);
  CHECK(invocation_of(brief::test::read_file((dir.path / "out.sarif").string())) ==
        nlohmann::json::parse(R"({"executionSuccessful": false, "exitCode": 2})"));
}

TEST_CASE("lint's SARIF names where to learn about brief", "[cli][sarif]") {
  const auto r = run_brief({"lint", "-f", "sarif", source_path("tests/rules/base.yaml")});
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["runs"][0]["tool"]["driver"]["informationUri"].get<std::string>().starts_with("https://"));
}
