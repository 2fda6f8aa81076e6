// A gpu pool is one accelerator's memory (docs/profile-format.md, "Hardware keys"), so the
// sourced memory verdict checks what the fullest accelerator holds, never a node's ranks
// added into one accelerator's capacity: 8 ranks of 20 GB on 8 x 141 GB GPUs fit.
#include <catch2/catch.hpp>

#include "brief/brief.h"
#include "derive/header.h"
#include "derive/memory_verdict.h"
#include "derive/profile_builder.h"

using namespace brief;

namespace {

constexpr uint64_t GB = 1'000'000'000;

// One node at TP `tp`, every row in the GPU residence.
Profile on_gpus(int64_t tp, std::vector<Component> rows) {
  Profile p = test::profile_with(1, tp, std::move(rows));
  p.residences[0].kind = test::written(ResidenceKind::gpu_pool);
  return p;
}

Component split_weights(Bytes per_rank, Bytes resident) {
  return test::row("weights", ComponentRole::main_weights, Sharding::split_across_ranks, std::move(per_rank),
             std::move(resident));
}

}  // namespace

TEST_CASE("a gpu pool's equation holds one rank's share, not the node's ranks added", "[derive][memory]") {
  const Hardware hw = test::gpu_hardware(8, 141 * GB);
  const MemoryVerdict v = derivation::memory_verdict(on_gpus(8, {split_weights(Bytes::known(20 * GB), Bytes::unknown())}), &hw);
  REQUIRE(v.pools.size() == 1);
  CHECK(v.pools[0].total == Bytes::known(20 * GB));
  CHECK(v.kind == VerdictKind::fits);
  CHECK(v.pools[0].pool_label == "node 1 UMA (GPU, one accelerator of 8)");
}

TEST_CASE("a node's resident total is not one accelerator's: without per-rank bytes it is unknown",
          "[derive][memory]") {
  const Hardware hw = test::gpu_hardware(8, 141 * GB);
  // 200 GB over 8 GPUs of 141 GB proves nothing about one GPU; it was reported "does not fit".
  const MemoryVerdict v = derivation::memory_verdict(on_gpus(8, {split_weights(Bytes::unknown(), Bytes::known(200 * GB))}), &hw);
  REQUIRE(v.pools.size() == 1);
  CHECK(v.pools[0].total.is_unknown());
  CHECK(v.kind == VerdictKind::unknown);
}

TEST_CASE("more ranks than accelerators stack on the fullest one, and a rank-0 row is whole on its accelerator",
          "[derive][memory]") {
  const Hardware hw = test::gpu_hardware(4, 141 * GB);
  Component vision = test::row("vision", ComponentRole::separate_resident, Sharding::rank0, Bytes::unknown(), Bytes::known(5 * GB));
  const MemoryVerdict v =
      derivation::memory_verdict(on_gpus(8, {split_weights(Bytes::known(20 * GB), Bytes::unknown()), vision}), &hw);
  REQUIRE(v.pools.size() == 1);
  // TP 8 on 4 GPUs: two ranks a GPU; rank 0's GPU also holds the rank-0 row.
  CHECK(v.pools[0].total == Bytes::known(45 * GB));
}

TEST_CASE("one accelerator, or one rank, on the node: the node's share is that accelerator's", "[derive][memory]") {
  const int64_t accelerators = GENERATE(1, 8);
  const int64_t tp = accelerators == 1 ? 2 : 1;
  const Hardware hw = test::gpu_hardware(accelerators, 141 * GB);
  const MemoryVerdict v =
      derivation::memory_verdict(on_gpus(tp, {split_weights(Bytes::unknown(), Bytes::known(150 * GB))}), &hw);
  REQUIRE(v.pools.size() == 1);
  CHECK(v.pools[0].lower_bound == Bytes::known(150 * GB));
  CHECK(v.kind == VerdictKind::does_not_fit);
}

TEST_CASE("the pool statement counts a gpu pool once per accelerator", "[derive][memory]") {
  Hardware hw = test::gpu_hardware(8, 141 * GB);
  hw.name = test::words("8 x H200");
  MemoryPool host;
  host.id = test::words("host");
  host.kind = test::written(PoolKind::cpu);
  hw.pools.push_back(host);
  Profile p = on_gpus(8, {});
  CHECK(derivation::pool_statement(p, &hw) ==
        "Each 8 x H200 has 9 separate memory pools: a GPU pool on each of its 8 accelerators. One node: its pools "
        "are all the capacity there is.");
  p.hardware.nodes = test::written(int64_t{2});
  CHECK(derivation::pool_statement(p, &hw).ends_with("2 nodes are 18 separate pools, not one contiguous capacity."));
}
