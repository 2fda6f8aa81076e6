// BO412 build-dated-after-bakeoff: a build the bake-off was measured on is dated after it.
#include "derive/build_dates.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo412 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO412"},
    .name = "build-dated-after-bakeoff",
    .severity = Severity::error,
    .summary = "a build the bake-off was measured on is dated after the bake-off",
    .rationale =
        "An arm's or an observation's build is the code its cells were measured on, so it "
        "existed by bakeoff.date. A build note that dates it later (\"a kit build tagged "
        "2026-10-05\" under a bake-off of 2026-09-30) says the cells came from code that did "
        "not exist yet: one of the dates, or the build the cells name, is false. Only dates the "
        "note asserts are read, and a note with any date on or before the bake-off is left alone.",
    .bad = "builds:\n  - id: 80dba15\n    of: runtime\n    note: A kit build tagged 2026-10-05.\n"
           "bakeoff:\n  date: \"2026-09-30\"\n  observations:\n    - {id: c1-short, build: 80dba15}",
    .good = "builds:\n  - id: 80dba15\n    of: runtime\n    note: A kit build tagged 2026-09-12.",
    .suppressible = false,
};

// The contradictions are found once, in derive (build_dates); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : builds_dated_after_bakeoff(ctx.brief)) out.add(found);
}

}  // namespace
}  // namespace bo412

Rule bo412_build_dated_after_bakeoff() { return {&bo412::kInfo, bo412::check}; }

}  // namespace brief::rules
