#include "derive/moving_refs.h"

#include <algorithm>

#include "derive/prose.h"
#include "derive/sentence.h"

namespace brief::derivation {

namespace {

// The moving reference a sentence names, asserted and not denied ("latest tag"), or "".
std::string moving_ref_in(const SentenceAnalysis& a, std::size_t* at = nullptr) {
  static const LexiconWords& moving = lexicon_words("moving-word");
  static const LexiconWords& refs = lexicon_words("ref-noun");
  for (std::size_t k = 0; k + 1 < a.tokens.size(); ++k)
    if (moving.contains(a.tokens[k].text) && refs.contains(a.tokens[k + 1].text) && a.asserted(k, k + 1) &&
        !a.negated[k]) {
      if (at != nullptr) *at = k;
      return a.tokens[k].text + " " + a.tokens[k + 1].text;
    }
  return "";
}

// A cheap test before any analysis: the field names a moving word at all.
bool may_name_moving_ref(const std::string& text) {
  const std::string low = lower(text);
  for (const auto& [word, unused] : lexicon_list("moving-word"))
    if (has_word(low, word)) return true;
  return false;
}

bool pin_word_asserted(const SentenceAnalysis& a, std::size_t from) {
  for (const TopicWord& w : a.topics)
    if (w.topic == Topic::pin && w.first >= from && a.effective_polarity(w) == 1 &&
        a.verdict(Topic::pin, a.clause_of[w.first]) == 1)
      return true;
  return false;
}

}  // namespace

std::vector<MovingRefPinned> moving_refs_pinned(const Profile& profile) {
  std::vector<MovingRefPinned> out;
  // Across two sentences of one field: "... at its latest tag. That tag is the pinned commit."
  for (const Text* t : prose_fields(profile)) {
    if (!t->present || !may_name_moving_ref(t->value)) continue;
    std::string before_ref;
    for (const std::string& s : sentences(t->value)) {
      const auto analysis = analysed(s);
      const SentenceAnalysis& a = *analysis;
      if (!before_ref.empty()) {
        const std::string noun = before_ref.substr(before_ref.find(' ') + 1);
        for (std::size_t k = 0; k + 1 < a.tokens.size(); ++k) {
          const std::string& d = a.tokens[k].text;
          if ((d == "that" || d == "this" || d == "the") && a.tokens[k + 1].text == noun && a.asserted(k, k + 1) &&
              !a.negated[k + 1] && pin_word_asserted(a, k + 2)) {
            out.push_back({t, s.substr(s.find_first_not_of(' ')), before_ref, nullptr});
            break;
          }
        }
      }
      before_ref = moving_ref_in(a);
    }
  }
  // A pin's own text that says the pin follows a moving reference.
  static const LexiconWords& follow_verbs = lexicon_words("follow-verb");
  for (const Pin& pin : profile.pins)
    for (const Text* t : {&pin.note, &pin.scope}) {
      if (!t->present || !may_name_moving_ref(t->value)) continue;
      for (const std::string& s : sentences(t->value)) {
        const auto analysis = analysed(s);
        const SentenceAnalysis& a = *analysis;
        std::size_t at = 0;
        const std::string ref = moving_ref_in(a, &at);
        if (ref.empty()) continue;
        bool follows = false;
        for (std::size_t k = 0; k < at; ++k)
          follows |= a.clause_of[k] == a.clause_of[at] && !a.negated[k] && a.asserted(k, k) &&
                     follow_verbs.contains(a.tokens[k].text);
        if (!follows) continue;
        out.push_back({t, s.substr(s.find_first_not_of(' ')), ref, &pin});
        break;
      }
    }
  return out;
}

}  // namespace brief::derivation
