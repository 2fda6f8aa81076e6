#pragma once
// Where a row sits: which hardware pool a residence is, and what share of a row lands on one
// node. N nodes are N pools; a share is computed per node and never pooled across nodes.
#include <cstdint>
#include <optional>
#include <string>

#include "brief/brief.h"

namespace brief::derivation {

struct Layout {
  int64_t nodes = 0;                      // 0: unknown
  std::optional<int64_t> tp;              // tensor-parallel ranks, when stated
  std::optional<int64_t> ranks_per_node;  // tp / nodes when it divides evenly
};

Layout layout_of(const Profile& profile);

// What one row puts on one node.
struct NodeShare {
  bool on_node = true;   // false: the row lives on other nodes only (rank 0 rows)
  Bytes bytes = Bytes::unknown();
};

// Split rows: per-rank bytes times the node's ranks. Rank-0 rows: whole, node 1 only.
// Replicated rows: one copy per rank on every node. Unknown sharding over several nodes:
// on every node, bytes unknown. A single node holds the whole row.
NodeShare share_on_node(const Component& component, const Layout& layout, int64_t node);

// The accelerators a gpu pool stands for on each node: a gpu pool is ONE accelerator's
// memory (docs/profile-format.md), so with more than one its equation is one accelerator's.
// 0 for other pools and where accelerators_per_node is not stated or is 1.
int64_t accelerators_sharing(const Hardware& hardware, const MemoryPool& pool);

// What one row puts on the fullest accelerator of a node (rank 0's on node 1): per-rank bytes
// times the ranks each accelerator holds; a rank-0 row whole. With one rank or one
// accelerator on the node, the node's share. A node's resident total is not one
// accelerator's, so without per-rank bytes the share is unknown.
NodeShare share_on_accelerator(const Component& component, const Layout& layout, const Hardware& hardware,
                               int64_t node);

// The hardware pool a residence is. A unified pool is one residence for CPU and GPU rows.
// Null for local disk and for residences the hardware has no pool for.
const MemoryPool* pool_for(const Hardware& hardware, const Residence& residence);

// n copies of b, summed with brief::add (unknown stays unknown, overflow throws).
Bytes times(const Bytes& b, int64_t n);

}  // namespace brief::derivation
