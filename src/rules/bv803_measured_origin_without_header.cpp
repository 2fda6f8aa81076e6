// BV803 measured-origin-without-header: a model source labelled measured records no header hash.
#include "derive/model_agreement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bv803 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BV803"},
    .name = "measured-origin-without-header",
    .severity = Severity::error,
    .summary = "a model source labelled measured records no header hash",
    .rationale =
        "Measured model facts come from reading a checkpoint's headers (brief inspect), and such "
        "a source records the header_sha256 of the bytes it read. A source labelled measured "
        "without one is a document or a config relabelled measured: the brief would present "
        "copied figures as measurements. Label it source-document or config. A stored class's "
        "note that says its figure was read from the safetensors headers (or by brief inspect), "
        "while its source is a document or a config with no header hash, relabels the copied "
        "figure the same way.",
    .bad = "model:\n  sources:\n    - {id: source, origin: measured, document: The source brief}",
    .good = "model:\n  sources:\n    - {id: source, origin: source-document, document: The source brief}",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (model_agreement); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : measured_without_header(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bv803

Rule bv803_measured_origin_without_header() { return {&bv803::kInfo, bv803::check}; }

}  // namespace brief::rules
