#pragma once
// What a row's placement text says of where its copies are: on one rank or node only ("Rank 0,
// inside the same unified pool", "only on node 1"), or a whole copy on every rank or node
// ("replicated", "a full copy on each Spark"). The sharding field says the same thing as an
// enum, so the two can contradict each other.
#include "brief/profile.h"
#include "derive/contradiction.h"
#include "derive/placement.h"

namespace brief::derivation {

enum class PlacementSays {
  nothing,     // neither, both, or only in a denied, supposed or asked sentence
  one_place,   // one rank or one node only
  every_copy,  // a whole copy on every rank or node
  split,       // divided across several ranks or nodes, a share on each ("Split across two ranks")
};

// What the placement text of `component` asserts, read sentence by sentence. A single place
// counts only where the setup has more than one of it (a node of a multi-node setup, a rank
// where there are several).
PlacementSays placement_says(const Component& component, const Layout& layout);

// A replicated row whose placement puts it on one rank or node only (a row split across ranks
// too, where each node is one rank), a row split across ranks or kept on rank 0 whose
// placement says it is replicated, and a row kept on rank 0 or replicated whose placement
// says it is divided across several ranks or nodes ("Split across two ranks", "each rank holds
// half"); located at sharding and running on to the placement.
Contradictions sharding_against_placement(const Profile& profile);

}  // namespace brief::derivation
