#pragma once
// The memory verdict: one equation per pool per node, never one equation across nodes.
//   counted(pool) = main weights + separate residents + runtime rows placed in that pool
//   total         = sum of counted terms, known only when every counted term is known
//   lower_bound   = sum of the known counted terms (a bound, never a fit)
//   fits          when every pool's total is known and <= its usable capacity
//   does_not_fit  when some pool's lower bound alone exceeds its usable capacity
//   unknown       otherwise
#include <vector>

#include "brief/brief.h"
#include "derive/placement.h"

namespace brief::derivation {

// The equation of one pool of one node (1-based).
PoolEquation pool_equation(const Profile& profile, const Hardware& hardware, const MemoryPool& pool,
                           const Layout& layout, int64_t node);
// Every pool of every node, node by node.
std::vector<PoolEquation> pool_equations(const Profile& profile, const Hardware& hardware);
// Rows that must be counted but that no pool of the hardware holds.
std::vector<const Component*> unplaced_rows(const Profile& profile, const Hardware& hardware);

MemoryVerdict memory_verdict(const Profile& profile, const Hardware* hardware);

// What it would take to know: derived from the unknown counted terms and serving facts.
std::vector<Caveat> missing_facts(const Profile& profile, const Hardware* hardware,
                                  const std::vector<PoolEquation>& pools);

}  // namespace brief::derivation
