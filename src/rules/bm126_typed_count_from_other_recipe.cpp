// BM126 typed-count-from-other-recipe: a typed byte count holds the figure the profile's own
// text gives as a do-not-blend recipe's.
#include "derive/other_recipes.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm126 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM126"},
    .name = "typed-count-from-other-recipe",
    .severity = Severity::error,
    .summary = "a typed byte count holds the figure the profile's own text gives as a do-not-blend recipe's",
    .rationale =
        "\"That pair is not the Mia recipe's 176 GB figure\" tells the reader that 176 GB belongs to "
        "another recipe. A byte field of this profile that holds it (official.checkpoint_file: "
        "about 176 GB, a row's file_size or resident, a disk item) sizes this deployment from the "
        "recipe the profile itself refuses to blend with. The check reads each figure the profile's "
        "prose gives as a do-not-blend recipe's (the figure nearest the recipe's name) and each "
        "known byte field whose count lies inside that figure's span (written_precision).",
    .bad = "official:\n  checkpoint_file: about 176 GB\ndisk_notes:\n  - That pair is not the Mia recipe's 176 GB figure.",
    .good = "official:\n  checkpoint_file: 328326771576\ndisk_notes:\n  - That pair is not the Mia recipe's 176 GB figure.",
    // The profile's own text and its own field disagree on whose figure this is.
    .suppressible = false,
};

// The counts are found once, in derive (other_recipes); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : typed_counts_from_other_recipes(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bm126

Rule bm126_typed_count_from_other_recipe() { return {&bm126::kInfo, bm126::check}; }

}  // namespace brief::rules
