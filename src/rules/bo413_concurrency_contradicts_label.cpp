// BO413 concurrency-contradicts-label: an observation's concurrency is another count than the
// C<n> its metric or id names.
#include "derive/concurrency_label.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo413 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO413"},
    .name = "concurrency-contradicts-label",
    .severity = Severity::error,
    .summary = "an observation's concurrency is another count than the C<n> its metric or id names",
    .rationale =
        "An observation's metric and id name the run the source measured (\"C1 short decode\": one "
        "stream; \"c8-short-aggregate\": eight), and its concurrency field is the same count as a "
        "number. \"concurrency: 8\" beside \"C1 short decode\" makes a single stream's rate read as "
        "an eight-stream run, or an aggregate as a per-stream figure, while the label still says "
        "which run it was. A label naming one C<n> is compared; a label naming none, or two "
        "(\"C1 vs C8\"), is not read.",
    .bad = "observations:\n  - id: c1-short\n    metric: C1 short decode\n    concurrency: 8",
    .good = "observations:\n  - id: c1-short\n    metric: C1 short decode\n    concurrency: 1",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (concurrency_label); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : concurrency_against_label(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bo413

Rule bo413_concurrency_contradicts_label() { return {&bo413::kInfo, bo413::check}; }

}  // namespace brief::rules
