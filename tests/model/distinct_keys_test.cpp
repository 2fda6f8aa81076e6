// DistinctKeys counts each key once, across the merges of its unsorted tail.
#include <catch2/catch.hpp>

#include <cstdint>
#include <set>
#include <utility>

#include "brief/distinct_keys.h"

TEST_CASE("distinct keys: repeats are counted once before and after a merge", "[model][distinct-keys]") {
  brief::DistinctKeys<std::uint64_t> keys;
  std::set<std::uint64_t> reference;
  // A pseudo-random walk with many repeats, long enough for several merges of the tail.
  std::uint64_t x = 12345;
  for (int i = 0; i < 5000; ++i) {
    x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    const std::uint64_t key = (x >> 33) % 1500;
    keys.insert(key);
    reference.insert(key);
    REQUIRE(keys.size() == reference.size());
  }
  for (std::uint64_t k = 0; k < 1600; ++k) CHECK(keys.contains(k) == (reference.count(k) == 1));
}

TEST_CASE("distinct keys: pairs, as the inputs of a run are kept", "[model][distinct-keys]") {
  brief::DistinctKeys<std::pair<unsigned long long, unsigned long long>> inputs;
  inputs.insert({1, 2});
  inputs.insert({1, 2});
  inputs.insert({2, 1});
  CHECK(inputs.size() == 2);
  CHECK(inputs.contains({2, 1}));
  CHECK_FALSE(inputs.contains({1, 1}));
}
