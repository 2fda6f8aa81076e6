// BH601 unknown-hardware: hardware.id names no entry of the hardware catalog.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BH601"},
    .name = "unknown-hardware",
    .severity = Severity::error,
    .summary = "hardware.id names no entry of the hardware catalog",
    .rationale =
        "Pools, capacities and node limits come from the hardware entry; without it no memory "
        "verdict can be more than unknown and no parallelism can be checked.",
    .bad = "hardware:\n  id: nvidia-dgx-spark-128gb",
    .good = "hardware:\n  id: nvidia-dgx-spark-128gb-unified",
    .suppressible = true,
};

void check(const RuleContext& ctx, Findings& out) {
  const Text& id = ctx.profile.hardware.id;
  if (ctx.hardware || ctx.catalog.hardware_ids.count(id.value)) return;
  out.add(id, fmt::format("hardware '{}' is not in the hardware catalog", id.value),
          fmt::format("known hardware: {}", fmt::join(ctx.catalog.hardware_ids, ", ")));
}

}  // namespace

Rule bh601_unknown_hardware() { return {&kInfo, check}; }

}  // namespace brief::rules
