#include "derive/noise_prose.h"

#include <algorithm>
#include <string_view>

#include "derive/sentence.h"

namespace brief::derivation {

namespace {

bool in(std::string_view word, std::initializer_list<std::string_view> words) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

}  // namespace

std::vector<std::pair<double, double>> noise_thresholds_stated(const SentenceAnalysis& a) {
  std::vector<std::pair<double, double>> out;
  if (a.question) return out;
  static const LexiconWords& noise_words = lexicon_words("noise-word");
  static const LexiconWords& differences = lexicon_words("difference-word");
  const auto& t = a.tokens;
  const auto text = [&](std::size_t i) -> std::string_view { return i < t.size() ? std::string_view(t[i].text) : ""; };
  for (const Quantity& q : a.quantities) {
    if (q.unit != QuantityUnit::percent) continue;
    if (a.negated[q.first] || a.modality[q.first] != Modality::assertion) continue;
    // "a 12% gap", "12% faster": the figure is a difference, not the line under which one is noise.
    if (differences.contains(text(q.last + 1))) continue;
    const std::size_t clause = a.clause_of[q.first];
    // "below 15 percent", "within roughly 5%": a bounding word just before the figure.
    bool bound = false;
    for (std::size_t back = 1; back <= 3 && back <= q.first && !bound; ++back) {
      const std::string_view w = text(q.first - back);
      if (in(w, {"below", "under", "within", "<", "beneath"}) ||
          (w == "than" && q.first >= back + 1 && text(q.first - back - 1) == "less") ||
          (w == "to" && q.first >= back + 1 && text(q.first - back - 1) == "up"))
        bound = true;
      else if (!in(w, {"about", "roughly", "around", "approximately", "some", "~", "a", "the"}))
        break;
    }
    // "15 percent are noise", "a 5% noise band": the noise word right after the figure.
    bool before_noise = false;
    for (std::size_t i = q.last + 1; i < t.size() && i <= q.last + 3 && a.clause_of[i] == clause; ++i) {
      if (noise_words.contains(text(i))) { before_noise = true; break; }
      if (!in(text(i), {"is", "are", "was", "counts", "count", "as", "of", "just", "mere", "treated"})) break;
    }
    // "a noise threshold of 5%", "noise band: 5%": the figure right after the noise word.
    bool after_noise = false;
    for (std::size_t back = 1; back <= 5 && back <= q.first; ++back) {
      const std::size_t i = q.first - back;
      if (a.clause_of[i] != clause) break;
      if (noise_words.contains(text(i))) { after_noise = true; break; }
      if (!in(text(i), {"threshold", "band", "floor", "level", "limit", "cutoff", "cut-off", "bar", "is", "of", "at",
                        "=", ":", "was", "set", "to", "about", "roughly", "around", "~"}))
        break;
    }
    bool clause_names_noise = false;
    for (std::size_t i = 0; i < t.size(); ++i)
      clause_names_noise |= a.clause_of[i] == clause && noise_words.contains(t[i].text);
    if (clause_names_noise && (bound || before_noise || after_noise)) out.emplace_back(q.value, q.upper);
  }
  return out;
}

}  // namespace brief::derivation
