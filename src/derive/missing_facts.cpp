// What it would take to know the verdict: one fact per unknown counted row, worded from the
// row's role, access and sharding, and from the serving facts it depends on.
#include <fmt/format.h>

#include "brief/plural.h"

#include <set>

#include "derive/memory_verdict.h"
#include "derive/rows.h"
#include "derive/wording.h"

namespace brief::derivation {

namespace {

std::string count_or_unknown(const Located<Count>& c, bool grouped) {
  if (!c.value.known()) return "an unknown number of";
  const int64_t v = *c.value.value;
  return grouped && v >= 0 ? group_thousands(static_cast<uint64_t>(v)) : std::to_string(v);
}

// Where the bytes are wanted: per rank for split rows, on node 1 for rank-0 rows. A row in a
// gpu pool of several accelerators is checked per accelerator, so its node total is not
// enough either (placement.h).
std::string where(const Component& c, const Layout& layout, bool per_accelerator) {
  if (layout.nodes <= 1 && !per_accelerator) return "";
  switch (c.sharding.value) {
    case Sharding::split_across_ranks: return " per rank";
    case Sharding::rank0: return layout.nodes > 1 ? " on node 1 (rank 0)" : "";
    case Sharding::replicated: return " per rank";
    case Sharding::unknown: break;
  }
  return layout.nodes > 1 ? " on each node" : " on each accelerator";
}

// Whether the row sits in a gpu pool that stands for several accelerators.
bool in_accelerator_pool(const Profile& profile, const Hardware* hardware, const Component& c) {
  if (hardware == nullptr) return false;
  const Residence* residence = find_residence(profile, c.residence.value);
  const MemoryPool* pool = residence != nullptr ? pool_for(*hardware, *residence) : nullptr;
  return pool != nullptr && accelerators_sharing(*hardware, *pool) > 1;
}

std::string slots_text(const Serving& serving) {
  // "1 slot", "8 slots", "an unknown number of slots": the one plural helper.
  std::string text = serving.slots.value.known() ? count_of(*serving.slots.value.value, "slot")
                                                  : count_or_unknown(serving.slots, false) + " slots";
  if (!serving.slots_label.value.empty()) text += fmt::format(" ({})", serving.slots_label.value);
  return text;
}

std::string counted_row_fact(const Profile& profile, const Component& c, const Layout& layout, bool per_accelerator) {
  const std::string at = where(c, layout, per_accelerator);
  const Serving& serving = profile.serving;
  std::string fact;
  switch (c.access.value) {
    case Access::attention_cache:
      fact = fmt::format("{}: bytes{} at {} tokens of context per slot x {}.", c.name.value, at,
                         count_or_unknown(serving.context_per_request, true), slots_text(serving));
      break;
    case Access::recurrent_state:
      fact = fmt::format("{}: state bytes{} for {}.", c.name.value, at, slots_text(serving));
      break;
    case Access::runtime_scratch:
      fact = fmt::format("{}: bytes allocated at run time{}.", c.name.value, at);
      break;
    default:
      fact = fmt::format("{}: resident bytes{}.", c.name.value, at);
      break;
  }
  if (layout.nodes > 1 && c.sharding.value == Sharding::unknown)
    fact += fmt::format(" How it is spread over the {} nodes is not stated.", layout.nodes);
  return fact;
}

// A subcomponent's bytes never enter a sum, but a known share bounds the row it overlaps.
std::string bounding_fact(const Component& part, const Component& whole, const Layout& layout, bool per_accelerator) {
  const std::string what = part.access.value == Access::sparse_routed_matmul ? "expert bytes" : "bytes";
  return fmt::format("{}: {}{}. It overlaps {}, so it would only bound that row, never add to it.", part.name.value,
                     what, where(part, layout, per_accelerator), whole.name.value);
}

}  // namespace

std::vector<Caveat> missing_facts(const Profile& profile, const Hardware* hardware,
                                  const std::vector<PoolEquation>& pools) {
  std::vector<Caveat> out;
  const Layout layout = layout_of(profile);
  if (hardware == nullptr)
    out.push_back(caveat("missing-hardware",
                         fmt::format("A catalog entry for hardware {}.", profile.hardware.id.value)));
  if (layout.nodes == 0) out.push_back(caveat("missing-nodes", "The node count."));
  if (hardware != nullptr && hardware->pools.empty())
    out.push_back(caveat("missing-pools", fmt::format("The memory pools of one {} node.", hardware->id.value)));

  std::set<std::string> unknown_ids;
  std::set<std::string> capacity_pools;
  for (const auto& eq : pools) {
    unknown_ids.insert(eq.unknown_rows.begin(), eq.unknown_rows.end());
    if (!eq.usable.is_known() && capacity_pools.insert(eq.pool_id).second)
      out.push_back(caveat("missing-capacity-" + eq.pool_id,
                           fmt::format("The capacity of pool {} on {}.", eq.pool_id, hardware->id.value)));
  }
  if (hardware != nullptr)
    for (const Component* c : unplaced_rows(profile, *hardware))
      out.push_back(caveat("missing-residence-" + c->id.value,
                           fmt::format("{}: which memory pool of {} holds it.", c->name.value, hardware->id.value)));

  // Profile order, so the list reads like the rows.
  for (const auto& c : profile.components) {
    if (!unknown_ids.contains(c.id.value)) continue;
    out.push_back(caveat("missing-" + c.id.value,
                         counted_row_fact(profile, c, layout, in_accelerator_pool(profile, hardware, c))));
    if (c.role.value != ComponentRole::main_weights) continue;
    for (const auto& part : profile.components) {
      if (part.role.value != ComponentRole::subcomponent || part.overlaps.value != c.id.value) continue;
      bool share_unknown = false;
      for (const auto& eq : pools)
        for (const auto& term : eq.terms)
          if (term.component == &part && term.bytes.is_unknown()) share_unknown = true;
      if (share_unknown)
        out.push_back(caveat("missing-" + part.id.value,
                             bounding_fact(part, c, layout, in_accelerator_pool(profile, hardware, part))));
    }
  }
  return out;
}

}  // namespace brief::derivation
