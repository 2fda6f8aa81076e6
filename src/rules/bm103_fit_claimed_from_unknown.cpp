// BM103 fit-claimed-from-unknown: a memory-fit claim while a resident row is unknown.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "brief/brief.h"
#include "rules/memory_facts.h"
#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = "BM103",
    .name = "fit-claimed-from-unknown",
    .severity = Severity::error,
    .family = "memory",
    .summary = "a memory fit is claimed that the memory verdict does not support",
    .rationale =
        "No fit is claimed from unknowns. A fit is known only when every row counted in a pool has "
        "known resident bytes and the pool's capacity is known; one unknown row makes the verdict "
        "unknown, however large the headroom looks. The check reports claims.memory_fit: true when "
        "the derived memory verdict proves a pool too small, when a counted row's resident bytes are "
        "unknown, when the hardware entry does not resolve, and otherwise whenever the verdict "
        "(pool by pool, node by node; never summed across nodes) is not a fit.",
    .bad = "components:\n  - id: kv-cache\n    role: runtime\n    resident: unknown\nclaims:\n  memory_fit: true",
    .good = "claims:\n  memory_fit: false",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const auto& claim = ctx.profile.claims.memory_fit;
  if (!claim.present || !claim.value) return;
  std::vector<std::string> unknown;
  for (const Component* c : unknown_counted_rows(ctx.profile)) unknown.push_back(c->id.value);
  // The verdict first: a pool proven too small is the strongest reason (a lower bound already
  // above capacity), whatever else is unknown.
  const VerdictKind verdict = ctx.hardware ? derive(ctx.profile, ctx.hardware).memory.kind : VerdictKind::unknown;
  if (verdict == VerdictKind::does_not_fit) {
    out.add(claim.loc, "memory fit claimed but a pool does not fit",
            "each node is its own pool: see the memory verdict of `brief render`");
  } else if (!unknown.empty()) {
    out.add(claim.loc, fmt::format("memory fit claimed while resident bytes of {} are unknown", fmt::join(unknown, ", ")),
            "set memory_fit: false until every counted row has known resident bytes");
  } else if (!ctx.hardware) {
    out.add(claim.loc, "memory fit claimed while the hardware entry does not resolve",
            "a fit needs the capacity of each pool");
  } else if (verdict != VerdictKind::fits) {
    out.add(claim.loc, "memory fit claimed but the memory verdict is unknown",
            "see the missing facts in the memory verdict of `brief render`");
  }
}

}  // namespace

Rule bm103_fit_claimed_from_unknown() { return {&kInfo, check}; }

}  // namespace brief::rules
