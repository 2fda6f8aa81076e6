// Usage errors say one thing one way (issue 22): a number that breaks the decimal rule gets
// one message whatever is wrong with it, the one docs/cli.md quotes; a bad id for `brief new`
// is a usage error naming the grammar and a valid id to try.
#include <catch2/catch.hpp>

#include <string>

#include "brief/id_grammar.h"
#include "cli/decimal_option.h"
#include "cli/run_brief.h"
#include "test_paths.h"

using brief::test::run_brief;

TEST_CASE("usage: every broken number gets the one decimal message, the one docs/cli.md quotes", "[cli][usage]") {
  const std::string zero = brief::cli::whole_number_problem("0", 1, 4096);
  for (const char* bad : {"0x4", "010", "+5", "1e3", "4097", ""}) {
    const std::string problem = brief::cli::whole_number_problem(bad, 1, 4096);
    INFO(bad << ": " << problem);
    CHECK(problem == fmt::format("must be a whole number from 1 to 4096, written in decimal (digits only: no sign, 0x, "
                                 "leading zero, exponent or unit); got '{}'",
                                 bad));
  }
  CHECK(zero.find("(digits only:") != std::string::npos);  // out of range reads as the rest do
  CHECK(brief::cli::whole_number_problem("4096", 1, 4096).empty());
  // The quote in docs/cli.md is the program's own words.
  const std::string doc = brief::test::read_file(brief::test::source_path("docs/cli.md"));
  CHECK(doc.find("`--tp: " + brief::cli::whole_number_problem("0x4", 1, 4096) + "`") != std::string::npos);
  const auto r = run_brief({"calc", "glm53-limechain-c8", "--tp", "0x4"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("--tp: " + brief::cli::whole_number_problem("0x4", 1, 4096)) != std::string::npos);
}

TEST_CASE("usage: brief new with a bad id is a usage error naming the grammar and a valid id", "[cli][usage]") {
  const auto r = run_brief({"new", "Bad_ID", "-o", "-"});
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find(std::string(brief::kCatalogIdGrammar)) != std::string::npos);
  CHECK(r.err.find("try 'bad_id'") != std::string::npos);
  CHECK(r.err.find("error[BY000]") == std::string::npos);  // not a lint report on a file
  CHECK(r.err.find("files checked") == std::string::npos);
  CHECK(brief::suggested_catalog_id("My Model!") == "my-model");
  CHECK(brief::suggested_catalog_id("__") == "my-profile");
  CHECK(brief::is_catalog_id_text(brief::suggested_catalog_id("-A..b c")));
}
