// The `# expect:` marker parser that the rule fixtures and the honesty corpus share.
#include <catch2/catch.hpp>

#include "support/expect_markers.h"

using brief::test::ExpectMarker;
using brief::test::finding_meets;
using brief::test::parse_expect_markers;

namespace {

brief::Diagnostic finding(const std::string& code, uint32_t begin, uint32_t end = 0) {
  brief::Diagnostic d;
  d.code = code;
  d.begin.line = begin;
  d.end.line = end;
  return d;
}

}  // namespace

TEST_CASE("a trailing marker applies to its own line", "[support][markers]") {
  const auto m = parse_expect_markers("a: 1\nb: 2  # expect: memory\nc: 3\n");
  REQUIRE(m.size() == 1);
  CHECK(m[0].what == "memory");
  CHECK(m[0].line == 2);
}

TEST_CASE("a marker alone on its line applies to the next content line", "[support][markers]") {
  const auto m = parse_expect_markers("a: 1\n  # expect: BM101\n\n  # another comment\n  - x\n");
  REQUIRE(m.size() == 1);
  CHECK(m[0].what == "BM101");
  CHECK(m[0].line == 5);
}

TEST_CASE("stacked markers all apply to the line below them", "[support][markers]") {
  const auto m = parse_expect_markers("# expect: BX903\n# expect: BM103\nmemory_fit: true\n");
  REQUIRE(m.size() == 2);
  CHECK(m[0].line == 3);
  CHECK(m[1].line == 3);
  CHECK(m[1].what == "BM103");
}

TEST_CASE("a marker after a comment applies to that comment's line", "[support][markers]") {
  const auto m = parse_expect_markers("a: 1\n# a bad byte here  # expect: BY002");
  REQUIRE(m.size() == 1);
  CHECK(m[0].line == 2);
}

TEST_CASE("a marker with no content line after it applies to no line", "[support][markers]") {
  const auto m = parse_expect_markers("a: 1\n# expect: BM101\n");
  REQUIRE(m.size() == 1);
  CHECK(m[0].line == 0);
}

TEST_CASE("other comments are no markers", "[support][markers]") {
  CHECK(parse_expect_markers("# lie: a fit in the summary\n# expected nothing\na: 1\n").empty());
}

TEST_CASE("a code marker needs that code, a family marker a rule of that family", "[support][markers]") {
  const ExpectMarker by_code{"BM101", 4};
  const ExpectMarker by_family{"memory", 4};
  CHECK(brief::test::is_rule_code("BM101"));
  CHECK_FALSE(brief::test::is_rule_code("memory"));
  CHECK(finding_meets(finding("BM101", 4), by_code));
  CHECK_FALSE(finding_meets(finding("BM102", 4), by_code));
  CHECK(finding_meets(finding("BM102", 4), by_family));
  CHECK_FALSE(finding_meets(finding("BL204", 4), by_family));
}

TEST_CASE("a finding meets a marker only when its lines cover the marked line", "[support][markers]") {
  const ExpectMarker m{"BM101", 5};
  CHECK(finding_meets(finding("BM101", 5), m));
  CHECK(finding_meets(finding("BM101", 3, 6), m));   // a block scalar from line 3 to 6
  CHECK_FALSE(finding_meets(finding("BM101", 6, 8), m));
  CHECK_FALSE(finding_meets(finding("BM101", 3, 4), m));
  CHECK_FALSE(finding_meets(finding("BM101", 0), m));  // the whole file is no line
  CHECK_FALSE(finding_meets(finding("BM101", 5), ExpectMarker{"BM101", 0}));
}
