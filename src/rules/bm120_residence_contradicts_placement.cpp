// BM120 residence-contradicts-placement: a row's residence is another kind of place than its own placement names.
#include "derive/row_access.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm120 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM120"},
    .name = "residence-contradicts-placement",
    .severity = Severity::error,
    .summary = "a row's residence is another kind of place than its own placement names",
    .rationale =
        "The residence decides which pool equation counts a row; the placement says in words "
        "where the row is. Routed experts with residence local-disk whose placement says "
        "\"Unified pool\" leave the pool equation without them, while the reader of the row sees "
        "them in memory; a KV cache in the unified pool placed \"on local NVMe\" is the same lie "
        "the other way. The check reads the placement's sentences that are not negated and "
        "reports a row whose placement names only a memory pool while its residence is a local "
        "disk, or only a disk while its residence is a memory pool. A placement that names both "
        "(\"streamed from NVMe into the unified pool\") is not read, unless a verb keeps the row on "
        "the storage it names (\"Stays on local NVMe and is streamed per token; only a cache sits "
        "in memory\"): then it puts the row on a disk.",
    .bad = "  - id: routed-experts\n    residence: uma\n    placement: On local NVMe. Split across two ranks.",
    .good = "  - id: routed-experts\n    residence: uma\n    placement: Unified pool. Split across two ranks. Not an SSD tier.",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (row_access); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : residence_against_placement(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bm120

Rule bm120_residence_contradicts_placement() { return {&bm120::kInfo, bm120::check}; }

}  // namespace brief::rules
