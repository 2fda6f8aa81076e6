// BM101 unknown-summed: a total stated in prose while rows it would sum are unknown.
#include <fmt/format.h>

#include "rules/memory_facts.h"
#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = "BM101",
    .name = "unknown-summed",
    .severity = Severity::error,
    .family = "memory",
    .summary = "a total or sum is stated while some of the rows it adds are unknown",
    .rationale =
        "Unknown is not zero: any sum touching an unknown is unknown. A total written in prose "
        "(\"in total 250 GB\", \"combined\") while a counted row's resident bytes are unknown can "
        "only have been made by treating the unknown rows as zero. The check reads every prose "
        "field, takes sentences that say total, combined, sum, together or in all next to a byte "
        "figure, and reports them when a row counted in memory (main weights, separate residents, "
        "runtime rows) has unknown resident bytes; for a sentence about disk it asks the disk "
        "plan's sizes instead.",
    .bad = "components:\n  - id: kv-cache\n    role: runtime\n    resident: unknown\n"
           "serving:\n  notes:\n    - The deployment needs 250 GB in total.",
    .good = "serving:\n  notes:\n    - KV bytes for this kit were not published.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& claim : total_claims(ctx.profile)) {
    if (claim.kind != TotalClaim::Kind::unknowable) continue;
    out.add(*claim.text, fmt::format("total '{}' is stated while {} unknown", claim.figure,
                                     claim.detail.find(',') == std::string::npos ? claim.detail + " is"
                                                                                : claim.detail + " are"),
            "a sum touching an unknown is unknown; state the known rows one by one");
  }
}

}  // namespace

Rule bm101_unknown_summed() { return {&kInfo, check}; }

}  // namespace brief::rules
