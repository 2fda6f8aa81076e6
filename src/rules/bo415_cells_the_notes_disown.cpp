// BO415 cells-the-notes-disown: an observation holds cell values its own notes say were not
// copied into the profile.
#include "derive/cells_disowned.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo415 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO415"},
    .name = "cells-the-notes-disown",
    .severity = Severity::error,
    .summary = "an observation has cell values its own notes say are not in the profile",
    .rationale =
        "An observation may be listed without its values: \"The source does not copy these cells' "
        "values into this profile.\" A cell with a value beside that note is a number the profile "
        "says it does not have, a guess given the look of a measurement. The check reads each "
        "observation's notes: a sentence in the catalog's voice that denies the values (\"values\", "
        "\"cells\", \"figures\") with a verb of copying or recording (\"copy\", \"recorded\", "
        "\"given\"), while a cell holds a value. Other values (\"no per-run values are given\" beside "
        "aggregate cells) are not these.",
    .bad = "    - id: c1-prose-code\n      cells:\n        - {arm: tensorfold-c8, value: 88}\n"
           "      notes:\n        - The source does not copy these cells' values into this profile.",
    .good = "    - id: c1-prose-code\n      notes:\n        - The source does not copy these cells' values into this profile.",
    // A contradiction between a typed value and the same entry's own statement of absence.
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : cells_the_notes_disown(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bo415

Rule bo415_cells_the_notes_disown() { return {&bo415::kInfo, bo415::check}; }

}  // namespace brief::rules
