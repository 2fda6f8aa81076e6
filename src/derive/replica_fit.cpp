#include "derive/replica_fit.h"

#include <fmt/format.h>

#include <string>

#include "derive/part_whole.h"
#include "derive/placement.h"
#include "derive/placement_words.h"
#include "derive/prose.h"
#include "model/lookup.h"

namespace brief::derivation {

namespace {

struct Size {
  const Located<Bytes>* field = nullptr;
  std::string from;  // "resident", "the disk plan's 'checkpoint'"
};

// The smallest size a copy of the row is known to have. The smallest, since a replicated row's
// resident may count every rank's copy while per_rank is one of them.
Size smallest_copy(const Profile& p, const Component& c) {
  Size best;
  for (auto [name, field] : {std::pair{"file_size", &c.file_size}, std::pair{"per_rank", &c.per_rank},
                             std::pair{"resident", &c.resident}}) {
    if (!field->value.is_known() || field->value.value() == 0) continue;
    if (best.field == nullptr || field->value.value() < best.field->value.value()) best = {field, name};
  }
  if (best.field != nullptr || c.role.value != ComponentRole::main_weights) return best;
  // The main weights' bytes unknown: the checkpoint's files on disk are the weights it loads.
  if (const DiskItem* item = checkpoint_disk_item(p)) return {&item->size, fmt::format("the disk plan's '{}'", item->what.value)};
  return best;
}

const Located<Bytes>* capacity_of(const MemoryPool& pool) {
  if (pool.nominal.value.is_known()) return &pool.nominal;
  if (pool.usable.value.is_known()) return &pool.usable;
  return nullptr;
}

}  // namespace

Contradictions replicas_above_pool(const Profile& p, const Hardware* hardware) {
  Contradictions out;
  if (hardware == nullptr) return out;
  const Layout layout = layout_of(p);
  if (layout.nodes <= 1 && !(layout.tp && *layout.tp > 1)) return out;  // one copy: nothing replicated
  for (const Component& c : p.components) {
    if (!c.sharding.present || c.sharding.value != Sharding::replicated) continue;
    const Residence* residence = find_residence(p, c.residence.value);
    const MemoryPool* pool = residence == nullptr ? nullptr : pool_for(*hardware, *residence);
    const Located<Bytes>* capacity = pool == nullptr ? nullptr : capacity_of(*pool);
    if (capacity == nullptr) continue;
    const Size size = smallest_copy(p, c);
    if (size.field == nullptr || !exceeds(size.field->value, capacity->value)) continue;
    // The finding runs on to the placement when it words the same whole copy on each rank.
    const Loc other = placement_says(c, layout) == PlacementSays::every_copy ? c.placement.loc : Loc{};
    out.push_back({c.sharding.loc,
                   fmt::format("'{}' is replicated, a whole copy on every rank, but one copy is at least {} ({}), "
                               "more than the {} of one '{}' pool of {}",
                               c.id.value, format_bytes(size.field->value), size.from,
                               format_binary_bytes(capacity->value), pool->id.value, hardware->id.value),
                   "a copy larger than one node's pool cannot sit on each node: the row is split, or its size is wrong",
                   c.id.value, other});
  }
  return out;
}

}  // namespace brief::derivation
