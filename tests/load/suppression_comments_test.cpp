#include <catch2/catch.hpp>

#include "brief/load.h"
#include "load/loaded_document.h"

using brief::load::scan_suppressions;

TEST_CASE("suppression comments cover their own line or the next content line", "[load]") {
  const auto s = scan_suppressions(
      "id: x  # brief: ignore[BR101] the source printed no bytes\n"  // 1
      "# brief: ignore[BR202]\n"                                       // 2
      "\n"                                                             // 3
      "# an ordinary comment\n"                                        // 4
      "title: t\n"                                                     // 5
      "note: \"a#brief: ignore[BR1] not a comment\"\n"                 // 6
      "  # brief: ignore[BR3, BR4]   two codes  \n"                    // 7
      "last: 1\n");                                                    // 8
  REQUIRE(s.size() == 4);
  CHECK(s[0].code == "BR101");
  CHECK(s[0].reason == "the source printed no bytes");
  CHECK(s[0].loc == brief::Loc{1, 8});
  CHECK(s[0].applies_to_line == 1);
  CHECK(s[1].code == "BR202");
  CHECK(s[1].reason.empty());
  CHECK(s[1].applies_to_line == 5);
  CHECK(s[2].code == "BR3");
  CHECK(s[3].code == "BR4");
  CHECK(s[3].reason == "two codes");
  CHECK(s[3].applies_to_line == 8);
}

TEST_CASE("a suppression on a line that opens a block scalar covers the whole block", "[load]") {
  const auto s = scan_suppressions(
      "# brief: ignore[BM103] measured on both nodes\n"  // 1
      "summary: >-\n"                                    // 2
      "  It fits\n"                                      // 3
      "\n"                                               // 4
      "  comfortably.\n"                                 // 5
      "notes: |  # brief: ignore[BV801] our own rerun\n" // 6
      "  - one\n"                                        // 7
      "title: plain  # brief: ignore[BM101] why\n"       // 8
      "list:\n"                                          // 9
      "  # brief: ignore[BL208] why\n"                   // 10
      "  - >+2\n"                                        // 11
      "      deep\n"                                     // 12
      "  - next\n");                                     // 13
  REQUIRE(s.size() == 4);
  CHECK(s[0].applies_to_line == 2);
  CHECK(s[0].applies_through_line == 5);
  CHECK(s[1].applies_to_line == 6);
  CHECK(s[1].applies_through_line == 7);
  CHECK(s[2].applies_to_line == 8);
  CHECK(s[2].applies_through_line == 8);  // a plain scalar: its own line only
  CHECK(s[3].applies_to_line == 11);
  CHECK(s[3].applies_through_line == 12);
}

TEST_CASE("load_profile collects the suppressions of the file", "[load]") {
  const std::string text =
      "format: brief/v1\nid: p\ntitle: t\nhardware: {id: h, nodes: 1}\n"
      "components:\n  - id: c\n    name: C\n    role: runtime\n"
      "    resident: unknown  # brief: ignore[BR101] not published\n"
      "licenses: []\n"
      "claims: {commercial_recommendation: false, memory_fit: false, deployment_done: false, runtime_claimed: false}\n";
  const brief::Profile p = brief::load_profile(text, "x.yaml");
  REQUIRE(p.suppressions.size() == 1);
  CHECK(p.suppressions[0].applies_to_line == 9);
  CHECK(p.suppressions[0].reason == "not published");
}
