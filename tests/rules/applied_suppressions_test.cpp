// Inline suppressions: applied with a reason; refused for honesty errors; findings of their own.
#include <catch2/catch.hpp>

#include "brief/rules.h"

using brief::Diagnostic;
using brief::Suppression;

namespace {

Diagnostic read_in_prose(uint32_t line, std::string code) {
  Diagnostic d;
  d.file = "a.yaml";
  d.begin = {line, 3};
  d.code = std::move(code);
  d.message = "'fits' claims a memory fit";
  d.from_prose = true;
  d.claim = "It fits.";
  return d;
}

Diagnostic at(uint32_t line, std::string code, brief::Severity s = brief::Severity::error) {
  Diagnostic d;
  d.file = "a.yaml";
  d.begin = {line, 3};
  d.severity = s;
  d.code = std::move(code);
  return d;
}

Suppression ignore(std::string code, std::string reason, uint32_t line) {
  return Suppression{std::move(code), std::move(reason), brief::Loc{line, 10}, line, line};
}

std::vector<std::string> codes(const std::vector<Diagnostic>& ds) {
  std::vector<std::string> out;
  for (const auto& d : ds) out.push_back(d.code);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("suppressions", "[rules][suppressions]") {
  using V = std::vector<std::string>;
  SECTION("a reasoned suppression removes the finding of its code on its line") {
    CHECK(codes(brief::apply_suppressions({at(4, "BP301"), at(5, "BP301")}, {ignore("BP301", "short hash only", 4)}, "a.yaml")) ==
          V{"BP301"});
  }
  SECTION("without a reason it is not applied and is reported") {
    CHECK(codes(brief::apply_suppressions({at(4, "BP301")}, {ignore("BP301", " ", 4)}, "a.yaml")) == V{"BP301", "BX901"});
  }
  SECTION("honesty errors stay, and the attempt is reported") {
    CHECK(codes(brief::apply_suppressions({at(4, "BM103")}, {ignore("BM103", "we tested it", 4)}, "a.yaml")) ==
          V{"BM103", "BX903"});
  }
  SECTION("a scaffold placeholder stays: a scaffold never passes CI") {
    CHECK(codes(brief::apply_suppressions({at(4, "BC701")}, {ignore("BC701", "later", 4)}, "a.yaml")) ==
          V{"BC701", "BX903"});
  }
  SECTION("a warning of an honesty family can be suppressed") {
    CHECK(codes(brief::apply_suppressions({at(4, "BL202", brief::Severity::warning)}, {ignore("BL202", "as published", 4)},
                                          "a.yaml")) == V{});
  }
  SECTION("a suppression matching nothing is reported") {
    CHECK(codes(brief::apply_suppressions({at(4, "BP301")}, {ignore("BP301", "why", 5)}, "a.yaml")) == V{"BP301", "BX902"});
  }
  SECTION("an unknown code is reported") {
    CHECK(codes(brief::apply_suppressions({}, {ignore("BP31", "why", 5)}, "a.yaml")) == V{"BX904"});
  }
}

TEST_CASE("a finding read from prose is disputed, never dropped", "[rules][suppressions]") {
  using V = std::vector<std::string>;
  SECTION("a reasoned suppression keeps it as a note carrying the author's reason") {
    const auto out = brief::apply_suppressions({read_in_prose(4, "BM103")}, {ignore("BM103", "measured on both nodes", 4)},
                                               "a.yaml");
    REQUIRE(out.size() == 1);
    CHECK(out[0].code == "BM103");
    CHECK(out[0].severity == brief::Severity::note);
    CHECK(out[0].disputed == "measured on both nodes");
    CHECK(brief::dispute_phrase(out[0]) == "The author disputes BM103: measured on both nodes");
  }
  SECTION("a suppressible rule's prose finding is disputed too, not dropped") {
    const auto out = brief::apply_suppressions({read_in_prose(4, "BP306")}, {ignore("BP306", "the tag is pinned", 4)}, "a.yaml");
    REQUIRE(out.size() == 1);
    CHECK(out[0].is_disputed());
  }
  SECTION("without a reason it stays an error, and BX901 says so") {
    const auto out = brief::apply_suppressions({read_in_prose(4, "BM103")}, {ignore("BM103", "", 4)}, "a.yaml");
    CHECK(codes(out) == V{"BM103", "BX901"});
    for (const auto& d : out)
      if (d.code == "BM103") CHECK((d.severity == brief::Severity::error && !d.is_disputed()));
  }
  SECTION("a structural finding of the same rule stays, with BX903") {
    const auto out = brief::apply_suppressions({at(4, "BM103")}, {ignore("BM103", "measured", 4)}, "a.yaml");
    CHECK(codes(out) == V{"BM103", "BX903"});
  }
  SECTION("a suppression on a block scalar's key line covers the block's lines") {
    brief::Suppression s = ignore("BM103", "measured", 4);
    s.applies_through_line = 7;
    CHECK(brief::apply_suppressions({read_in_prose(6, "BM103")}, {s}, "a.yaml").at(0).is_disputed());
    CHECK(codes(brief::apply_suppressions({read_in_prose(8, "BM103")}, {s}, "a.yaml")) == V{"BM103", "BX902"});
  }
}
