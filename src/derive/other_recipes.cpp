#include "derive/other_recipes.h"

#include <fmt/format.h>

#include <algorithm>

#include "derive/ascii.h"
#include "derive/prose.h"
#include "derive/wording.h"
#include "derive/sentence.h"
#include "derive/typed_counts.h"
#include "derive/written_precision.h"
#include "model/text.h"  // trim

namespace brief::derivation {

namespace {

// The lowercase alphabetic words of a text, split at anything else ("glm-5.3-flash-mia" gives
// glm, flash, mia).
std::vector<std::string> alphabetic_words(std::string_view text) {
  std::vector<std::string> out;
  std::string w;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const char c = i < text.size() ? text[i] : ' ';
    if (ascii::isalpha(c)) {
      w += ascii::tolower(c);
      continue;
    }
    if (!w.empty()) out.push_back(w);
    w.clear();
  }
  return out;
}

// Where each whole-word mention of a name starts in the lowered sentence.
std::vector<std::size_t> mentions(const std::vector<std::string>& names, std::string_view sentence) {
  std::vector<std::size_t> out;
  const std::string low = ascii_lower(sentence);
  for (const std::string& name : names)
    for (std::size_t at = low.find(name); at != std::string::npos; at = low.find(name, at + 1)) {
      const bool starts = at == 0 || !ascii::isalnum(low[at - 1]);
      const std::size_t end = at + name.size();
      const bool ends = end >= low.size() || !ascii::isalnum(low[end]);
      if (starts && ends) out.push_back(at);
    }
  return out;
}

}  // namespace

std::vector<std::string> other_recipe_names(const Profile& profile) {
  std::vector<std::string> own;
  const auto add_own = [&](std::string_view text) {
    for (auto& w : alphabetic_words(text)) own.push_back(std::move(w));
  };
  for (const Text* t : {&profile.id, &profile.title, &profile.subtitle, &profile.hardware.id, &profile.model.checkpoint})
    add_own(t->value);
  for (const Pin& pin : profile.pins) add_own(pin.repo.value);
  for (const Arm& arm : profile.bakeoff.arms)
    if (arm.subject.value) {
      add_own(arm.runtime.value);
      add_own(arm.label.value);
      add_own(arm.quantization.value);
    }
  std::vector<std::string> out;
  for (const ProfileRef& ref : profile.do_not_blend)
    for (auto& w : alphabetic_words(ref.id.value))
      if (w.size() >= 3 && std::find(own.begin(), own.end(), w) == own.end() &&
          std::find(out.begin(), out.end(), w) == out.end())
        out.push_back(std::move(w));
  return out;
}

bool names_other_recipe(const std::vector<std::string>& names, std::string_view sentence) {
  return !names.empty() && !mentions(names, sentence).empty();
}

const ByteFigure* other_recipe_figure(const std::vector<std::string>& names, std::string_view sentence,
                                      const std::vector<ByteFigure>& figures) {
  if (names.empty() || figures.empty()) return nullptr;
  const ByteFigure* nearest = nullptr;
  std::size_t best = kOtherRecipeReach + 1;
  for (std::size_t at : mentions(names, sentence))
    for (const ByteFigure& f : figures) {
      const std::size_t distance = f.offset > at ? f.offset - at : at - f.offset;
      if (distance < best) {
        best = distance;
        nearest = &f;
      }
    }
  return nearest;
}

bool borrowed_from_other_recipe(const std::vector<std::string>& names, std::string_view sentence) {
  if (!names_other_recipe(names, sentence)) return false;
  const auto analysis = analysed(sentence);
  const SentenceAnalysis& a = *analysis;
  static const LexiconWords& distinctions = lexicon_words("distinction-word");
  for (const Token& t : a.tokens)
    if (distinctions.contains(t.text)) return false;  // "unlike the Mia recipe", "a different file from Mia's"
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    if (std::find(names.begin(), names.end(), a.tokens[k].text) != names.end() ||
        std::any_of(names.begin(), names.end(), [&](const std::string& n) { return a.tokens[k].text == n + "'s"; }))
      return !a.negated[k] && a.asserted(k, k);
  return false;
}

std::vector<RowBorrowed> rows_borrowed_from_other_recipes(const Profile& profile) {
  std::vector<RowBorrowed> out;
  const auto names = other_recipe_names(profile);
  if (names.empty()) return out;
  static const LexiconWords& borrow = lexicon_words("borrow-word");
  for (const Component& row : profile.components) {
    std::vector<const Text*> texts{&row.placement, &row.evidence, &row.gap};
    for (const Text& t : row.notes) texts.push_back(&t);
    bool found = false;
    for (const Text* text : texts) {
      if (found || !text->present) continue;
      for (const std::string& sentence : sentences(text->value)) {
        if (!borrowed_from_other_recipe(names, sentence)) continue;
        const auto analysis = analysed(sentence);
        const SentenceAnalysis& a = *analysis;
        bool borrows = false;
        for (std::size_t k = 0; k < a.tokens.size(); ++k)
          borrows |= a.asserted(k, k) && !a.negated[k] && (borrow.contains(a.tokens[k].text) ||
                                          (a.tokens[k].text == "as" && k + 1 < a.tokens.size() && a.tokens[k + 1].text == "in"));
        if (!borrows) continue;
        out.push_back({&row, text, std::string(trim(sentence))});
        found = true;
        break;
      }
    }
  }
  return out;
}

Contradictions typed_counts_from_other_recipes(const Profile& profile) {
  Contradictions out;
  const std::vector<std::string> recipes = other_recipe_names(profile);
  if (recipes.empty()) return out;
  const std::vector<TypedCount> counts = typed_byte_counts(profile, nullptr);
  std::vector<const TypedCount*> reported;
  for (const Text* text : prose_fields(profile)) {
    if (!text->present || text->value.empty()) continue;
    for (const std::string& sentence : sentences(text->value)) {
      if (!names_other_recipe(recipes, sentence)) continue;
      const auto analysis = analysed(sentence);
      const ByteFigure* theirs = other_recipe_figure(recipes, sentence, analysis->figures);
      if (theirs == nullptr) continue;
      const ByteSpan span = span_of(*theirs);
      for (const TypedCount& c : counts) {
        if (!span_holds(span, c.field->value) || std::find(reported.begin(), reported.end(), &c) != reported.end())
          continue;
        reported.push_back(&c);
        out.push_back({c.field->loc,
                       fmt::format("{} ({}) holds {}, the figure the profile's own text gives as a do-not-blend "
                                   "recipe's: \"{}\"",
                                   c.name, c.field->value.as_written().empty() ? format_bytes(c.field->value) : c.field->value.as_written(),
                                   theirs->approximate ? "about " + theirs->text : theirs->text, std::string(trim(sentence))),
                       "a recipe this profile says not to blend with is not its source: write what the source gives "
                       "for this field, or unknown",
                       {}});
      }
    }
  }
  return out;
}

}  // namespace brief::derivation
