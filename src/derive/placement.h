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

// The hardware pool a residence is. A unified pool is one residence for CPU and GPU rows.
// Null for local disk and for residences the hardware has no pool for.
const MemoryPool* pool_for(const Hardware& hardware, const Residence& residence);

// n copies of b, summed with brief::add (unknown stays unknown, overflow throws).
Bytes times(const Bytes& b, int64_t n);

}  // namespace brief::derivation
