// BM117 slots-contradict-label: serving.slots is another count than the one slots_label names.
#include "derive/slot_label.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm117 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM117"},
    .name = "slots-contradict-label",
    .severity = Severity::error,
    .summary = "serving.slots is another count than the one slots_label names",
    .rationale =
        "slots_label is how the source names the run (\"C8\": eight concurrent slots), and "
        "serving.slots is the same count as a number: the calculator sizes the KV cache for it "
        "and the brief prints both. \"slots: 4\" beside \"C8\" halves the memory the source's "
        "run needed while the label still tells the reader it is the C8 run. A label with one "
        "number is compared; a label with none or several is not read.",
    .bad = "serving:\n  slots: 4\n  slots_label: C8",
    .good = "serving:\n  slots: 8\n  slots_label: C8",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (slot_label); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : slots_against_label(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bm117

Rule bm117_slots_contradict_label() { return {&bm117::kInfo, bm117::check}; }

}  // namespace brief::rules
