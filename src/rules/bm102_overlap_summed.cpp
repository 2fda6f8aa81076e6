// BM102 overlap-summed: a total whose figure adds a row and rows that overlap it.
#include <fmt/format.h>

#include "rules/claim_judgement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM102"},
    .name = "overlap-summed",
    .severity = Severity::error,
    .summary = "a total adds rows that overlap each other",
    .rationale =
        "Subcomponents (routed experts, dense weights, a vision tower) are parts of the checkpoint "
        "row: adding them to it counts the same bytes twice. The check takes prose sentences that "
        "state a total next to a byte figure and reports the figure when it equals a row's known "
        "bytes plus the known bytes of one or more rows that overlap that row (within the rounding "
        "of the figure as written).",
    .bad = "components:\n  - id: checkpoint\n    resident: 100 GB\n  - id: experts\n    overlaps: checkpoint\n"
           "    resident: 80 GB\nsummary: Weights take 180 GB in total.",
    .good = "summary: Weights take 100 GB; the experts' 80 GB are part of them.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const LocatedClaim* c : claims_of(ctx.brief, ClaimKind::total)) {
    // Overlapping rows double-count on disk too: a file ledger and the checkpoint it lists.
    if (auto rows = overlapping_rows_named(ctx.profile, c->claim.sentence)) {
      out.add(*c->text, fmt::format("total '{}' adds overlapping rows ({})", c->claim.figures.front().text, *rows),
              "subcomponents are part of the row they overlap; count that row once");
      continue;
    }
    for (const ByteFigure& f : c->claim.figures) {
      auto rows = overlapping_sum(ctx.profile, f);
      if (!rows) continue;
      out.add(*c->text, fmt::format("total '{}' adds overlapping rows ({})", f.text, *rows),
              "subcomponents are part of the row they overlap; count that row once");
      break;
    }
  }
}

}  // namespace

Rule bm102_overlap_summed() { return {&kInfo, check}; }

}  // namespace brief::rules
