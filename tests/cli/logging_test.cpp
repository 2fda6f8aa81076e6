// -v and -q change what goes to stderr, never what goes to stdout.
#include <catch2/catch.hpp>

#include "cli/logging.h"
#include "cli/run_brief.h"

using brief::test::run_brief;

TEST_CASE("verbosity maps to spdlog levels", "[cli][logging]") {
  using spdlog::level::level_enum;
  CHECK(brief::cli::log_level_for(-3) == level_enum::off);
  CHECK(brief::cli::log_level_for(-2) == level_enum::off);
  CHECK(brief::cli::log_level_for(-1) == level_enum::err);
  CHECK(brief::cli::log_level_for(0) == level_enum::warn);
  CHECK(brief::cli::log_level_for(1) == level_enum::info);
  CHECK(brief::cli::log_level_for(2) == level_enum::debug);
  CHECK(brief::cli::log_level_for(5) == level_enum::trace);
}

TEST_CASE("verbose logs go to stderr and leaves stdout byte for byte the same", "[cli][logging]") {
  const auto plain = run_brief({"list", "--format", "json"});
  const auto verbose = run_brief({"-v", "-v", "list", "--format", "json"});
  const auto after = run_brief({"list", "--format", "json", "-v"});
  REQUIRE(plain.exit_code == 0);
  CHECK(verbose.exit_code == 0);
  CHECK(verbose.out == plain.out);
  CHECK(after.out == plain.out);
  CHECK(plain.err.empty());
  CHECK(verbose.err.find("brief: info: loading glm53-limechain-c8") != std::string::npos);
  CHECK(after.err.find("brief: info: loading glm53-limechain-c8") != std::string::npos);
}

TEST_CASE("quiet twice silences the warning of a broken catalog row", "[cli][logging]") {
  brief::test::TempDir dir("logging");
  std::ofstream(dir.path / "broken.yaml") << "format: brief/v1\nid: [\n";
  const auto normal = run_brief({"--profiles", dir.str(), "list"});
  const auto quiet = run_brief({"--profiles", dir.str(), "-q", "-q", "list"});
  CHECK(normal.err.find("brief: warning: broken:") != std::string::npos);
  CHECK(quiet.err.empty());
  CHECK(quiet.out == normal.out);
}
