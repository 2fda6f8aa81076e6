// BM105 unified-pool-split: the CPU and GPU side of one unified pool counted as two pools.
#include <fmt/format.h>

#include "rules/rule.h"

namespace brief::rules {
namespace bm105 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM105"},
    .name = "unified-pool-split",
    .severity = Severity::error,
    .summary = "the CPU and GPU of a unified memory pool are counted as two capacities",
    .rationale =
        "One unified pool is one residence: on a unified-memory machine host RAM is the GPU's "
        "memory. A profile that places rows in a separate cpu-pool or gpu-pool on hardware whose "
        "only pools are unified counts the same bytes of capacity twice; so does a hardware entry "
        "that lists a unified pool beside a cpu or gpu pool.",
    .bad = "residences:\n  - id: uma\n    kind: unified-pool\n  - id: host\n    kind: cpu-pool",
    .good = "residences:\n  - id: uma\n    kind: unified-pool",
    .suppressible = false,
};

bool all_unified(const Hardware& hw) {
  if (hw.pools.empty()) return false;
  for (const auto& p : hw.pools)
    if (p.kind.value != PoolKind::unified) return false;
  return true;
}

void check(const RuleContext& ctx, Findings& out) {
  bool profile_unified = false;
  for (const auto& r : ctx.profile.residences) profile_unified |= r.kind.value == ResidenceKind::unified_pool;
  bool hardware_unified = ctx.hardware && all_unified(*ctx.hardware);
  if (!profile_unified && !hardware_unified) return;
  for (const auto& r : ctx.profile.residences) {
    auto k = r.kind.value;
    if (k != ResidenceKind::cpu_pool && k != ResidenceKind::gpu_pool) continue;
    out.add(r.kind.loc,
            fmt::format("residence '{}' is a {} beside a unified pool", r.id.value,
                        k == ResidenceKind::cpu_pool ? "cpu-pool" : "gpu-pool"),
            "CPU and GPU of a unified pool are one residence: place these rows in the unified pool");
    // Each row placed there is reported too: the residence or the placement may be the edit.
    for (const auto& c : ctx.profile.components)
      if (c.residence.present && c.residence.value == r.id.value)
        out.add(c.residence.loc,
                fmt::format("component '{}' is placed in {} '{}' beside a unified pool", c.id.value,
                            k == ResidenceKind::cpu_pool ? "cpu-pool" : "gpu-pool", r.id.value),
                "on a unified-memory machine host RAM is the GPU's memory: place this row in the unified pool");
  }
}

void check_hw(const Hardware& hw, Findings& out) {
  bool unified = false;
  for (const auto& p : hw.pools) unified |= p.kind.value == PoolKind::unified;
  if (!unified) return;
  for (const auto& p : hw.pools) {
    if (p.kind.value == PoolKind::unified) continue;
    out.add(p.kind.loc, fmt::format("pool '{}' is listed beside a unified pool", p.id.value),
            "a unified pool is the CPU's and the GPU's memory: list it once");
  }
}

}  // namespace
}  // namespace bm105

Rule bm105_unified_pool_split() { return {&bm105::kInfo, bm105::check, bm105::check_hw}; }

}  // namespace brief::rules
