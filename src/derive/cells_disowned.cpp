#include "derive/cells_disowned.h"

#include <fmt/format.h>

#include "derive/prose.h"
#include "derive/sentence.h"

namespace brief::derivation {

namespace {

// A note that says the values are not given here: a word of the values (lexicon class
// value-word: "values", "cells", "figures") denied in the catalog's voice, with a verb of
// copying or recording (class record-verb: "copy", "recorded", "given") in the sentence.
// "Values are not rounded" denies nothing of their presence (no such verb); "the source
// publishes no per-run values" beside aggregate cells does ("per-run" values are other values),
// so a qualifier before the value word (per-run, other, individual, raw) leaves it unread.
bool disowns_values(const SentenceAnalysis& a) {
  if (a.question) return false;
  static const LexiconWords& value_words = lexicon_words("value-word");
  static const LexiconWords& record_verbs = lexicon_words("record-verb");
  static const LexiconWords& qualifiers = lexicon_words("value-qualifier");
  bool denied_value = false, recorded = false;
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    const std::string& w = a.tokens[k].text;
    recorded = recorded || record_verbs.contains(w);
    if (!value_words.contains(w) || !a.negated[k] || !a.asserted(k, k)) continue;
    if (k > 0 && qualifiers.contains(a.tokens[k - 1].text)) continue;
    denied_value = true;
  }
  return denied_value && recorded;
}

}  // namespace

Contradictions cells_the_notes_disown(const Profile& profile) {
  Contradictions out;
  for (const Observation& o : profile.bakeoff.observations) {
    const Cell* valued = nullptr;
    for (const Cell& c : o.cells)
      if (c.value.present) {
        valued = &c;
        break;
      }
    if (valued == nullptr) continue;
    for (const Text& note : o.notes) {
      std::string said;
      for (const std::string& s : sentences(note.value))
        if (said.empty() && disowns_values(*analysed(s))) said = s.substr(s.find_first_not_of(' '));
      if (said.empty()) continue;
      out.push_back({valued->value.loc,
                     fmt::format("observation '{}' has a cell of {} for '{}', but its own note says the values are "
                                 "not in the profile: \"{}\"",
                                 o.id.value, valued->value.value.to_string(), valued->arm.value, said),
                     "a cell the source's values were not copied into is unknown: remove the cells, or copy the "
                     "source's values and correct the note",
                     o.id.value, note.loc});
      break;
    }
  }
  return out;
}

}  // namespace brief::derivation
