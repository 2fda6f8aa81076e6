#include "derive/run_counts.h"

#include "derive/number_words.h"

#include <algorithm>

#include "derive/sentence.h"

namespace brief::derivation {

std::vector<int64_t> runs_stated(std::string_view sentence) { return runs_stated(*analysed(sentence)); }

std::vector<int64_t> runs_stated(const SentenceAnalysis& a) {
  std::vector<int64_t> out;
  auto add = [&](int64_t n) {
    if (std::find(out.begin(), out.end(), n) == out.end()) out.push_back(n);
  };
  static const LexiconWords& several = lexicon_words("several-word");
  for (std::size_t k = 0; k + 1 < a.tokens.size(); ++k) {
    if (!a.asserted(k, k + 1) || a.negated[k]) continue;
    if (a.tokens[k].text == "single" && a.tokens[k + 1].text.starts_with("run")) add(1);
    // "held on both runs of every arm": "both" counts two runs ("the pair runs TP 2" has a
    // verb after its set word, so only "both" is read).
    if (a.tokens[k].text == "both" && is_run_noun(a.tokens[k + 1].text)) add(2);
    // "the median of the maintainer's repeated runs": runs, more than one, with no number.
    if (several.contains(a.tokens[k].text) && (is_run_noun(a.tokens[k + 1].text) || a.tokens[k + 1].text == "reruns"))
      add(kSeveralRuns);
    // "The maintainer repeated it the following week": a run done again is a second run. Done
    // by the catalog ("This repository reran the bake-off") it is a reproduction, not the
    // source's runs.
    static const LexiconWords& run_objects = lexicon_words("run-object");
    const std::string_view w = a.tokens[k].text;
    bool by_catalog = false;
    for (std::size_t j = k; j > 0 && a.clause_of[j - 1] == a.clause_of[k] && !by_catalog; --j)
      by_catalog = catalog_subject_at(a, j - 1) != 0;
    static const LexiconWords& again_verbs = lexicon_words("again-verb");
    if (!by_catalog && again_verbs.contains(w))
      for (std::size_t j = k + 1; j < a.tokens.size() && j <= k + 4 && a.clause_of[j] == a.clause_of[k]; ++j)
        if (!a.negated[j] && (a.tokens[j].text == "it" || run_objects.contains(a.tokens[j].text))) {
          add(kSeveralRuns);
          break;
        }
  }
  static const LexiconWords& restrictive = lexicon_words("restrictive-word");
  for (const Quantity& q : a.quantities) {
    const std::optional<int64_t> count = whole_count(q.value);
    // "It would be wrong to say the arms were run only once": one run, denied with "only",
    // says there were more.
    if (count == 1 && a.negated[q.first] && a.asserted(q.first, q.last) && q.first > 0 &&
        restrictive.contains(a.tokens[q.first - 1].text) &&
        (q.unit == QuantityUnit::runs || (q.unit == QuantityUnit::multiplier && a.tokens[q.first].text == "once"))) {
      add(kSeveralRuns);
      continue;
    }
    if (!a.asserted(q.first, q.last) || a.negated[q.first] || !count) continue;
    const int64_t n = *count;
    // "3 times" alone is a multiplier; after a verb of running it counts runs ("ran 3 times").
    if (q.unit == QuantityUnit::multiplier) {
      static const LexiconWords& run_verbs = lexicon_words("run-verb");
      if (q.first > 0 && run_verbs.contains(a.tokens[q.first - 1].text)) add(n);
      // "3x per arm", "three times each cell": so many times for each arm or cell counts runs.
      const std::size_t next = q.last + 1;
      if (next + 1 < a.tokens.size() && (a.tokens[next].text == "per" || a.tokens[next].text == "each") &&
          (a.tokens[next + 1].text.starts_with("arm") || a.tokens[next + 1].text.starts_with("cell") ||
           a.tokens[next + 1].text.starts_with("config")))
        add(n);
      continue;
    }
    if (q.unit == QuantityUnit::runs && q.unit_word != "times") add(n);
  }
  return out;
}

}  // namespace brief::derivation
