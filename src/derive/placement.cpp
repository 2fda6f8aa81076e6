#include "derive/placement.h"

namespace brief::derivation {

Layout layout_of(const Profile& profile) {
  Layout layout;
  if (profile.hardware.nodes.present && profile.hardware.nodes.value > 0) layout.nodes = profile.hardware.nodes.value;
  const Count& tp = profile.parallelism.tp.value;
  if (tp.known() && *tp.value > 0) layout.tp = *tp.value;
  if (layout.tp && layout.nodes > 0 && *layout.tp % layout.nodes == 0) layout.ranks_per_node = *layout.tp / layout.nodes;
  return layout;
}

Bytes times(const Bytes& b, int64_t n) {
  if (n < 1) return Bytes::unknown("no ranks");
  // One multiplication, not n additions: the time must not grow with a rank count.
  if (n == 1 || !b.is_known()) return b;
  uint64_t product = 0;
  if (__builtin_mul_overflow(b.value(), static_cast<uint64_t>(n), &product)) throw ByteOverflow("byte count overflow");
  return Bytes::computed(product, b, b);
}

namespace {

// A whole row: its resident bytes when known. One rank's copy is not the whole row (a split
// row has other shares), so without a resident count the whole row is unknown.
Bytes whole_row(const Component& c) {
  if (c.resident.value.is_known()) return c.resident.value;
  return Bytes::unknown();
}

NodeShare single_node_share(const Component& c, const Layout& layout) {
  if (c.resident.value.is_known()) return {true, c.resident.value};
  const Bytes& per_rank = c.per_rank.value;
  switch (c.sharding.value) {
    case Sharding::rank0: return {true, per_rank.is_known() ? per_rank : Bytes::unknown()};
    case Sharding::split_across_ranks:
    case Sharding::replicated:
      if (per_rank.is_known() && layout.tp) return {true, times(per_rank, *layout.tp)};
      return {true, Bytes::unknown()};
    case Sharding::unknown: break;
  }
  return {true, Bytes::unknown()};
}

}  // namespace

NodeShare share_on_node(const Component& c, const Layout& layout, int64_t node) {
  if (layout.nodes == 1) return single_node_share(c, layout);
  const Bytes& per_rank = c.per_rank.value;
  switch (c.sharding.value) {
    case Sharding::rank0: {
      if (node != 1) return {false, Bytes::not_present()};
      const Bytes whole = whole_row(c);
      return {true, whole.is_known() ? whole : (per_rank.is_known() ? per_rank : Bytes::unknown())};
    }
    case Sharding::split_across_ranks:
      // Only the per-rank count says what one node holds; the whole row divided is not stated.
      if (per_rank.is_known() && layout.ranks_per_node) return {true, times(per_rank, *layout.ranks_per_node)};
      return {true, Bytes::unknown()};
    case Sharding::replicated: {
      const Bytes copy = per_rank.is_known() ? per_rank : whole_row(c);
      if (copy.is_known() && layout.ranks_per_node) return {true, times(copy, *layout.ranks_per_node)};
      return {true, Bytes::unknown()};
    }
    case Sharding::unknown: break;
  }
  // Conservative: the row may be anywhere, so it is on every node with unknown bytes.
  return {true, Bytes::unknown()};
}

int64_t accelerators_sharing(const Hardware& hardware, const MemoryPool& pool) {
  if (pool.kind.value != PoolKind::gpu || !hardware.accelerators_per_node.present) return 0;
  return hardware.accelerators_per_node.value > 1 ? hardware.accelerators_per_node.value : 0;
}

NodeShare share_on_accelerator(const Component& c, const Layout& layout, const Hardware& hardware, int64_t node) {
  const NodeShare on_node = share_on_node(c, layout, node);
  const int64_t accelerators = hardware.accelerators_per_node.present ? hardware.accelerators_per_node.value : 0;
  // Nothing says the node's share is spread: one accelerator, one rank, or neither count
  // stated (a single-GPU profile that leaves TP unknown).
  const bool one_rank = layout.ranks_per_node && *layout.ranks_per_node == 1;
  if (!on_node.on_node || accelerators == 1 || one_rank || (accelerators < 1 && !layout.ranks_per_node)) return on_node;
  // Rank 0's accelerator holds a rank-0 row whole.
  if (c.sharding.value == Sharding::rank0) return on_node;
  const Bytes& per_rank = c.per_rank.value;
  const bool per_rank_rows = c.sharding.value == Sharding::split_across_ranks || c.sharding.value == Sharding::replicated;
  if (!per_rank_rows || !per_rank.is_known() || !layout.ranks_per_node || accelerators < 1) return {true, Bytes::unknown()};
  // The ranks spread evenly, so the fullest accelerator holds the rounded-up share.
  const int64_t ranks_here = (*layout.ranks_per_node + accelerators - 1) / accelerators;
  return {true, times(per_rank, ranks_here)};
}

const MemoryPool* pool_for(const Hardware& hardware, const Residence& residence) {
  const ResidenceKind kind = residence.kind.value;
  if (kind == ResidenceKind::local_disk) return nullptr;
  auto best = [&](PoolKind wanted) -> const MemoryPool* {
    const MemoryPool* found = nullptr;
    for (const auto& pool : hardware.pools) {
      if (pool.kind.value != wanted) continue;
      if (pool.id.value == residence.id.value) return &pool;
      if (found == nullptr) found = &pool;
    }
    return found;
  };
  // On a unified-memory machine CPU, GPU and unified residences are the same one pool.
  if (const MemoryPool* unified = best(PoolKind::unified)) return unified;
  switch (kind) {
    case ResidenceKind::gpu_pool: return best(PoolKind::gpu);
    case ResidenceKind::cpu_pool: return best(PoolKind::cpu);
    default: return nullptr;
  }
}

}  // namespace brief::derivation
