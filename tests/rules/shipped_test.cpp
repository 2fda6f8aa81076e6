// The shipped catalog lints clean: no error and no warning (the one note is BR502, the
// do-not-blend target declared external, which this catalog cannot verify).
#include <catch2/catch.hpp>

#include "brief/lint.h"
#include "brief/rules.h"
#include "test_paths.h"

TEST_CASE("the shipped profiles and hardware lint clean", "[rules][shipped]") {
  const auto result = brief::lint_paths({brief::test::source_path("profiles")}, {});
  CHECK_FALSE(result.input_error);
  CHECK(result.files.size() >= 2);
  for (const auto& d : result.findings) {
    INFO(d.file << ":" << d.begin.line << ": " << d.code << " " << d.message);
    CHECK(d.severity == brief::Severity::note);
    CHECK(d.code == "BR502");
  }
}

TEST_CASE("the built-in catalog lints clean", "[rules][shipped]") {
  const auto result = brief::lint_paths({}, {});
  CHECK_FALSE(result.input_error);
  CHECK(result.files.size() >= 2);
  for (const auto& d : result.findings) CHECK(d.severity == brief::Severity::note);
}

TEST_CASE("a path that does not exist is an input error", "[rules][shipped]") {
  const auto result = brief::lint_paths({"no/such/profile.yaml"}, {});
  CHECK(result.input_error);
  REQUIRE(result.findings.size() == 1);
  CHECK(result.findings[0].code == "BY016");
  CHECK(result.findings[0].message == "path not found");
}
