// BP313 text-denies-checkpoint-pin: a source read at the checkpoint's pin (or that pin's scope)
// says it is not this checkpoint.
#include "derive/reference_agreement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bp313 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BP313"},
    .name = "text-denies-checkpoint-pin",
    .severity = Severity::error,
    .summary = "a source read at the checkpoint's own pin says it is not this checkpoint",
    .rationale =
        "A source's pin says which revision its facts were read at. A source titled \"Official "
        "parameter scope only. Not this EXL3 revision.\" pointed at the checkpoint's pin makes "
        "figures its own title disowns look like this checkpoint's. The denied words must name "
        "the checkpoint (this revision, the checkpoint, its quantization, its repository's name) "
        "and nothing that sets another apart (\"not the official checkpoint\", \"not an earlier "
        "revision\"). A pin of role checkpoint whose own scope denies it is the same, and so is "
        "another pin that holds the checkpoint's own revision while its scope denies it is this "
        "checkpoint. Both the pin reference and the text are reported.",
    .bad = "sources:\n  - title: Official parameter scope only. Not this EXL3 revision.\n    pin: checkpoint",
    .good = "sources:\n  - title: Official parameter scope only. Not this EXL3 revision.\n    pin: official",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (reference_agreement); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : text_denies_checkpoint_pin(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bp313

Rule bp313_text_denies_checkpoint_pin() { return {&bp313::kInfo, bp313::check}; }

}  // namespace brief::rules
