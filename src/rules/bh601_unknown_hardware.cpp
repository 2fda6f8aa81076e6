// BH601 unknown-hardware: hardware.id names no entry of the hardware catalog.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "rules/rule.h"

namespace brief::rules {
namespace bh601 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
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

// Says how to add the entry, since a new user's hardware is usually not in the catalog yet,
// and names a few known ids (a long catalog would bury the hint).
std::string hint(const std::set<std::string>& known) {
  constexpr std::size_t kShown = 6;
  std::vector<std::string_view> some(known.begin(), std::next(known.begin(), std::min(known.size(), kShown)));
  std::string text = fmt::format(
      "describe it with `brief new --hardware ID` (a `hardware/` folder beside the profiles; docs/profile-format.md, "
      "\"Hardware keys\"), or use a known id: {}",
      fmt::join(some, ", "));
  if (known.size() > kShown) text += fmt::format(" and {} more", known.size() - kShown);
  return text;
}

void check(const RuleContext& ctx, Findings& out) {
  const Text& id = ctx.profile.hardware.id;
  if (ctx.hardware || ctx.catalog.hardware_ids.count(id.value)) return;
  out.add(id, fmt::format("hardware '{}' is not in the hardware catalog", id.value),
          hint(ctx.catalog.hardware_ids));
}

}  // namespace
}  // namespace bh601

Rule bh601_unknown_hardware() { return {&bh601::kInfo, bh601::check}; }

}  // namespace brief::rules
