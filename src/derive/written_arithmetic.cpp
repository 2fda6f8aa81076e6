// Arithmetic written out in a sentence, redone: see written_arithmetic.h.
#include "derive/written_arithmetic.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>

#include "derive/prose.h"
#include "derive/sentence.h"
#include "derive/wording.h"  // ascii_lower
#include "derive/written_precision.h"
#include "model/text.h"  // trim

namespace brief::derivation {

namespace {

double bytes_of(const ByteFigure& f) {
  double v = static_cast<double>(f.units) * static_cast<double>(f.multiplier);
  for (int s = 0; s < f.scale; ++s) v /= 10;
  return v;
}

bool contains_any(std::string_view text, std::initializer_list<std::string_view> words) {
  return std::any_of(words.begin(), words.end(), [&](std::string_view w) { return text.find(w) != std::string_view::npos; });
}

// The words that join two operands of a sum, and the words that give its result.
bool joins_operands(std::string_view between) { return contains_any(between, {" plus ", "+"}); }
bool gives_result(std::string_view between) {
  return contains_any(between, {" is ", " are ", "=", " makes ", " make ", " comes to ", " come to ", " adds up to ",
                                " add up to ", " totals ", " sums to ", " gives ", " give ", " totalling ",
                                " totaling ", " a total of "});
}
// "..., 239 GB in total": the words after a figure that make it the sum of those before it.
bool named_as_result(std::string_view after) {
  for (std::string_view w : {" in total", " in all", " total", " altogether", " combined", " overall"})
    if (after.substr(0, w.size()) == w) return true;
  return false;
}

// The byte sum the sentence writes ("A plus B is C", "A plus B, C in total"), outside what the
// figures' own digits allow (see written_precision.h).
bool byte_sum_wrong(const SentenceAnalysis& a, std::string_view sentence, ArithmeticWrong& out) {
  const auto& f = a.figures;
  if (f.size() < 3) return false;
  const std::string low = ascii_lower(sentence);  // the figures' offsets are the sentence's
  const auto between = [&](std::size_t i) {
    const std::size_t from = f[i - 1].offset + f[i - 1].text.size();
    return std::string_view(low).substr(from, f[i].offset > from ? f[i].offset - from : 0);
  };
  const auto result_at = [&](std::size_t i) {
    return gives_result(between(i)) || named_as_result(std::string_view(low).substr(f[i].offset + f[i].text.size()));
  };
  // Operands joined by "plus" or "+", then the result after a copula or "=", or named a total.
  ByteSpan sum = span_of(f[0]);
  double exact = bytes_of(f[0]);
  bool approximate = f[0].approximate;
  std::size_t i = 1;
  for (; i < f.size() && joins_operands(between(i)) && !gives_result(between(i)); ++i) {
    sum = sum + span_of(f[i]);
    exact += bytes_of(f[i]);
    approximate |= f[i].approximate;
  }
  if (i < 2 || i >= f.size() || !result_at(i)) return false;
  const ByteFigure& result = f[i];
  if (!spans_apart(span_of(result), sum)) return false;
  out.bytes = true;
  out.stated = (result.approximate ? "about " : "") + result.text;
  out.computed = exact;
  out.approximate = approximate;
  out.unit = "bytes";
  return true;
}

bool token_in(const SentenceAnalysis& a, std::size_t k, std::initializer_list<std::string_view> words) {
  return k < a.tokens.size() && std::find(words.begin(), words.end(), a.tokens[k].text) != words.end();
}

// The product the sentence writes ("eight streams at 46 tok/s each make 412"), wrong beyond 5%.
bool product_wrong(const SentenceAnalysis& a, ArithmeticWrong& out) {
  const auto& q = a.quantities;
  static const LexiconWords& streams = lexicon_words("stream-noun");
  static const LexiconWords& results = lexicon_words("result-verb");
  const auto each_between = [&](std::size_t from, std::size_t to) {
    for (std::size_t k = from; k < to; ++k)
      if (token_in(a, k, {"each", "per", "apiece"})) return true;
    return false;
  };
  for (std::size_t c = 0; c + 1 < q.size(); ++c) {
    if (q[c].unit != QuantityUnit::none || q[c].form != NumberForm::count || q[c].value < 2 ||
        q[c].last + 1 >= a.tokens.size() || !streams.contains(a.tokens[q[c].last + 1].text))
      continue;
    // The rate after the count ("eight streams at 46 tok/s each make 412"), or before it with
    // "per stream" ("34 tok/s per stream across 8 streams is 251"); "each" or "per" says it is
    // every stream's, and a result word after both gives the product.
    const bool rate_first = c > 0 && q[c - 1].unit == QuantityUnit::none && each_between(q[c - 1].last + 1, q[c].first);
    if (!rate_first && c + 2 >= q.size()) continue;
    const Quantity& rate = rate_first ? q[c - 1] : q[c + 1];
    const Quantity& result = rate_first ? q[c + 1] : q[c + 2];
    if (rate.unit != QuantityUnit::none || result.unit != QuantityUnit::none || rate.value <= 0) continue;
    const std::size_t operands_end = std::max(rate.last, q[c].last);
    bool gives = false;
    for (std::size_t k = operands_end + 1; k < result.first; ++k)
      gives |= results.contains(a.tokens[k].text) || token_in(a, k, {"is", "are", "equals", "="});
    if ((!rate_first && !each_between(q[c].last + 1, result.first)) || !gives) continue;
    const double product = q[c].value * rate.value;
    if (std::fabs(result.value - product) <= 0.05 * product) continue;
    std::string written;
    for (std::size_t k = result.first; k <= result.last; ++k) written += (written.empty() ? "" : " ") + a.tokens[k].text;
    out.bytes = false;
    out.stated = written;
    out.computed = product;
    out.unit = "the rate's unit";
    return true;
  }
  return false;
}

// A product written as such ("34 x 8 = 251", "8 times 46 is 412"): three numbers, the first two
// joined only by a times sign and the last two only by a result word, wrong beyond 1% (the
// arithmetic is exact; 1% leaves the rounding of a written result).
bool written_product_wrong(const SentenceAnalysis& a, ArithmeticWrong& out) {
  const auto& q = a.quantities;
  static const LexiconWords& results = lexicon_words("result-verb");
  for (std::size_t c = 0; c + 2 < q.size(); ++c) {
    const Quantity &left = q[c], &right = q[c + 1], &result = q[c + 2];
    if (left.unit != QuantityUnit::none || right.unit != QuantityUnit::none || result.unit != QuantityUnit::none)
      continue;
    if (right.first != left.last + 2 || !token_in(a, left.last + 1, {"x", "×", "*", "times"})) continue;
    // "24 x 8 gives its 185": a determiner may stand between the result word and the result.
    const std::size_t gap = result.first == right.last + 3 && token_in(a, right.last + 2, {"its", "the", "their"}) ? 1 : 0;
    if (result.first != right.last + 2 + gap || !(results.contains(a.tokens[right.last + 1].text) ||
                                                  token_in(a, right.last + 1, {"equals", "is", "="})))
      continue;
    const double product = left.value * right.value;
    if (product <= 0 || std::fabs(result.value - product) <= 0.01 * product) continue;
    std::string written;
    for (std::size_t k = result.first; k <= result.last; ++k) written += (written.empty() ? "" : " ") + a.tokens[k].text;
    out.bytes = false;
    out.stated = written;
    out.computed = product;
    out.unit = "the operands' unit";
    return true;
  }
  return false;
}

}  // namespace

std::vector<ArithmeticWrong> written_arithmetic(const Profile& profile) {
  std::vector<ArithmeticWrong> out;
  for (const Text* text : prose_fields(profile)) {
    if (!text->present || text->value.empty()) continue;
    for (const std::string& sentence : sentences(text->value)) {
      const auto analysis = analysed(sentence);
      const SentenceAnalysis& a = *analysis;
      // A sum denied ("is not 300 GB") or supposed asserts no result; one in an instruction
      // does ("Plan disk as 165 GB plus 84 GB, 239 GB in total" tells the reader a wrong sum).
      const bool instructed = std::all_of(a.modality.begin(), a.modality.end(), [](Modality m) {
        return m == Modality::assertion || m == Modality::instruction;
      });
      if (a.question || a.tokens.empty() || !(instructed || a.asserted(0, a.tokens.size() - 1)) ||
          std::any_of(a.negated.begin(), a.negated.end(), [](bool n) { return n; }))
        continue;
      ArithmeticWrong wrong;
      if (!byte_sum_wrong(a, sentence, wrong) && !product_wrong(a, wrong) && !written_product_wrong(a, wrong)) continue;
      wrong.text = text;
      wrong.sentence = std::string(trim(sentence));
      out.push_back(std::move(wrong));
    }
  }
  return out;
}

}  // namespace brief::derivation
