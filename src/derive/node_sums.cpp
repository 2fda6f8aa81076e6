#include "derive/node_sums.h"

#include <algorithm>
#include <string>

#include "derive/prose.h"
#include "derive/sentence.h"

namespace brief::derivation {

namespace {

bool adds_nodes(std::string_view word) {
  static constexpr std::string_view kWords[] = {"double", "doubles", "doubled", "doubling", "combined",
                                                "together", "both", "pooled", "aggregate"};
  return std::find(std::begin(kWords), std::end(kWords), word) != std::end(kWords) || set_count_word(word) > 1;
}

// The token a figure starting at `offset` of the sentence is in.
std::size_t token_at(const SentenceAnalysis& a, std::size_t offset) {
  std::size_t k = 0;
  for (std::size_t i = 0; i < a.tokens.size(); ++i)
    if (a.tokens[i].at <= offset) k = i;
  return k;
}

}  // namespace

std::vector<std::size_t> figures_counted_over_nodes(std::string_view text) {
  std::vector<std::size_t> out;
  std::size_t from = 0;
  for (const std::string& sentence : sentences(text)) {
    const std::size_t base = text.find(sentence, from);
    if (base == std::string_view::npos) continue;
    from = base + sentence.size();
    const auto analysis = analysed(sentence);
    const SentenceAnalysis& a = *analysis;
    if (a.figures.empty()) continue;
    std::vector<std::size_t> markers;
    for (const Quantity& q : a.quantities)
      if (q.unit == QuantityUnit::nodes && q.value > 1) markers.push_back(q.first);
    for (std::size_t k = 0; k < a.tokens.size(); ++k)
      if (adds_nodes(a.tokens[k].text)) markers.push_back(k);
    for (std::size_t m : markers) {
      const ByteFigure* nearest = nullptr;
      std::size_t best = SIZE_MAX;
      for (const ByteFigure& f : a.figures) {
        const std::size_t k = token_at(a, f.offset);
        if (a.clause_of[k] != a.clause_of[m]) continue;
        const std::size_t distance = k > m ? k - m : m - k;
        if (distance < best) {
          best = distance;
          nearest = &f;
        }
      }
      if (nearest != nullptr && std::find(out.begin(), out.end(), base + nearest->offset) == out.end())
        out.push_back(base + nearest->offset);
    }
  }
  return out;
}

}  // namespace brief::derivation
