// BV804 rerun-denied-beside-record: the catalog's own prose denies rerunning the bake-off while
// catalog_runs holds a complete reproduction of it.
#include "derive/reproduction_denied.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bv804 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BV804"},
    .name = "rerun-denied-beside-record",
    .severity = Severity::error,
    .summary = "the profile's own text denies that this catalog reran the bake-off, beside a complete reproduction record",
    .rationale =
        "A complete catalog_runs record of kind reproduction is what lets a profile say the "
        "bake-off was reproduced (BV801); a sentence in the catalog's own voice that says it was "
        "not (\"This repository did not rerun the bake-off.\", \"We have not reproduced these "
        "numbers.\") says the opposite of the record. One of the two is false, and brief cannot "
        "know which was edited, so both are reported, and provenance.reproduced too when it is "
        "true. A denial bounded in time that the record comes after (\"did not rerun it until "
        "2026-11-02\", \"as of 2026-10-01\"), a denial attributed to a source, and one about "
        "another party (\"LimeChain did not rerun it\") are not contradictions. A complete "
        "runtime-measurement record whose text says it measured the bake-off or its cells (\"The "
        "C1 and C8 bake-off cells.\") is a rerun of the bake-off too.",
    .bad = "catalog_runs:\n  - {kind: reproduction, by: maintainers, date: \"2026-10-12\", pins: [checkpoint, runtime]}\n"
           "validation:\n  - This repository did not rerun the bake-off.",
    .good = "catalog_runs:\n  - {kind: reproduction, by: maintainers, date: \"2026-10-12\", pins: [checkpoint, runtime]}\n"
            "validation:\n  - This repository reran the bake-off on 2026-10-12.",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (reproduction_denied); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : rerun_denied_beside_record(ctx.profile, ctx.brief.runs)) out.add(found);
}

}  // namespace
}  // namespace bv804

Rule bv804_rerun_denied_beside_record() { return {&bv804::kInfo, bv804::check}; }

}  // namespace brief::rules
