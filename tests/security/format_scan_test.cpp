// declared_format: the first `format` key of a text, as a folder walk sorts files.
#include <catch2/catch.hpp>

#include "brief/load.h"

using brief::declared_format;

TEST_CASE("the first format key is found in block and flow style, at any column", "[security][walk][format]") {
  CHECK(declared_format("format: brief/v1\nid: x\n") == "brief/v1");
  CHECK(declared_format("# c\nid: x\nformat: \"brief-hardware/v1\"  # hw\n") == "brief-hardware/v1");
  CHECK(declared_format("{format: brief-hardware/v1, id: x}") == "brief-hardware/v1");
  CHECK(declared_format("{\"format\": 'brief/v1', \"id\": \"x\"}") == "brief/v1");
  CHECK(declared_format("  format: brief/v1\n") == "brief/v1");
  CHECK(declared_format("meta:\n  format: other\nformat: brief/v1\n") == "other");  // the first key counts
  CHECK(declared_format("- format: brief/v1\n") == "brief/v1");
}

TEST_CASE("format in a comment, a value or a longer key is not the format key", "[security][walk][format]") {
  CHECK_FALSE(declared_format("# format: brief/v1\nrepos: []\n"));
  CHECK_FALSE(declared_format("title: \"format: brief/v1\"\n"));
  CHECK_FALSE(declared_format("title: 'x' # format: brief/v1\n"));
  CHECK_FALSE(declared_format("formats: brief/v1\nmyformat: brief/v1\n"));
  CHECK_FALSE(declared_format("url: http://format:brief/v1\n"));
  CHECK_FALSE(declared_format(""));
  CHECK(brief::is_brief_format(declared_format("format: brief/v1")));
  // Another version of brief's format is brief's: a walk keeps it, and the loader reports it.
  CHECK(brief::is_brief_format(declared_format("format: brief/v2")));
  CHECK_FALSE(brief::is_brief_format(declared_format("format: briefing/v1")));
  CHECK_FALSE(brief::is_brief_format(declared_format("format: brief")));
  CHECK(brief::looks_like_hardware("{format: brief-hardware/v1}"));
}
