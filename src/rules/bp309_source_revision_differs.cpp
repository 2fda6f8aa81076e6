// BP309 source-revision-differs: a model source pinned to another revision than the snapshot
// its own document names.
#include "derive/reference_agreement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bp309 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BP309"},
    .name = "source-revision-differs",
    .severity = Severity::error,
    .summary = "a model source's revision is not the snapshot its document names",
    .rationale =
        "A fact read from a config file is true of the revision it was read at. A model source "
        "whose document names a snapshot (\"official HF config, snapshot eb9eb208\") and whose "
        "revision is another hash (the checkpoint's, or a later commit) points the reader at a "
        "file the facts were not read from: one of the two belongs to another file. The revision "
        "agrees when one is a prefix of the other (a short hash names its full revision).",
    .bad = "  sources:\n    - id: config\n      origin: config\n"
           "      document: official HF config, snapshot eb9eb208\n"
           "      revision: 5ab363a8dcf6405955fd5f99671e01a1c9fb124b",
    .good = "      document: official HF config, snapshot eb9eb208\n"
            "      revision: eb9eb208 (or its full 40-character hash)",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : source_revision_differs(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bp309

Rule bp309_source_revision_differs() { return {&bp309::kInfo, bp309::check}; }

}  // namespace brief::rules
