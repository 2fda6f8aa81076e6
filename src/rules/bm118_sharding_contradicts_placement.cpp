// BM118 sharding-contradicts-placement: a row's sharding says where its copies are, and its
// placement text says otherwise (replicated but on rank 0 only; split but a full copy on each;
// on rank 0 only but split across the ranks).
#include "derive/placement_words.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm118 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM118"},
    .name = "sharding-contradicts-placement",
    .severity = Severity::error,
    .summary = "a row's sharding contradicts its placement: replicated on one rank only, split while a full copy sits on each, or on one rank while split across several",
    .rationale =
        "sharding is how the pool equations place a row: replicated puts a whole copy on every "
        "rank and node, split-across-ranks one share on each, rank0 the whole row on node 1 only. "
        "The placement text is the source's own words for the same thing. A vision tower marked "
        "replicated whose placement says \"Rank 0, inside the same unified pool\" is counted once "
        "per rank, and experts marked split whose placement says \"a full copy on each Spark\" "
        "are counted at a fraction of what each node holds; a row marked rank0 whose placement "
        "says \"Split across two ranks\" puts all of it on node 1. Either way one node's equation "
        "is wrong. A placement sentence that is denied, supposed or asked is not read, and a single "
        "place counts only where the setup has several (a rank of a multi-rank setup).",
    .bad = "  - id: vision-tower\n    sharding: replicated\n    placement: Rank 0, inside the same unified pool.",
    .good = "  - id: vision-tower\n    sharding: rank0\n    placement: Rank 0, inside the same unified pool.",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (placement_words); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : sharding_against_placement(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bm118

Rule bm118_sharding_contradicts_placement() { return {&bm118::kInfo, bm118::check}; }

}  // namespace brief::rules
