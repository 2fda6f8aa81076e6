// BH607 reads the node count of the readiness gate (the hardware the kit requires) against
// hardware.nodes, as it reads the title, subtitle and summary.
#include <catch2/catch.hpp>

#include <fstream>

#include "cli/run_brief.h"

using brief::test::read_file;
using brief::test::run_brief;
using brief::test::source_path;

namespace {

std::string profile_with_gate(const brief::test::TempDir& dir, const std::string& count) {
  std::string text = read_file(source_path("profiles/glm53-limechain-c8.yaml"));
  const std::string from = "The README requires two cabled Sparks";
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), "The README requires " + count + " cabled Sparks");
  const auto path = (dir.path / "gate.yaml").string();
  std::ofstream(path) << text;
  return path;
}

}  // namespace

TEST_CASE("the readiness gate's node count must be hardware.nodes", "[cli][bh607]") {
  brief::test::TempDir dir("gate-nodes");
  const auto bad = run_brief({"lint", "--no-config", profile_with_gate(dir, "four")});
  CHECK(bad.exit_code == 1);
  CHECK(bad.out.find("error[BH607]: the readiness gate names 4 nodes, but hardware.nodes is 2") != std::string::npos);
  const auto good = run_brief({"lint", "--no-config", profile_with_gate(dir, "two")});
  CHECK(good.exit_code == 0);
  CHECK(good.out.find("BH607") == std::string::npos);
}
