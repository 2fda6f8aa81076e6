#include "derive/run_counts.h"

#include "derive/sentence.h"

namespace brief::derivation {

int64_t runs_stated(std::string_view sentence) { return runs_stated(analyse_sentence(sentence)); }

int64_t runs_stated(const SentenceAnalysis& a) {
  for (std::size_t k = 0; k + 1 < a.tokens.size(); ++k)
    if (a.tokens[k].text == "single" && a.tokens[k + 1].text.starts_with("run") && a.asserted(k, k + 1)) return 1;
  for (const Quantity& q : a.quantities) {
    if (!a.asserted(q.first, q.last) || q.value < 1 || q.value != static_cast<double>(static_cast<int64_t>(q.value)))
      continue;
    const auto n = static_cast<int64_t>(q.value);
    // "3 times" alone is a multiplier; after a verb of running it counts runs ("ran 3 times").
    if (q.unit == QuantityUnit::multiplier && q.first > 0) {
      const std::string_view verb = a.tokens[q.first - 1].text;
      if (verb == "ran" || verb == "run" || verb == "repeated" || verb == "measured" || verb == "benchmarked") return n;
      continue;
    }
    if (q.unit == QuantityUnit::runs && q.unit_word != "times") return n;
  }
  return 0;
}

}  // namespace brief::derivation
