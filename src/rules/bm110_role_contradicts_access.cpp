// BM110 role-contradicts-access: a row whose role and access say two things (a file-ledger or
// not-present row read in memory, a runtime row read by matmul, weights held as a cache or
// placed and read by nothing).
#include "derive/row_access.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm110 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM110"},
    .name = "role-contradicts-access",
    .severity = Severity::error,
    .summary = "a row whose role and access disagree: a file ledger or absent row read in memory, a runtime row "
               "read by matmul, weights held as a cache, scratch or state, or placed weights read by nothing",
    .rationale =
        "A file ledger lists files and a not-present row is a component the recipe does not have: "
        "neither takes memory, so the pool equations leave both out. A row with such a role whose "
        "access says it is read by matmul, holds an attention cache, a recurrent state or scratch "
        "memory is a row that takes memory and was moved out of every equation by its label; a "
        "recurrent state marked not-present while its access says recurrent-state lets a memory "
        "verdict fit without it. So is a not-present row whose own placement, evidence or notes say it "
        "is loaded or held in memory (\"the Engram table loads into the unified pool\"). A row whose "
        "id or name says recurrent state, read as an attention cache while another row is the KV "
        "cache, is a second KV cache that no linear-attention layer keeps: reported from its name "
        "to its access. A runtime row (a KV cache, a workspace) whose access is a matmul over "
        "weights, or a weights row whose access is a cache, scratch or state, is one row labelled "
        "as two: the KV cache relabelled sparse-routed-matmul is no longer sized by its tokens. "
        "Weights that reside in a memory location with access none (routed experts in the "
        "unified pool, read by nothing) drop out of the resident sum although the recipe loads "
        "them. The memory verdict shows no fit while this holds.",
    .bad = "  - id: recurrent-state\n    role: not-present\n    access: recurrent-state",
    .good = "  - id: recurrent-state\n    role: runtime\n    residence: uma\n    access: recurrent-state",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (row_access); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : role_contradicts_access(ctx.profile)) out.add(found);
  for (const auto& found : absent_row_said_present(ctx.profile)) out.add(found);
  for (const auto& found : state_row_read_as_attention_cache(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bm110

Rule bm110_role_contradicts_access() { return {&bm110::kInfo, bm110::check}; }

}  // namespace brief::rules
