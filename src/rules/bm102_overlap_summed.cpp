// BM102 overlap-summed: a total whose figure adds a row and rows that overlap it.
#include <fmt/format.h>

#include "derive/rows.h"
#include "derive/claim_judgement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm102 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
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
        "of the figure as written). The rows themselves are checked too: a row that overlaps a row "
        "counted in memory, but has a role that is counted on its own (separate resident, runtime, "
        "main weights), puts the same bytes in the pool equation twice.",
    .bad = "components:\n  - id: checkpoint\n    resident: 100 GB\n  - id: experts\n    overlaps: checkpoint\n"
           "    resident: 80 GB\nsummary: Weights take 180 GB in total.",
    .good = "summary: Weights take 100 GB; the experts' 80 GB are part of them.",
    .suppressible = false,
};

// A row counted on its own that overlaps another counted row: its bytes are in both.
void check_counted_overlaps(const Profile& p, Findings& out) {
  for (const auto& part : p.components) {
    if (part.overlaps.value.empty() || !counted_in_memory(p, part)) continue;
    for (const auto& whole : p.components)
      if (&whole != &part && whole.id.value == part.overlaps.value && counted_in_memory(p, whole)) {
        // Either field may be the false one (a separate download given an overlaps: it never
        // had): the finding covers the role and the overlaps.
        out.add(Contradiction{
            part.role.loc,
            fmt::format("row '{}' overlaps '{}' but its role counts it on its own: the same bytes are counted twice",
                        part.id.value, whole.id.value),
            "a part of another row is a subcomponent: write role: subcomponent; a row of its own overlaps nothing",
            part.id.value, part.overlaps.loc});
        break;
      }
  }
}

void check(const RuleContext& ctx, Findings& out) {
  check_counted_overlaps(ctx.profile, out);
  for (const LocatedClaim* c : claims_of(ctx.brief, ClaimKind::total)) {
    const std::vector<ByteFigure>& figures = c->claim.as<TotalClaim>()->figures;
    // Overlapping rows double-count on disk too: a file ledger and the checkpoint it lists.
    if (auto rows = overlapping_rows_named(ctx.profile, c->claim.sentence)) {
      out.add_reading(*c->text, c->claim.sentence, fmt::format("total '{}' adds overlapping rows ({})", figures.front().text, *rows),
              "subcomponents are part of the row they overlap; count that row once");
      continue;
    }
    for (const ByteFigure& f : figures) {
      auto rows = overlapping_sum(ctx.profile, f);
      if (!rows) continue;
      out.add_reading(*c->text, c->claim.sentence, fmt::format("total '{}' adds overlapping rows ({})", f.text, *rows),
              "subcomponents are part of the row they overlap; count that row once");
      break;
    }
  }
}

}  // namespace
}  // namespace bm102

Rule bm102_overlap_summed() { return {&bm102::kInfo, bm102::check}; }

}  // namespace brief::rules
