// BM101 unknown-summed: a total stated in prose while rows it would sum are unknown.
#include <fmt/format.h>

#include <algorithm>

#include "derive/claims.h"
#include "derive/rows.h"
#include "derive/wording.h"
#include "derive/claim_judgement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm101 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM101"},
    .name = "unknown-summed",
    .severity = Severity::error,
    .summary = "a total or sum is stated while some of the rows it adds are unknown",
    .rationale =
        "Unknown is not zero: any sum touching an unknown is unknown. A total written in any "
        "prose field (\"in total 250 GB\", \"comes to\", \"needs\", \"combined\") while a row "
        "counted in memory (main weights, separate residents, runtime rows) has unknown resident "
        "bytes can only have been made by treating the unknown rows as zero. Sentences about disk "
        "are judged against the disk plan instead; one pool's capacity and a byte count the "
        "profile knows are not totals. Disk is not memory: the disk plan's size said to be "
        "resident (\"the 84 GB of prepared weights stay resident\") is reported too. The claim "
        "reader is shared by every prose rule.",
    .bad = "components:\n  - id: kv-cache\n    role: runtime\n    resident: unknown\n"
           "serving:\n  notes:\n    - The deployment needs 250 GB in total.",
    .good = "serving:\n  notes:\n    - KV bytes for this kit were not published.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const Profile& p = ctx.profile;
  // The largest lower bound of any pool: a bound stated in prose may not exceed it.
  __int128 known_floor = -1;
  for (const auto& eq : ctx.brief.memory.pools)
    if (eq.lower_bound.is_known()) known_floor = std::max<__int128>(known_floor, eq.lower_bound.value());
  for (const LocatedClaim* c : claims_of(ctx.brief, ClaimKind::total)) {
    const TotalClaim& total = *c->claim.as<TotalClaim>();
    if (total.bound) {
      // "At least X" is honest when the known rows alone reach X on some pool.
      for (const ByteFigure& f : total.figures) {
        __int128 pow10 = 1;
        for (int s = 0; s < f.scale; ++s) pow10 *= 10;
        if (known_floor >= 0 && f.units * f.multiplier <= (known_floor + f.multiplier) * pow10) continue;
        out.add_reading(*c->text, c->claim.sentence,
                fmt::format("lower bound '{}' is more than the known rows add up to on any pool", f.text),
                "a bound is the sum of the known counted rows; see the memory verdict of `brief render`");
        break;
      }
      continue;
    }
    // Disk is not memory: the disk plan's size said to be resident.
    if (asserts_residence(c->claim)) {
      auto disk = std::find_if(total.figures.begin(), total.figures.end(),
                               [&](const ByteFigure& f) { return is_disk_only_figure(p, f); });
      if (disk != total.figures.end()) {
        out.add_reading(*c->text, c->claim.sentence, fmt::format("'{}' is the disk plan's size, stated as resident memory", disk->text),
                "disk is not memory: the prepared weights and the checkpoint files are on disk");
        continue;
      }
    }
    for (const ByteFigure& f : total.figures) {
      // One pool's capacity, a byte count the profile knows, or overlapping rows (BM102) is
      // not a sum of unknowns.
      if ((ctx.hardware && is_one_pool(*ctx.hardware, f)) || is_known_fact(p, f) || overlapping_sum(p, f) ||
          overlapping_rows_named(p, c->claim.sentence))
        continue;
      std::vector<std::string> unknown;
      const bool disk = total.about_disk;
      if (disk) {
        if (is_known_disk_sum(p, f)) continue;
        for (const auto& d : p.disk)
          if (!d.size.value.is_known()) unknown.push_back(d.what.value);
      } else {
        for (const Component* row : unknown_counted_rows(p)) unknown.push_back(row->id.value);
      }
      if (unknown.empty()) continue;
      out.add_reading(*c->text, c->claim.sentence,
              fmt::format("total '{}' is stated while {} {} unknown", f.text, join(unknown),
                          unknown.size() == 1 ? "is" : "are"),
              "a sum touching an unknown is unknown; state the known rows one by one");
      break;
    }
  }
}

}  // namespace
}  // namespace bm101

Rule bm101_unknown_summed() { return {&bm101::kInfo, bm101::check}; }

}  // namespace brief::rules
