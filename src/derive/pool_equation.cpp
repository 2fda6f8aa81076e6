// One pool of one node: which rows it holds, which are counted, and their sums.
#include <fmt/format.h>

#include "derive/memory_verdict.h"
#include "derive/rows.h"

namespace brief::derivation {

namespace {

std::string pool_name(const Profile& profile, const Hardware& hardware, const MemoryPool& pool) {
  for (const auto& residence : profile.residences)
    if (pool_for(hardware, residence) == &pool && !residence.name.value.empty()) return residence.name.value;
  return pool.id.value;
}

std::string kind_name(PoolKind kind) {
  switch (kind) {
    case PoolKind::unified: return "unified";
    case PoolKind::gpu: return "GPU";
    case PoolKind::cpu: return "CPU";
  }
  return "";
}

// Excluded rows stay in the equation with the reason, so a reader sees what was left out.
std::optional<PoolTerm> excluded_everywhere(const Profile& profile, const Component& c) {
  if (c.role.value == ComponentRole::file_ledger)
    return PoolTerm{&c, c.file_size.value, false, "file ledger, not memory"};
  if (c.role.value == ComponentRole::not_present) return PoolTerm{&c, Bytes::not_present(), false, "not present"};
  const Residence* residence = find_residence(profile, c.residence.value);
  if (residence != nullptr && residence->kind.value == ResidenceKind::local_disk)
    return PoolTerm{&c, c.resident.value, false, "local disk, not memory"};
  return std::nullopt;
}

// The most a node's unknown main-weight term is known to hold: its largest known
// subcomponent on that node (subcomponents are parts of it, so it is at least that large).
Bytes main_weight_floor(const PoolEquation& eq, const Component& weights) {
  Bytes floor = Bytes::known(0);
  for (const auto& term : eq.terms) {
    if (term.in_total || term.component->role.value != ComponentRole::subcomponent) continue;
    if (term.component->overlaps.value != weights.id.value || !term.bytes.is_known()) continue;
    if (term.bytes.value() > floor.value()) floor = term.bytes;
  }
  // The floor is that subcomponent's own count, at the precision it was stated.
  return Bytes::computed(floor.value(), floor, floor);
}

}  // namespace

PoolEquation pool_equation(const Profile& profile, const Hardware& hardware, const MemoryPool& pool,
                           const Layout& layout, int64_t node) {
  PoolEquation eq;
  eq.node = static_cast<int>(node);
  eq.pool_id = pool.id.value;
  const int64_t accelerators = accelerators_sharing(hardware, pool);
  // A gpu pool on a node of several accelerators is one accelerator's: the label says so, so
  // a reader does not take its capacity for the node's.
  eq.pool_label = fmt::format("node {} {} ({}{})", node, pool_name(profile, hardware, pool), kind_name(pool.kind.value),
                              accelerators > 1 ? fmt::format(", one accelerator of {}", accelerators) : "");

  for (const auto& c : profile.components) {
    if (auto excluded = excluded_everywhere(profile, c)) {
      eq.terms.push_back(*excluded);
      continue;
    }
    const Residence* residence = find_residence(profile, c.residence.value);
    if (residence == nullptr || pool_for(hardware, *residence) != &pool) continue;
    const NodeShare share = pool.kind.value == PoolKind::gpu ? share_on_accelerator(c, layout, hardware, node)
                                                             : share_on_node(c, layout, node);
    if (!share.on_node) {
      eq.terms.push_back({&c, Bytes::not_present(), false, "rank 0 only, on node 1"});
      continue;
    }
    if (c.role.value == ComponentRole::subcomponent) {
      eq.terms.push_back({&c, share.bytes, false, "overlaps " + c.overlaps.value});
      continue;
    }
    eq.terms.push_back({&c, share.bytes, counted_in_memory(profile, c), ""});
  }

  Bytes total = Bytes::known(0);
  Bytes lower = Bytes::known(0);
  bool bounded = false;  // some counted row (or a floor under one) has known bytes
  for (const auto& term : eq.terms) {
    if (!term.in_total) continue;
    eq.placed = true;
    // A known main-weight figure below one of its own known parts is contradicted (a part is
    // never larger than its whole): the part bounds it from below and the total is unknown.
    if (term.bytes.is_known() && term.component->role.value == ComponentRole::main_weights) {
      const Bytes floor = main_weight_floor(eq, *term.component);
      if (floor.is_known() && floor.value() > term.bytes.value()) {
        total = add(total, Bytes::unknown("contradicted by a larger part"));
        eq.unknown_rows.push_back(term.component->id.value);
        lower = add(lower, floor);
        bounded = true;
        continue;
      }
    }
    total = add(total, term.bytes);
    if (term.bytes.is_known()) {
      lower = add(lower, term.bytes);
      bounded = true;
    } else {
      eq.unknown_rows.push_back(term.component->id.value);
      if (term.component->role.value == ComponentRole::main_weights) {
        const Bytes floor = main_weight_floor(eq, *term.component);
        if (floor.is_known() && floor.value() > 0) bounded = true;
        lower = add(lower, floor);
      }
    }
  }
  if (!eq.placed) {
    eq.total = eq.lower_bound = Bytes::not_present();
  } else {
    eq.total = total;
    // With nothing known, "0 bytes" would read as unknown-as-zero: the bound is unknown too.
    eq.lower_bound = bounded ? lower : Bytes::unknown("no counted row has known bytes");
  }

  if (pool.usable.value.is_known()) {
    eq.usable = pool.usable.value;
    eq.capacity_source = pool.usable_source.value.empty() ? "usable capacity" : pool.usable_source.value;
  } else if (pool.nominal.value.is_known()) {
    eq.usable = pool.nominal.value;
    eq.capacity_source = "usable capacity unknown; nominal capacity used";
    if (!pool.nominal_source.value.empty()) eq.capacity_source += ": " + pool.nominal_source.value;
  } else {
    eq.capacity_source = "capacity unknown";
  }

  if (eq.total.is_known() && eq.usable.is_known() && eq.total.value() <= eq.usable.value())
    eq.headroom = Bytes::computed(eq.usable.value() - eq.total.value(), eq.usable, eq.total);
  return eq;
}

std::vector<PoolEquation> pool_equations(const Profile& profile, const Hardware& hardware) {
  const Layout layout = layout_of(profile);
  std::vector<PoolEquation> out;
  for (int64_t node = 1; node <= layout.nodes; ++node)
    for (const auto& pool : hardware.pools) out.push_back(pool_equation(profile, hardware, pool, layout, node));
  return out;
}

std::vector<const Component*> unplaced_rows(const Profile& profile, const Hardware& hardware) {
  std::vector<const Component*> out;
  for (const auto& c : profile.components) {
    if (!counted_in_memory(profile, c)) continue;
    const Residence* residence = find_residence(profile, c.residence.value);
    if (residence == nullptr || pool_for(hardware, *residence) == nullptr) out.push_back(&c);
  }
  return out;
}

}  // namespace brief::derivation
