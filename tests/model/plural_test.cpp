// One plural helper for every count in prose.
#include <catch2/catch.hpp>

#include "brief/plural.h"

TEST_CASE("count_of writes the noun the count needs", "[model][plural]") {
  CHECK(brief::count_of(1, "node") == "1 node");
  CHECK(brief::count_of(2, "node") == "2 nodes");
  CHECK(brief::count_of(0, "file") == "0 files");
  CHECK(brief::count_of(1, "accelerator") == "1 accelerator");
  CHECK(brief::count_of(3, "child", "children") == "3 children");
  CHECK(brief::count_of(1, "child", "children") == "1 child");
  CHECK(brief::noun_for(4, "slot") == "slots");
}
