// Properties of the memory verdict: exact sums, unknown absorbs, not present is not zero,
// overlapping rows are never counted twice, and pools are never added across nodes.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "brief/brief.h"
#include "derive/memory_verdict.h"
#include "derive/profile_builder.h"

using namespace brief;
using brief::test::GiB;
using brief::test::profile_with;
using brief::test::row;
using brief::test::unified_hardware;

namespace {

Component weights_row(uint64_t per_rank) {
  return row("weights", ComponentRole::main_weights, Sharding::split_across_ranks, Bytes::known(per_rank),
              Bytes::unknown());
}

Component resident_row(std::string id, Bytes resident) {
  return row(std::move(id), ComponentRole::runtime, Sharding::replicated, Bytes::unknown(), std::move(resident));
}

const PoolTerm* term_of(const PoolEquation& eq, const std::string& id) {
  for (const auto& t : eq.terms)
    if (t.component->id.value == id) return &t;
  return nullptr;
}

}  // namespace

TEST_CASE("a single node's total is the exact sum of its counted rows, in any order", "[derive][memory]") {
  const auto values = GENERATE(table<uint64_t, uint64_t, uint64_t>({
      {1, 2, 3},
      {0, 7 * GiB, 13},
      {GiB - 1, GiB + 1, 999'999'999'999},
      {uint64_t{1} << 62, uint64_t{1} << 61, 12345},
  }));
  std::vector<uint64_t> order{std::get<0>(values), std::get<1>(values), std::get<2>(values)};
  const uint64_t weights = 5;
  const uint64_t expected = weights + order[0] + order[1] + order[2];
  std::sort(order.begin(), order.end());
  do {
    std::vector<Component> rows{weights_row(weights)};
    for (size_t i = 0; i < order.size(); ++i) rows.push_back(resident_row(fmt::format("r{}", i), Bytes::known(order[i])));
    const Profile p = profile_with(1, 1, rows);
    const Hardware hw = unified_hardware(UINT64_MAX);
    const MemoryVerdict v = derivation::memory_verdict(p, &hw);
    REQUIRE(v.pools.size() == 1);
    CHECK(v.pools[0].total == Bytes::known(expected));
    CHECK(v.pools[0].lower_bound == Bytes::known(expected));
    CHECK(v.kind == VerdictKind::fits);
    CHECK(*v.pools[0].headroom == Bytes::known(UINT64_MAX - expected));
  } while (std::next_permutation(order.begin(), order.end()));
}

TEST_CASE("one unknown counted row makes the total unknown and keeps the others as a lower bound",
          "[derive][memory]") {
  const size_t unknown_index = GENERATE(0, 1, 2);
  std::vector<Component> rows{weights_row(10)};
  uint64_t known_sum = 10;
  for (size_t i = 0; i < 3; ++i) {
    const uint64_t n = 100 * (i + 1);
    rows.push_back(resident_row(fmt::format("r{}", i), i == unknown_index ? Bytes::unknown() : Bytes::known(n)));
    if (i != unknown_index) known_sum += n;
  }
  const Hardware hw = unified_hardware(1'000'000);
  const MemoryVerdict v = derivation::memory_verdict(profile_with(1, 1, rows), &hw);
  REQUIRE(v.pools.size() == 1);
  CHECK(v.pools[0].total.is_unknown());
  CHECK(v.pools[0].lower_bound == Bytes::known(known_sum));
  CHECK(v.pools[0].unknown_rows == std::vector<std::string>{fmt::format("r{}", unknown_index)});
  CHECK_FALSE(v.pools[0].headroom.has_value());
  // Far below the capacity, and still no fit: an unknown row is never a zero row.
  CHECK(v.kind == VerdictKind::unknown);
  REQUIRE(v.missing_facts.size() == 1);
  CHECK(v.missing_facts[0].id == fmt::format("missing-r{}", unknown_index));
}

TEST_CASE("a not-present row is excluded, not counted as zero", "[derive][memory]") {
  const Profile p = profile_with(1, 1, {weights_row(10), row("engram", ComponentRole::not_present),
                                        resident_row("kv", Bytes::known(5))});
  const Hardware hw = unified_hardware(100);
  const MemoryVerdict v = derivation::memory_verdict(p, &hw);
  const PoolTerm* engram = term_of(v.pools.at(0), "engram");
  REQUIRE(engram != nullptr);
  CHECK_FALSE(engram->in_total);
  CHECK(engram->bytes.is_not_present());
  CHECK(engram->why == "not present");
  CHECK(format_bytes(engram->bytes) == "not present");
  CHECK(v.pools[0].total == Bytes::known(15));
  CHECK(v.kind == VerdictKind::fits);
}

TEST_CASE("subcomponents overlap the main weights and are never counted twice", "[derive][memory]") {
  const uint64_t part = GENERATE(uint64_t{1}, uint64_t{50}, uint64_t{60});
  const Profile p = profile_with(1, 1, {weights_row(60), row("experts", ComponentRole::subcomponent,
                                                              Sharding::replicated, Bytes::unknown(),
                                                              Bytes::known(part), "weights")});
  const Hardware hw = unified_hardware(100);
  const MemoryVerdict v = derivation::memory_verdict(p, &hw);
  const PoolTerm* experts = term_of(v.pools.at(0), "experts");
  REQUIRE(experts != nullptr);
  CHECK_FALSE(experts->in_total);
  CHECK(experts->why == "overlaps weights");
  CHECK(v.pools[0].total == Bytes::known(60));
  CHECK(v.kind == VerdictKind::fits);
}

TEST_CASE("a known subcomponent bounds an unknown main-weight row from below", "[derive][memory]") {
  const Profile p = profile_with(
      1, 1, {row("weights", ComponentRole::main_weights, Sharding::replicated),
             row("experts", ComponentRole::subcomponent, Sharding::replicated, Bytes::unknown(), Bytes::known(150),
                  "weights")});
  const Hardware hw = unified_hardware(100);
  const MemoryVerdict v = derivation::memory_verdict(p, &hw);
  CHECK(v.pools.at(0).total.is_unknown());
  CHECK(v.pools[0].lower_bound == Bytes::known(150));
  CHECK(v.kind == VerdictKind::does_not_fit);
}

TEST_CASE("a known main-weight row below its own known part is bounded by the part, never fits", "[derive][memory]") {
  // Issue 20 item 7: knowing the main row (18) must not weaken the verdict that its part (125)
  // gives alone: the part is the lower bound, the total is unknown, and the reasons say why.
  const uint64_t capacity = GENERATE(uint64_t{100}, uint64_t{1'000});
  const Profile p = profile_with(1, 1, {weights_row(18), row("experts", ComponentRole::subcomponent,
                                                              Sharding::replicated, Bytes::unknown(),
                                                              Bytes::known(125), "weights")});
  const Hardware hw = unified_hardware(capacity);
  const MemoryVerdict v = derivation::memory_verdict(p, &hw);
  CHECK(v.pools.at(0).total.is_unknown());
  CHECK(v.pools[0].lower_bound == Bytes::known(125));
  CHECK(v.kind == (capacity < 125 ? VerdictKind::does_not_fit : VerdictKind::unknown));
  CHECK(std::any_of(v.reasons.begin(), v.reasons.end(),
                    [](const Caveat& c) { return c.id == "part-above-whole-experts"; }));
}

TEST_CASE("a row whose access says memory, kept out of the pools by its role or residence, never fits",
          "[derive][memory]") {
  Component state = row("state", ComponentRole::not_present);
  state.access = brief::test::written(Access::recurrent_state);
  const Profile p = profile_with(1, 1, {weights_row(10), state});
  const Hardware hw = unified_hardware(1'000);
  const MemoryVerdict v = derivation::memory_verdict(p, &hw);
  CHECK(v.pools.at(0).total == Bytes::known(10));
  CHECK(v.kind == VerdictKind::unknown);
  CHECK(std::any_of(v.reasons.begin(), v.reasons.end(),
                    [](const Caveat& c) { return c.id == "access-contradicted-state"; }));
}

TEST_CASE("nodes are separate equations, capacity is never added across nodes", "[derive][memory]") {
  const int64_t nodes = GENERATE(2, 3, 4);
  // A rank-0 row of 70 on pools of 60: every total capacity from 120 up would "fit" it.
  const Profile p = profile_with(nodes, nodes,
                                 {weights_row(10), row("drafter", ComponentRole::separate_resident, Sharding::rank0,
                                                        Bytes::unknown(), Bytes::known(70))});
  const Hardware hw = unified_hardware(60);
  const MemoryVerdict v = derivation::memory_verdict(p, &hw);
  REQUIRE(v.pools.size() == static_cast<size_t>(nodes));
  for (size_t i = 0; i < v.pools.size(); ++i) {
    CHECK(v.pools[i].node == static_cast<int>(i + 1));
    CHECK(v.pools[i].usable == Bytes::known(60));
  }
  CHECK(v.pools[0].total == Bytes::known(80));
  for (size_t i = 1; i < v.pools.size(); ++i) {
    CHECK(v.pools[i].total == Bytes::known(10));
    CHECK(*v.pools[i].headroom == Bytes::known(50));
    CHECK_FALSE(term_of(v.pools[i], "drafter")->in_total);
  }
  CHECK(v.kind == VerdictKind::does_not_fit);
}

TEST_CASE("a row's share of a node follows its sharding", "[derive][memory]") {
  const Hardware hw = unified_hardware(1000);
  SECTION("split across ranks: per-rank bytes times the node's ranks") {
    const int64_t tp = GENERATE(2, 4);
    const MemoryVerdict v = derivation::memory_verdict(profile_with(2, tp, {weights_row(7)}), &hw);
    REQUIRE(v.pools.size() == 2);
    for (const auto& eq : v.pools) CHECK(eq.total == Bytes::known(7 * static_cast<uint64_t>(tp / 2)));
  }
  SECTION("split across ranks with only the resident total: the share is unknown") {
    const MemoryVerdict v = derivation::memory_verdict(
        profile_with(2, 2, {row("weights", ComponentRole::main_weights, Sharding::split_across_ranks,
                                 Bytes::unknown(), Bytes::known(14))}),
        &hw);
    for (const auto& eq : v.pools) CHECK(eq.total.is_unknown());
    CHECK(v.kind == VerdictKind::unknown);
  }
  SECTION("unknown sharding over several nodes: on every node, bytes unknown") {
    const MemoryVerdict v = derivation::memory_verdict(
        profile_with(2, 2, {weights_row(7), row("kv", ComponentRole::runtime, Sharding::unknown, Bytes::known(3),
                                                 Bytes::known(6))}),
        &hw);
    for (const auto& eq : v.pools) {
      CHECK(eq.unknown_rows == std::vector<std::string>{"kv"});
      CHECK(eq.lower_bound == Bytes::known(7));
    }
  }
  SECTION("one node holds the whole row whatever its sharding") {
    const MemoryVerdict v = derivation::memory_verdict(
        profile_with(1, 2, {weights_row(7), row("kv", ComponentRole::runtime, Sharding::unknown, Bytes::unknown(),
                                                 Bytes::known(6))}),
        &hw);
    CHECK(v.pools.at(0).total == Bytes::known(20));
  }
}

TEST_CASE("the memory-fit claim is supported only by a fits verdict", "[derive][memory]") {
  const bool known_kv = GENERATE(true, false);
  Profile p = profile_with(1, 1, {weights_row(10), resident_row("kv", known_kv ? Bytes::known(5) : Bytes::unknown())});
  p.claims.memory_fit = brief::test::written(true);
  const Hardware hw = unified_hardware(100);
  const MemoryVerdict v = derivation::memory_verdict(p, &hw);
  CHECK(v.claim_supported == known_kv);
  CHECK((v.kind == VerdictKind::fits) == known_kv);
}

TEST_CASE("without hardware or main weights there is no fit", "[derive][memory]") {
  const Profile p = profile_with(1, 1, {weights_row(10)});
  const MemoryVerdict no_hardware = derivation::memory_verdict(p, nullptr);
  CHECK(no_hardware.kind == VerdictKind::unknown);
  CHECK(no_hardware.pools.empty());
  CHECK(no_hardware.missing_facts.at(0).id == "missing-hardware");

  const Hardware hw = unified_hardware(100);
  const MemoryVerdict no_weights = derivation::memory_verdict(profile_with(1, 1, {resident_row("kv", Bytes::known(1))}), &hw);
  CHECK(no_weights.kind == VerdictKind::unknown);
}

TEST_CASE("a sum past 2^64 bytes throws instead of wrapping", "[derive][memory]") {
  const Profile p = profile_with(1, 1, {weights_row(uint64_t{1} << 63), resident_row("kv", Bytes::known(uint64_t{1} << 63))});
  const Hardware hw = unified_hardware(100);
  CHECK_THROWS_AS(derivation::memory_verdict(p, &hw), ByteOverflow);
}

TEST_CASE("an approximate capacity makes the headroom approximate and says so", "[derive][memory]") {
  Hardware hw = unified_hardware(100);
  hw.pools[0].usable = brief::test::written(Bytes::known(100, true, "about 100 B"));
  const MemoryVerdict v = derivation::memory_verdict(profile_with(1, 1, {weights_row(40)}), &hw);
  CHECK(v.kind == VerdictKind::fits);
  REQUIRE(v.pools.at(0).headroom.has_value());
  CHECK(v.pools[0].headroom->value() == 60);
  CHECK(v.pools[0].headroom->approximate());
  CHECK(v.reasons.back().id == "capacity-approximate");
}

TEST_CASE("a usable capacity that is unknown falls back to the nominal one, and says so", "[derive][memory]") {
  Hardware hw = unified_hardware(100);
  hw.pools[0].usable = brief::test::written(Bytes::unknown());
  hw.pools[0].nominal_source = brief::test::words("the vendor sheet");
  const MemoryVerdict v = derivation::memory_verdict(profile_with(1, 1, {weights_row(40)}), &hw);
  CHECK(v.pools.at(0).usable == Bytes::known(100));
  CHECK(v.pools[0].capacity_source == "usable capacity unknown; nominal capacity used: the vendor sheet");

  hw.pools[0].nominal = brief::test::written(Bytes::unknown());
  const MemoryVerdict none = derivation::memory_verdict(profile_with(1, 1, {weights_row(40)}), &hw);
  CHECK(none.kind == VerdictKind::unknown);
  CHECK(none.missing_facts.at(0).id == "missing-capacity-uma");
}

TEST_CASE("hardware without pools gives no verdict", "[derive][memory]") {
  Hardware hw = unified_hardware(100);
  hw.pools.clear();
  const MemoryVerdict v = derivation::memory_verdict(profile_with(2, 2, {weights_row(40)}), &hw);
  CHECK(v.kind == VerdictKind::unknown);
  CHECK(v.pools.empty());
  CHECK(v.reasons.at(0).id == "hardware-no-pools");
  CHECK(v.missing_facts.at(0).id == "missing-pools");
}
