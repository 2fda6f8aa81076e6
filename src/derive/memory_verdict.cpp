// The verdict over all pool equations, and the reasons a reader needs to trust it.
#include "derive/memory_verdict.h"

#include <fmt/format.h>

#include "derive/part_whole.h"
#include "derive/row_access.h"
#include "derive/rows.h"
#include "brief/plural.h"
#include "derive/wording.h"

namespace brief::derivation {

namespace {

std::string anchor(const PoolEquation& eq) { return fmt::format("node-{}-{}", eq.node, eq.pool_id); }

std::string row_names(const Profile& profile, const std::vector<std::string>& ids) {
  std::vector<std::string> names;
  for (const auto& id : ids) {
    const Component* c = find_component(profile, id);
    names.push_back(c != nullptr ? c->name.value : id);
  }
  return join(names);
}

bool overflows(const PoolEquation& eq) {
  return eq.usable.is_known() && eq.lower_bound.is_known() && eq.lower_bound.value() > eq.usable.value();
}

bool fits(const PoolEquation& eq) { return eq.headroom.has_value(); }

std::string capitalized_label(const PoolEquation& eq) { return capitalized(eq.pool_label); }

Caveat pool_reason(const Profile& profile, const PoolEquation& eq) {
  if (!eq.placed)
    return caveat("empty-" + anchor(eq), fmt::format("{}: no row of this profile is placed in this pool, so it "
                                                     "has no equation and proves nothing.",
                                                     capitalized_label(eq)));
  if (overflows(eq))
    return caveat("overflow-" + anchor(eq),
                  fmt::format("{}: the known rows alone need at least {}, more than its usable {}. Free capacity "
                              "on other nodes does not help: pools are not added across nodes.",
                              capitalized_label(eq), format_bytes(eq.lower_bound), format_bytes(eq.usable)));
  if (fits(eq))
    return caveat("fits-" + anchor(eq), fmt::format("{}: {} of usable {}; headroom {}.", capitalized_label(eq),
                                                    format_bytes(eq.total), format_bytes(eq.usable),
                                                    format_bytes(*eq.headroom)));
  if (!eq.usable.is_known())
    return caveat("capacity-unknown-" + anchor(eq),
                  fmt::format("{}: usable capacity unknown, so no fit can be checked.", capitalized_label(eq)));
  if (eq.total.is_known())
    return caveat("exceeds-" + anchor(eq), fmt::format("{}: {} exceeds its usable {}.", capitalized_label(eq),
                                                       format_bytes(eq.total), format_bytes(eq.usable)));
  const std::string bound = !eq.lower_bound.is_known()
                                ? "No counted row has known bytes, so there is no lower bound either."
                                : fmt::format("The known rows give a lower bound of {}, which is not a fit.",
                                              format_bytes(eq.lower_bound));
  return caveat("unknown-" + anchor(eq), fmt::format("{}: total unknown; unknown rows: {}. {}", capitalized_label(eq),
                                                     row_names(profile, eq.unknown_rows), bound));
}

std::optional<Caveat> overlap_reason(const Profile& profile) {
  std::vector<std::string> names;
  std::string overlapped;
  for (const auto& c : profile.components)
    if (c.role.value == ComponentRole::subcomponent) {
      names.push_back(c.name.value);
      const Component* whole = find_component(profile, c.overlaps.value);
      overlapped = whole != nullptr ? whole->name.value : c.overlaps.value;
    }
  if (names.empty()) return std::nullopt;
  return caveat("subcomponents-not-counted",
                fmt::format("Not counted, because they overlap {}: {}.", overlapped, join(names)));
}

bool any_approximate_capacity(const std::vector<PoolEquation>& pools) {
  for (const auto& eq : pools)
    if (eq.usable.is_known() && eq.usable.approximate()) return true;
  return false;
}

}  // namespace

MemoryVerdict memory_verdict(const Profile& profile, const Hardware* hardware) {
  MemoryVerdict verdict;
  const Layout layout = layout_of(profile);
  verdict.claim_supported = true;

  if (hardware == nullptr) {
    verdict.reasons.push_back(caveat("hardware-unresolved",
                                     fmt::format("Hardware {} is not in this catalog, so no pool can be checked.",
                                                 profile.hardware.id.value)));
  } else if (layout.nodes == 0) {
    verdict.reasons.push_back(caveat("nodes-unknown", "The node count is unknown, so no pool can be checked."));
  } else if (hardware->pools.empty()) {
    verdict.reasons.push_back(caveat("hardware-no-pools",
                                     fmt::format("Hardware {} lists no memory pool, so no pool can be checked.",
                                                 hardware->id.value)));
  } else {
    verdict.pools = pool_equations(profile, *hardware);
  }

  bool any_overflow = false;
  // Fits: every pool that holds a row fits (an empty pool neither helps nor blocks), and
  // at least one does.
  bool all_fit = false;
  bool none_fails = true;
  for (const auto& eq : verdict.pools) {
    verdict.reasons.push_back(pool_reason(profile, eq));
    any_overflow = any_overflow || overflows(eq);
    if (!eq.placed) continue;
    all_fit = true;
    none_fails = none_fails && fits(eq);
  }
  all_fit = all_fit && none_fails;

  // A row whose own access says it takes memory, but whose role or residence keeps it out of
  // every equation, and a part larger than its whole: the equations rest on a false figure.
  for (const auto& [prefix, found] :
       {std::pair{"access-contradicted", role_contradicts_access(profile)},
        std::pair{"said-present", absent_row_said_present(profile)},
        std::pair{"access-on-disk", access_on_local_disk(profile)}, std::pair{"part-above-whole", part_above_whole(profile)}})
    for (const auto& contradiction : found) {
      all_fit = false;
      verdict.reasons.push_back(caveat(fmt::format("{}-{}", prefix, contradiction.subject),
                                       "No fit can be shown from contradicted facts: " + contradiction.message + "."));
    }

  if (hardware != nullptr) {
    for (const Component* c : unplaced_rows(profile, *hardware)) {
      all_fit = false;
      verdict.reasons.push_back(caveat("unplaced-" + c->id.value,
                                       fmt::format("{} is in no memory pool of {}, so it is in no equation.",
                                                   c->name.value, hardware->id.value)));
    }
  }
  if (main_weights(profile) == nullptr) {
    all_fit = false;
    verdict.reasons.push_back(caveat("no-main-weights", "The profile has no main-weight row to place."));
  }
  if (auto overlap = overlap_reason(profile)) verdict.reasons.push_back(*overlap);
  if (layout.nodes > 1)
    verdict.reasons.push_back(caveat(
        "pools-per-node", fmt::format("{} are {} separate equations. Capacity is never added across nodes.",
                                      count_of(layout.nodes, "node", "nodes"), verdict.pools.size())));

  if (any_overflow) verdict.kind = VerdictKind::does_not_fit;
  else if (all_fit) verdict.kind = VerdictKind::fits;
  else verdict.kind = VerdictKind::unknown;

  // A runtime that starts and loads its slots shows it ran once, not how many bytes it holds.
  if (!profile.serving.readiness_gate.value.empty())
    verdict.reasons.push_back(caveat("readiness-gate-not-fit", "The source's readiness gate is not a memory fit."));

  if (verdict.kind != VerdictKind::unknown && any_approximate_capacity(verdict.pools))
    verdict.reasons.push_back(caveat("capacity-approximate",
                                     "The usable capacity is an approximate figure; the verdict holds only as far "
                                     "as that figure does."));

  // A proven verdict needs no further facts; an unknown one says what would settle it.
  if (verdict.kind == VerdictKind::unknown) verdict.missing_facts = missing_facts(profile, hardware, verdict.pools);
  verdict.claim_supported = !profile.claims.memory_fit.value || verdict.kind == VerdictKind::fits;
  return verdict;
}

}  // namespace brief::derivation
