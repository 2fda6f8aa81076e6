// BV802 catalog-run-contradicts-records: a catalog run on another node count, or a reproduction dated before the bake-off.
#include "derive/reference_agreement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bv802 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BV802"},
    .name = "catalog-run-contradicts-records",
    .severity = Severity::error,
    .summary = "a catalog run on another node count, or a reproduction dated before the bake-off",
    .rationale =
        "A catalog run backs this profile's claims only when it ran what this profile describes. "
        "A run on another node count than hardware.nodes is a run of another setup, and a "
        "reproduction dated before the bake-off it reproduces cannot have reproduced it. Either "
        "one would let provenance.reproduced or a deployment claim rest on a record of something "
        "else.",
    .bad = "bakeoff:\n  date: \"2026-09-30\"\ncatalog_runs:\n  - kind: reproduction\n    date: \"2026-09-12\"",
    .good = "bakeoff:\n  date: \"2026-09-30\"\ncatalog_runs:\n  - kind: reproduction\n    date: \"2026-10-12\"",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (reference_agreement); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : run_contradicts_records(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bv802

Rule bv802_catalog_run_contradicts_records() { return {&bv802::kInfo, bv802::check}; }

}  // namespace brief::rules
