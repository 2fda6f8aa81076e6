// BM111 memory-access-on-local-disk: a row read as resident weights, a cache, a state or scratch placed on a local disk.
#include "derive/row_access.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm111 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM111"},
    .name = "memory-access-on-local-disk",
    .severity = Severity::error,
    .summary = "a row read as resident weights, a cache, a state or scratch placed on a local disk",
    .rationale =
        "A local disk is in no pool equation: rows placed there are files, not memory. An "
        "attention cache, a recurrent state, a runtime scratch buffer or weights read by resident "
        "matmul live in memory while they are used, so placing one on a local-disk residence "
        "drops it from the pool it takes and can turn an overflow into a fit. Sparse routed "
        "matmul may stream experts from a disk and is not reported. The memory verdict shows no "
        "fit while this holds.",
    .bad = "  - id: kv-cache\n    role: runtime\n    residence: local-disk\n    access: attention-cache",
    .good = "  - id: kv-cache\n    role: runtime\n    residence: uma\n    access: attention-cache",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (row_access); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : access_on_local_disk(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bm111

Rule bm111_memory_access_on_local_disk() { return {&bm111::kInfo, bm111::check}; }

}  // namespace brief::rules
