// BM124 row-borrowed-from-other-recipe: a ledger row's own text gives its facts as those of a recipe the profile says not to blend with.
#include <fmt/format.h>

#include "derive/other_recipes.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm124 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM124"},
    .name = "row-borrowed-from-other-recipe",
    .severity = Severity::error,
    .summary = "a ledger row's own text gives its facts as those of a recipe the profile says not to blend with",
    .rationale =
        "do_not_blend names the recipes whose figures must not be carried into this profile: "
        "another quantisation, another node count, another file. A row whose gap, evidence, "
        "placement or notes say its bytes or its quantisation are \"same like in the Mia q4 "
        "recipe, so bytes we take from there\" sizes this deployment from the recipe the profile "
        "itself refuses, and the memory verdict inherits it. A sentence that sets the two apart "
        "(\"not copied from the Mia q4 setting\", \"unlike the Mia recipe\") is no finding.",
    .bad = "    gap: Dense part is the same as in the Mia q4 recipe, so its bytes are taken from there.",
    .good = "    gap: Dense bytes were not published; the Mia q4 recipe's are not this kit's.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const RowBorrowed& b : rows_borrowed_from_other_recipes(ctx.profile))
    out.add_reading(*b.text, b.sentence,
                    fmt::format("row '{}' takes its facts from a recipe this profile says not to blend with: \"{}\"",
                                b.row->id.value, b.sentence),
                    "a do-not-blend recipe's figures are not this kit's: write what the source gives for this row, "
                    "or unknown");
}

}  // namespace
}  // namespace bm124

Rule bm124_row_borrowed_from_other_recipe() { return {&bm124::kInfo, bm124::check}; }

}  // namespace brief::rules
