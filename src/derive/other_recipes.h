#pragma once
// The recipes a profile says not to blend with, by the names its own text calls them: a value
// whose own words give it as another recipe's ("the Mia recipe's 176 GB file", "Dense q4, as in
// the Mia recipe") is that recipe's value, not this profile's.
#include <string>
#include <string_view>
#include <vector>

#include "brief/claim.h"  // ByteFigure
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// The words of each do-not-blend id that name nothing of this profile itself (its id, title,
// subtitle, hardware, checkpoint, pins and arms): "mia" of glm-5.3-flash-mia-tensorfold-tp2
// beside a TensorFold GLM-5.3-Flash profile. Lowercase, alphabetic, three letters or more.
std::vector<std::string> other_recipe_names(const Profile& profile);

// True when the sentence names one of those recipes (a whole word, any case).
bool names_other_recipe(const std::vector<std::string>& names, std::string_view sentence);

// The byte figure the sentence gives as another recipe's: the figure nearest a mention of the
// recipe's name, no more than kOtherRecipeReach characters from it ("That is a different
// sentence from the Mia recipe's 176 GB file." gives 176 GB; "Unlike the Mia recipe's 176 GB
// file, this one is 165 GB" gives 176 GB, not 165 GB). nullptr when there is none.
inline constexpr std::size_t kOtherRecipeReach = 40;
const ByteFigure* other_recipe_figure(const std::vector<std::string>& names, std::string_view sentence,
                                      const std::vector<ByteFigure>& figures);

// True when the sentence gives something as taken from another recipe, in the catalog's voice
// and not denied: "Dense q4, as in the Mia recipe." ("not copied from the Mia q4 setting",
// "unlike Mia's" deny it).
bool borrowed_from_other_recipe(const std::vector<std::string>& names, std::string_view sentence);

// A row of the ledger whose own text says its facts come from another recipe the profile says
// not to blend with ("Dense part is same like in Mia q4 recipe, so bytes we take from there"):
// a word of sameness or borrowing (lexicon borrow-word: "same", "like", "as in", "taken",
// "copied") beside the recipe's name, asserted, with no word that sets the two apart
// ("unlike", "different", "not copied").
struct RowBorrowed {
  const Component* row = nullptr;
  const Text* text = nullptr;
  std::string sentence;  // trimmed
};
std::vector<RowBorrowed> rows_borrowed_from_other_recipes(const Profile& profile);

// Each typed byte count of the profile (typed_counts.h, the hardware's aside) that holds a
// figure the profile's own text gives as a do-not-blend recipe's: "checkpoint_file: about 176
// GB" beside "That pair is not the Mia recipe's 176 GB figure". The count inside the figure's
// span (written_precision.h). Located at the field, quoting the sentence.
Contradictions typed_counts_from_other_recipes(const Profile& profile);

}  // namespace brief::derivation
