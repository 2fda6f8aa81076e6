// BM103 fit-claimed-from-unknown: a memory-fit claim while a resident row is unknown.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "brief/brief.h"
#include "derive/rows.h"
#include "derive/claim_judgement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm103 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM103"},
    .name = "fit-claimed-from-unknown",
    .severity = Severity::error,
    .summary = "a memory fit is claimed that the derived memory verdict does not support",
    .rationale =
        "No fit is claimed from unknowns. A memory fit or headroom claimed in claims.memory_fit "
        "or in any prose field (fits, enough memory, comfortably, headroom, room to spare, "
        "proves the fit, does not run out of memory ...) is an error unless the derived memory "
        "verdict is fits. Negation counts only where it governs the claim (\"does not fit\", "
        "\"is not a memory fit\"); a question or condition (\"whether it fits\") claims nothing.",
    .bad = "components:\n  - id: kv-cache\n    role: runtime\n    resident: unknown\nclaims:\n  memory_fit: true",
    .good = "claims:\n  memory_fit: false",
    .suppressible = false,
};

// Why the derived verdict does not support a fit, or "" when it does.
std::string why_not_a_fit(const RuleContext& ctx) {
  const MemoryVerdict& verdict = ctx.brief.memory;
  if (verdict.kind == VerdictKind::fits) return {};
  if (verdict.kind == VerdictKind::does_not_fit) return "a pool does not fit";
  std::vector<std::string> unknown;
  for (const Component* c : unknown_counted_rows(ctx.profile)) unknown.push_back(c->id.value);
  if (!unknown.empty()) return fmt::format("resident bytes of {} are unknown", fmt::join(unknown, ", "));
  if (!ctx.hardware) return "the hardware entry does not resolve";
  return "the memory verdict is unknown";
}

void check(const RuleContext& ctx, Findings& out) {
  const std::string why = why_not_a_fit(ctx);
  if (why.empty()) return;
  const auto& claim = ctx.profile.claims.memory_fit;
  const std::string hint = ctx.brief.memory.kind == VerdictKind::does_not_fit
                               ? "each node is its own pool: see the memory verdict of `brief render`"
                               : "state what is known; see the missing facts in the memory verdict of `brief render`";
  if (claim.present && claim.value) out.add(claim.loc, fmt::format("memory fit claimed but {}", why), hint);
  for (const LocatedClaim* c : claims_of(ctx.brief, ClaimKind::fit))
    out.add_reading(*c->text, c->claim.sentence, fmt::format("'{}' claims a memory fit or headroom but {}", c->claim.trigger, why), hint);
}

}  // namespace
}  // namespace bm103

Rule bm103_fit_claimed_from_unknown() { return {&bm103::kInfo, bm103::check}; }

}  // namespace brief::rules
