// BM103 fit-claimed-from-unknown: a memory-fit claim while a resident row is unknown.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "rules/memory_facts.h"
#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = "BM103",
    .name = "fit-claimed-from-unknown",
    .severity = Severity::error,
    .family = "memory",
    .summary = "a memory fit is claimed while a resident row or the hardware is unknown",
    .rationale =
        "No fit is claimed from unknowns. A fit is known only when every row counted in a pool has "
        "known resident bytes and the pool's capacity is known; one unknown row makes the verdict "
        "unknown, however large the headroom looks. The check reports claims.memory_fit: true when "
        "a counted row's resident bytes are unknown or the hardware entry does not resolve.",
    .bad = "components:\n  - id: kv-cache\n    role: runtime\n    resident: unknown\nclaims:\n  memory_fit: true",
    .good = "claims:\n  memory_fit: false",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const auto& claim = ctx.profile.claims.memory_fit;
  if (!claim.present || !claim.value) return;
  std::vector<std::string> unknown;
  for (const Component* c : unknown_counted_rows(ctx.profile)) unknown.push_back(c->id.value);
  if (!unknown.empty()) {
    out.add(claim.loc, fmt::format("memory fit claimed while resident bytes of {} are unknown", fmt::join(unknown, ", ")),
            "set memory_fit: false until every counted row has known resident bytes");
  } else if (ctx.hardware == nullptr) {
    out.add(claim.loc, "memory fit claimed while the hardware entry does not resolve",
            "a fit needs the capacity of each pool");
  }
}

}  // namespace

Rule bm103_fit_claimed_from_unknown() { return {&kInfo, check}; }

}  // namespace brief::rules
