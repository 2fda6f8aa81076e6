// BM119 replica-above-pool: a replicated row whose one copy is larger than the pool each rank's
// copy sits in.
#include "derive/replica_fit.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm119 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM119"},
    .name = "replica-above-pool",
    .severity = Severity::error,
    .summary = "a replicated row is larger than the one pool each copy sits in",
    .rationale =
        "sharding: replicated puts a whole copy of the row on every rank, so on two Sparks each "
        "node's 128 GiB pool holds all of it. A checkpoint of about 165 GB on disk (the main "
        "weights' size when their own bytes are unknown) cannot be resident twice, once per node: "
        "either the weights are split across the ranks, or the size is wrong, and a pool equation "
        "built on the replica would rest on a copy no node can hold. The row's smallest known "
        "size (file_size, per_rank or resident) is compared with the nominal capacity of the pool "
        "its residence is, exactly, and beyond 5% when either figure is approximate; a single "
        "node with a single rank replicates nothing.",
    .bad = "hardware:\n  nodes: 2\ncomponents:\n  - id: exl3-checkpoint\n    role: main-weights\n    sharding: replicated\ndisk:\n  - what: checkpoint\n    size: about 165 GB",
    .good = "hardware:\n  nodes: 2\ncomponents:\n  - id: exl3-checkpoint\n    role: main-weights\n    sharding: split-across-ranks\ndisk:\n  - what: checkpoint\n    size: about 165 GB",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (replica_fit); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : replicas_above_pool(ctx.profile, ctx.hardware)) out.add(found);
}

}  // namespace
}  // namespace bm119

Rule bm119_replica_above_pool() { return {&bm119::kInfo, bm119::check}; }

}  // namespace brief::rules
