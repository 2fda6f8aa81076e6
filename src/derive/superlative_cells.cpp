#include "derive/superlative_cells.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string_view>

#include <fmt/format.h>

#include "derive/ascii.h"
#include "derive/claim_judgement.h"
#include "derive/prose.h"
#include "derive/sentence.h"
#include "model/text.h"  // trim

namespace brief::derivation {

namespace {

// Which end of the number line a superlative names: -1 the smallest value, +1 the largest, 0
// none. A speed word depends on the unit: the fastest time is the smallest, the fastest rate
// the largest.
int end_named(std::string_view word, const Observation& o) {
  if (word == "lowest" || word == "smallest" || word == "least") return -1;
  if (word == "highest" || word == "largest" || word == "biggest") return 1;
  const bool time = o.unit.value == "s" || o.unit.value == "ms" || o.unit.value == "seconds";
  if (word == "fastest" || word == "quickest" || word == "speediest") return time ? -1 : 1;
  if (word == "slowest") return time ? 1 : -1;
  return 0;
}

bool is_superlative(std::string_view word) {
  static constexpr std::string_view kWords[] = {"lowest", "smallest", "least", "highest", "largest", "biggest",
                                                "fastest", "quickest", "speediest", "slowest"};
  return std::find(std::begin(kWords), std::end(kWords), word) != std::end(kWords);
}

// The cell at the named end of an observation; nullptr when it has fewer than two values.
const Cell* extreme(const Observation& o, int end) {
  const Cell* best = nullptr;
  std::size_t valued = 0;
  for (const Cell& c : o.cells) {
    if (!c.value.present) continue;
    ++valued;
    if (best == nullptr || (end < 0 ? c.value.value < best->value.value : best->value.value < c.value.value)) best = &c;
  }
  return valued >= 2 ? best : nullptr;
}

// The words an observation is named by in prose: its metric's and prompt's alphabetic words of
// four letters or more ("cold", "first", "token", "short", "decode", "aggregate").
std::vector<std::string> observation_words(const Observation& o) {
  std::vector<std::string> out;
  for (const Text* t : {&o.metric, &o.prompt, &o.aggregation}) {
    std::string w;
    for (std::size_t i = 0; i <= t->value.size(); ++i) {
      const char c = i < t->value.size() ? t->value[i] : ' ';
      if (ascii::isalpha(c)) {
        w += ascii::tolower(c);
        continue;
      }
      if (w.size() >= 4 && std::find(out.begin(), out.end(), w) == out.end()) out.push_back(w);
      w.clear();
    }
  }
  return out;
}

// True when the superlative at token k is the observation's own name for its aggregate: "slowest
// first token" in "Cold ~23K prompts, slowest first token, this profile clocked 183 s" names the
// metric (aggregation: slowest first token), and ranks no arm.
bool names_the_aggregate(const SentenceAnalysis& a, std::size_t k, const Observation& o) {
  if (k + 1 >= a.tokens.size()) return false;
  const std::string said = fmt::format("{} {}", a.tokens[k].text, a.tokens[k + 1].text);
  for (const Text* t : {&o.metric, &o.aggregation})
    if (lower(t->value).find(said) != std::string::npos) return true;
  return false;
}

}  // namespace

std::vector<SuperlativeWrong> superlatives_against_cells(const Profile& profile) {
  std::vector<SuperlativeWrong> out;
  const auto& observations = profile.bakeoff.observations;
  for (const Text* text : prose_fields(profile)) {
    if (!text->present || text->value.empty()) continue;
    for (const std::string& sentence : sentences(text->value)) {
      const auto analysis = analysed(sentence);
      const SentenceAnalysis& a = *analysis;
      if (a.question || std::any_of(a.negated.begin(), a.negated.end(), [](bool n) { return n; })) continue;
      for (std::size_t k = 0; k < a.tokens.size(); ++k) {
        if (!is_superlative(a.tokens[k].text) || !a.asserted(k, k)) continue;
        // The cell spoken of: a figure of the sentence equal to exactly one cell ...
        const Observation* obs = nullptr;
        const Cell* cell = nullptr;
        std::size_t matches = 0;
        for (const Quantity& q : a.quantities)
          for (const Observation& o : observations)
            for (const Cell& c : o.cells)
              if (c.value.present && std::fabs(c.value.value.to_double() - q.value) < 1e-9) {
                ++matches;
                obs = &o;
                cell = &c;
              }
        if (matches != 1) {
          // ... or the one arm named, on the one observation whose words the sentence uses.
          obs = nullptr;
          cell = nullptr;
          const auto arms = arms_named(profile, sentence);
          if (arms.size() != 1 || !a.quantities.empty()) break;
          std::size_t best_overlap = 0, ties = 0;
          for (const Observation& o : observations) {
            std::size_t overlap = 0;
            for (const std::string& w : observation_words(o))
              overlap += std::any_of(a.tokens.begin(), a.tokens.end(), [&](const Token& t) { return t.text.find(w) != std::string::npos; });
            if (overlap > best_overlap) {
              best_overlap = overlap;
              ties = 0;
              obs = &o;
            } else if (overlap == best_overlap && overlap > 0) {
              ++ties;
            }
          }
          if (obs == nullptr || ties > 0) break;
          const auto found = std::find_if(obs->cells.begin(), obs->cells.end(),
                                          [&](const Cell& c) { return c.arm.value == arms.front()->id.value; });
          if (found == obs->cells.end() || !found->value.present) break;
          cell = &*found;
        }
        if (names_the_aggregate(a, k, *obs)) break;
        const int end = end_named(a.tokens[k].text, *obs);
        const Cell* top = end == 0 ? nullptr : extreme(*obs, end);
        if (top == nullptr || top == cell || top->value.value == cell->value.value) break;
        out.push_back({text, std::string(trim(sentence)), a.tokens[k].text, obs, cell->arm.value,
                       cell->value.value.to_string(), top->arm.value, top->value.value.to_string()});
        break;
      }
    }
  }
  return out;
}

}  // namespace brief::derivation
