// BM115 official-bytes-as-checkpoint: the official snapshot's file bytes written as this
// checkpoint's, while the profile pins another checkpoint.
#include "derive/official_scope.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm115 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM115"},
    .name = "official-bytes-as-checkpoint",
    .severity = Severity::error,
    .summary = "the official snapshot's file bytes are written as this checkpoint's",
    .rationale =
        "official.checkpoint_file is the size of the official snapshot's files. When the "
        "checkpoint pin names another repository or revision (a 4-bit EXL3 quantization of a "
        "BF16 release), that figure is the size of other files: written into a row's file_size, "
        "resident or per_rank, a disk item or the model's stored bytes, it gives this "
        "checkpoint a size the source never published (328 GB for files planned at about 165 "
        "GB). Reported at the field, equal within the precision either figure is written at.",
    .bad = "official:\n  snapshot_pin: official\n  checkpoint_file: 328326771576\ncomponents:\n"
           "  - id: logical-checkpoint\n    file_size: 328326771576",
    .good = "components:\n  - id: logical-checkpoint\n    file_size: {unknown: \"not published\"}",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (official_scope); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : official_bytes_as_checkpoint(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bm115

Rule bm115_official_bytes_as_checkpoint() { return {&bm115::kInfo, bm115::check}; }

}  // namespace brief::rules
