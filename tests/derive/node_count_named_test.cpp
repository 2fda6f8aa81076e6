// node_count_named: the node count a title names for its setup, and what is not one.
#include <catch2/catch.hpp>

#include "derive/claims.h"

using brief::derivation::node_count_named;

TEST_CASE("node_count_named: the counts a title writes for its setup", "[derive][claims]") {
  CHECK(node_count_named("GLM-5.3-Flash on 2 DGX Sparks") == 2);
  CHECK(node_count_named("A two-Spark TensorFold profile") == 2);
  CHECK(node_count_named("Qwen3 on a single node") == 1);
  CHECK(node_count_named("a dual-node recipe") == 2);
  CHECK(node_count_named("DeepSeek across a pair of Sparks") == 2);
  CHECK(node_count_named("GLM-5.3-Flash on a quad of DGX Sparks") == 4);  // a set word before "of"
  CHECK(node_count_named("A trio of Sparks, one per shard") == 3);
  CHECK(node_count_named("Kimi on 4 H200 servers") == 4);
  CHECK(node_count_named("Kimi on FOUR nodes") == 4);
}

TEST_CASE("node_count_named: other counts and comparisons name no setup", "[derive][claims]") {
  CHECK(node_count_named("GLM-5.3-Flash on DGX Spark") == 0);
  CHECK(node_count_named("8 GPUs per node") == 0);
  CHECK(node_count_named("memory verdict fixture, one node overflows") == 0);  // one of the nodes
  CHECK(node_count_named("one H100 with 8 cards in a node") == 0);
  CHECK(node_count_named("the 4-node recipe, run on 2 Sparks") == 0);  // two counts: a comparison
  CHECK(node_count_named("80 GB each, 2 nodes") == 2);
  CHECK(node_count_named("") == 0);
}
