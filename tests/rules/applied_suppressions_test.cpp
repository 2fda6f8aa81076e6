// Inline suppressions: applied with a reason; refused for honesty errors; findings of their own.
#include <catch2/catch.hpp>

#include "brief/rules.h"

using brief::Diagnostic;
using brief::Suppression;

namespace {

Diagnostic at(uint32_t line, std::string code, brief::Severity s = brief::Severity::error) {
  Diagnostic d;
  d.file = "a.yaml";
  d.begin = {line, 3};
  d.severity = s;
  d.code = std::move(code);
  return d;
}

Suppression ignore(std::string code, std::string reason, uint32_t line) {
  return Suppression{std::move(code), std::move(reason), brief::Loc{line, 10}, line};
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
