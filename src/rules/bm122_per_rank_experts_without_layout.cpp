// BM122 per-rank-experts-without-layout: a per-rank expert count is given while the expert-parallel layout is unknown.
#include "derive/expert_layout.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm122 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM122"},
    .name = "per-rank-experts-without-layout",
    .severity = Severity::error,
    .summary = "a per-rank expert count is given while the expert-parallel layout is unknown",
    .rationale =
        "How many routed experts one rank holds follows from the expert-parallel layout: with "
        "expert parallelism each rank holds its share of the experts, with tensor parallelism "
        "alone every rank holds a slice of every expert. A per-rank count written while "
        "parallelism.ep is unknown or not stated is a division the profile made (288 routed over "
        "tp 2 = 144), presented as an official figure. brief cannot know which half is wrong, so "
        "both are reported: the count and ep. The same count in the catalog's prose (\"each rank "
        "holds 144 of the 288 experts\", \"144 per rank\") is reported at the text; a denied or "
        "supposed one is not.",
    .bad = "parallelism:\n  tp: 2\n  ep: unknown\nofficial:\n  routed_experts: 288\n  per_rank_experts: 144",
    .good = "parallelism:\n  tp: 2\n  ep: unknown\nofficial:\n  routed_experts: 288\n"
            "  per_rank_experts: {unknown: \"This kit does not publish a per-rank expert count.\"}",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (expert_layout); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : per_rank_experts_without_layout(ctx.profile)) out.add(found);
  for (const auto& found : per_rank_experts_in_prose(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bm122

Rule bm122_per_rank_experts_without_layout() { return {&bm122::kInfo, bm122::check}; }

}  // namespace brief::rules
