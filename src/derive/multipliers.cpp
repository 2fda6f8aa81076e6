// Multipliers in the bake-off's prose against its cells: see multipliers.h.
#include "derive/multipliers.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <sstream>
#include <string_view>

#include "derive/ascii.h"
#include "derive/claim_judgement.h"
#include "derive/prose.h"
#include "derive/wording.h"

namespace brief::derivation {

namespace {

// The tolerance a multiplier is written to: a word or a whole number ("twice", "8x") and
// "about" within 10%; a decimal within half its last digit, and never under 1% ("1.47 times").
double tolerance(const Quantity& q, std::string_view token) {
  const double tol = 0.10 * q.value;
  const std::size_t point = token.find('.');
  if (point == std::string_view::npos || q.approximate) return tol;
  std::size_t digits = 0;
  for (std::size_t k = point + 1; k < token.size() && ascii::isdigit(token[k]); ++k) ++digits;
  double half = 0.5;
  for (std::size_t s = 0; s < digits; ++s) half /= 10;
  return std::max(half, 0.01 * q.value);
}

// "c1", "c8": a concurrency the bake-off ran, a word of its cells.
bool concurrency_word(std::string_view w) {
  return w.size() >= 2 && w[0] == 'c' && std::all_of(w.begin() + 1, w.end(), [](char c) { return ascii::isdigit(c); });
}

// True when the word after a multiplier says it multiplies something ("twice the rate", "2x
// faster", "8x vLLM"), not how often something happened ("measured twice", "ran 3 times each").
bool multiplies(const SentenceAnalysis& a, const Quantity& q) {
  static const LexiconWords& repetition = lexicon_words("repetition-word");
  if (q.unit_word == "ratio") return true;  // "three to one", "2:1" say what they compare
  return q.last + 1 < a.tokens.size() && !repetition.contains(a.tokens[q.last + 1].text);
}

struct CellValue {
  std::string unit;
  double value = 0;
  std::string arm;
  int64_t concurrency = 0;  // 0 when the observation does not say
  std::size_t observation = 0;  // which observation of the bake-off it is a cell of
};

std::vector<CellValue> cells_of(const Profile& p) {
  std::vector<CellValue> out;
  for (std::size_t i = 0; i < p.bakeoff.observations.size(); ++i) {
    const Observation& o = p.bakeoff.observations[i];
    for (const Cell& c : o.cells)
      if (const double v = c.value.value.to_double(); v > 0)
        out.push_back({lower(o.unit.value), v, c.arm.value, o.concurrency.value.value.value_or(0), i});
  }
  return out;
}

// A ratio of two cells changes one thing at a time: the arm within one observation, or the
// observation (a concurrency, a metric) on one arm. "Eight streams deliver five times the C1
// rate" is not backed by one engine's C8 over another engine's C1, nor one engine's C8
// aggregate over another's C8 per-stream rate.
bool comparable(const CellValue& a, const CellValue& b) {
  if (a.unit != b.unit) return false;
  return a.observation == b.observation || a.arm == b.arm;
}

// A prose field the bake-off's ratios are read in, and the list item right before it in the
// same list (null for a list's first item and for a field that is no list item), where a
// pointing word of its first sentence ("three times that") may point.
struct BakeoffField {
  const Text* text;
  const Text* item_before = nullptr;
};

// The bake-off's prose fields: its setup and notes, each arm's and observation's notes, the
// validation records.
std::vector<BakeoffField> bakeoff_fields(const Profile& p) {
  std::vector<BakeoffField> out{{&p.bakeoff.setup}};
  const auto add_list = [&](const std::vector<Text>& items) {
    for (std::size_t i = 0; i < items.size(); ++i) out.push_back({&items[i], i == 0 ? nullptr : &items[i - 1]});
  };
  add_list(p.bakeoff.notes);
  for (const Arm& arm : p.bakeoff.arms) add_list(arm.notes);
  for (const Observation& o : p.bakeoff.observations) add_list(o.notes);
  add_list(p.validation);
  return out;
}

// "183 s sits within 5% of vLLM NVFP4's 127 s", "99 is 30% above 72": a percentage asserted in
// a sentence that writes two cells' values is their difference (over either value) or their
// ratio; under a bound ("within", "under") the difference may be less. Returns the percentage as
// written and its value when neither backs it. Written to its rounding: a whole percentage
// within a point or 5% of itself, "about" within two points or 10%.
std::optional<std::pair<std::string, double>> unbacked_percentage(const SentenceAnalysis& a,
                                                                  const std::vector<double>& written) {
  if (a.question || written.size() != 2 || mentions_memory(a)) return std::nullopt;
  const double x = written[0], y = written[1];
  const double candidates[] = {std::fabs(x - y) / x, std::fabs(x - y) / y, x / y, y / x};
  for (const Quantity& q : a.quantities) {
    if (q.unit != QuantityUnit::percent || !a.asserted(q.first, q.last) || a.negated[q.first]) continue;
    const double p = q.value / 100.0;
    const double tol = q.approximate ? std::max(0.02, 0.10 * p) : std::max(0.01, 0.05 * p);
    // Only a margin: a comparative right after it ("5% above", "30% faster than") or a bound
    // before it ("within 5% of"); "a 2% spread", "95% of the pool" are no margin between cells.
    const bool bound = bounds_figure_at(a, q.first);
    if (!bound && !comparative_at(a, q.last + 1)) continue;
    const bool backed = std::any_of(std::begin(candidates), std::end(candidates), [&](double c) {
      return bound ? c <= p + tol : std::fabs(c - p) <= tol;
    });
    if (!backed) return std::make_pair(a.tokens[q.first].text + (a.tokens[q.first].text.ends_with("%") ? "" : "%"), q.value);
  }
  return std::nullopt;
}

}  // namespace

std::vector<MultiplierNamed> multipliers_named(const SentenceAnalysis& a) {
  std::vector<MultiplierNamed> out;
  if (a.question || !a.figures.empty() || mentions_memory(a) ||
      std::none_of(a.quantities.begin(), a.quantities.end(), [](const Quantity& q) { return q.unit == QuantityUnit::multiplier || q.form == NumberForm::fraction; }))
    return out;
  static const LexiconWords& rate_words = lexicon_words("rate-word");
  static const LexiconWords& non_rate_words = lexicon_words("non-rate-word");
  bool rate = false;
  for (const Token& t : a.tokens) rate = rate || concurrency_word(t.text) || rate_words.contains(t.text);
  for (const Quantity& q : a.quantities) {
    // "24 tok/s is two thirds of this profile's 46": a fraction of a rate is a ratio below one.
    // Only "N of M" is a ratio: "a third less than" is a difference, "half the slots" no rate.
    const bool fraction = q.form == NumberForm::fraction && q.value < 1 && rate && a.tokens[q.last].text == "of";
    if ((!fraction && (q.unit != QuantityUnit::multiplier || q.value <= 1)) || !a.asserted(q.first, q.last) ||
        a.negated[q.first] || !multiplies(a, q))
      continue;
    // "46 times 8 is 368": a number right after "times" makes a product written out (BO418's),
    // not a ratio of two cells.
    if (std::any_of(a.quantities.begin(), a.quantities.end(), [&](const Quantity& r) {
          return r.first == q.last + 1 && r.unit == QuantityUnit::none && r.form == NumberForm::count;
        }))
      continue;
    // What it multiplies, in its clause: "8x the KV", "two times the nodes" are no rates. A rate
    // word after the multiplier says what it multiplies, whatever stands before it ("eight slots
    // deliver eight times the 99 tok/s rate").
    bool no_rate = false, rate_after = false;
    for (std::size_t k = 0; k < a.tokens.size(); ++k) {
      if (a.clause_of[k] != a.clause_of[q.first]) continue;
      no_rate = no_rate || non_rate_words.contains(a.tokens[k].text);
      rate_after = rate_after || (k > q.last && (rate_words.contains(a.tokens[k].text) || concurrency_word(a.tokens[k].text)));
    }
    if (no_rate && !rate_after) continue;
    std::string written;
    for (std::size_t k = q.first; k <= q.last && k < a.tokens.size(); ++k)
      written += (written.empty() ? "" : " ") + a.tokens[k].text;
    out.push_back({q.value, tolerance(q, a.tokens[q.first].text), std::move(written), rate});
  }
  return out;
}

std::vector<MultiplierUnbacked> unbacked_multipliers(const Brief& brief) {
  std::vector<MultiplierUnbacked> out;
  if (brief.profile == nullptr) return out;
  const Profile& p = *brief.profile;
  const std::vector<CellValue> cells = cells_of(p);
  if (cells.empty()) return out;
  std::vector<BakeoffField> fields = bakeoff_fields(p);
  // The summary speaks of the bake-off as often as its notes do ("eight slots deliver eight
  // times the 99 tok/s single-stream rate").
  fields.push_back({&p.summary});
  const auto field_of = [&](const Text* text) {
    return std::find_if(fields.begin(), fields.end(), [&](const BakeoffField& f) { return f.text == text; });
  };
  std::string subject;
  for (const Arm& arm : p.bakeoff.arms)
    if (arm.subject.value) subject = arm.id.value;
  // "368 against 185. Call it three to one.": a sentence that writes two cells' values is the
  // context of a multiplier in it or in the sentence right after it, in the same field.
  // The cells' values a sentence writes as bare figures ("368 against 185"), each once.
  const auto cell_values_written = [&](const std::string& sentence) {
    std::vector<double> values;
    const auto analysis = analysed(sentence);
    for (const Quantity& q : analysis->quantities)
      if (q.unit == QuantityUnit::none && q.form == NumberForm::count &&
          std::any_of(cells.begin(), cells.end(), [&](const CellValue& c) { return c.value == q.value; }) &&
          std::find(values.begin(), values.end(), q.value) == values.end())
        values.push_back(q.value);
    return values;
  };
  const auto writes_cells = [&](const std::string& sentence) { return cell_values_written(sentence).size() >= 2; };
  const auto after_cells = [&](const SentenceReading& r) {
    if (writes_cells(r.sentence)) return true;
    std::string before;
    for (const std::string& s : sentences(r.text->value)) {
      const std::size_t start = s.find_first_not_of(' ');
      if (start != std::string::npos && s.compare(start, std::string::npos, r.sentence) == 0)
        return !before.empty() && writes_cells(before);
      before = s;
    }
    return false;
  };
  // "NVFP4 did 185 tok/s in this cell." / "This profile did three times that.": a multiplier
  // of a pointing word ("three times that") multiplies the one cell value the sentence before
  // writes, in the same field or in the list item right before it. Returns that one value, or
  // none (no pointing word, or a sentence before that writes no cell or several).
  const auto pointed_cell = [&](const SentenceReading& r, const MultiplierNamed& m) -> std::vector<double> {
    const std::string low = ascii_lower(r.sentence);
    bool pointing = false;
    for (std::string_view word : {" that", " this", " it", " those", " these"})
      pointing |= low.find(m.written + std::string(word)) != std::string::npos;
    if (!pointing) return {};
    std::string before;
    for (const std::string& s : sentences(r.text->value)) {
      const std::size_t start = s.find_first_not_of(' ');
      if (start != std::string::npos && s.compare(start, std::string::npos, r.sentence) == 0) break;
      before = s;
    }
    if (before.empty()) {
      const auto at = field_of(r.text);
      if (at == fields.end() || at->item_before == nullptr) return {};
      const auto previous = sentences(at->item_before->value);
      if (previous.empty()) return {};
      before = previous.back();
    }
    std::vector<double> values = cell_values_written(before);
    if (values.size() != 1) return {};
    return values;
  };
  for (const SentenceReading& r : brief.readings) {
    if (r.multipliers.empty() || field_of(r.text) == fields.end()) continue;
    const std::vector<double> pointed = pointed_cell(r, r.multipliers.front());
    if (!r.multipliers.front().names_rate && arms_named(p, r.sentence).empty() && !after_cells(r) && pointed.empty())
      continue;
    const bool no_arm_named = arms_named(p, r.sentence).empty();
    // "99 against 37 is a fourfold margin": a sentence that writes two cells' values compares
    // those two, so only their ratio backs its multiplier.
    std::vector<double> written = cell_values_written(r.sentence);
    if (written.empty()) written = pointed;
    const auto among_written = [&](const CellValue& c) {
      return written.size() < 2 || std::find(written.begin(), written.end(), c.value) != written.end();
    };
    // "eight times the 99 tok/s single-stream rate": one cell's value written beside the
    // multiplier is one side of the ratio.
    const auto one_side_written = [&](const CellValue& x, const CellValue& y) {
      return written.size() != 1 || x.value == written.front() || y.value == written.front();
    };
    for (const MultiplierNamed& m : r.multipliers) {
      // A fraction is a ratio only of two figures the sentence writes ("24 is two thirds of
      // 46"); "a third of its cells were not copied" counts cells.
      if (m.value < 1 && written.size() < 2) continue;
      double nearest = 0;
      bool backed = false;
      for (std::size_t i = 0; i < cells.size() && !backed; ++i)
        for (std::size_t j = 0; j < cells.size() && !backed; ++j) {
          if (i == j || !comparable(cells[i], cells[j]) || !among_written(cells[i]) || !among_written(cells[j]) ||
              !one_side_written(cells[i], cells[j]))
            continue;
          // "Eight streams deliver five times the C1 rate" names no arm: a ratio across
          // concurrencies is then the subject arm's, the profile's own engine, on both sides
          // (368 over another arm's 72 is no ratio of the C8 rate to the C1 rate).
          if (no_arm_named && cells[i].concurrency != cells[j].concurrency &&
              (cells[i].arm != subject || cells[j].arm != subject))
            continue;
          const double ratio = cells[i].value / cells[j].value;
          if (std::fabs(ratio - m.value) <= m.tolerance + 1e-9) backed = true;
          if (nearest == 0 || std::fabs(ratio - m.value) < std::fabs(nearest - m.value)) nearest = ratio;
        }
      if (backed) continue;
      out.push_back({r.text, r.sentence, m.written, m.value, nearest});
      break;  // one finding a sentence
    }
  }
  // Percentages between two written cells, in every sentence of the same fields (a sentence
  // with nothing else to read has no reading of its own).
  for (const BakeoffField& field : fields)
    for (const std::string& s : sentences(field.text->value)) {
      const std::size_t start = s.find_first_not_of(' ');
      const std::string sentence = start == std::string::npos ? s : s.substr(start);
      if (auto percent = unbacked_percentage(*analysed(sentence), cell_values_written(sentence)))
        out.push_back({field.text, sentence, percent->first, percent->second, 0});
    }
  return out;
}

}  // namespace brief::derivation
