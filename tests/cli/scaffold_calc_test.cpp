// `brief new` writes the serving: and model: sections `brief calc` reads, every fact an
// explicit unknown, and the scaffold still fails lint (BC701) until its placeholders are
// filled in.
#include <catch2/catch.hpp>

#include <regex>

#include "cli/run_brief.h"

using brief::test::run_brief;
using brief::test::TempDir;

TEST_CASE("a scaffold has serving and model sections of explicit unknowns", "[cli][scaffold]") {
  TempDir dir("scaffold-calc");
  REQUIRE(run_brief({"new", "x-y"}, dir.str()).exit_code == 0);
  const std::string text = brief::test::read_file((dir.path / "x-y.yaml").string());
  CHECK(std::regex_search(text, std::regex("\nserving:\n  slots: \\{unknown: ")));
  CHECK(std::regex_search(text, std::regex("\n  context_per_request: \\{unknown: ")));
  CHECK(std::regex_search(text, std::regex("\nmodel:\n  from: source\n")));
  CHECK(std::regex_search(text, std::regex("\n  layers: \\{unknown: ")));

  // calc reads both sections: its inputs are named unknowns, not a missing section.
  // The scaffold has errors (its placeholders), so calc gives a verdict only when asked, marked.
  const auto gated = run_brief({"calc", "x-y.yaml"}, dir.str());
  CHECK(gated.exit_code == 1);
  CHECK(gated.out.find("Calculator verdict") == std::string::npos);
  const auto calc = run_brief({"calc", "x-y.yaml", "--allow-errors"}, dir.str());
  CHECK(calc.exit_code != 2);
  CHECK(calc.out.find("UNCHECKED: the profile has errors") == 0);
  CHECK(calc.out.find("\nCalculator verdict: unknown\n") != std::string::npos);
  CHECK(calc.out.find("context per request: unknown (profile serving.context_per_request)") != std::string::npos);
  CHECK(calc.err.find("no model") == std::string::npos);

  const auto lint = run_brief({"lint", "x-y.yaml"}, dir.str());
  CHECK(lint.exit_code == 1);
  CHECK(lint.out.find("error[BC701]: placeholder left: 'FILL IN: the source document") != std::string::npos);
  CHECK(lint.out.find("BS0") == std::string::npos);  // the new sections are well-formed
}
