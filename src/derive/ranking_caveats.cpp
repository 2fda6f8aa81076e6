// A ranking sentence's own caveat and figures: see ranking_caveats.h.
#include "derive/ranking_caveats.h"

#include <algorithm>
#include <cmath>
#include <string_view>

#include "derive/claim_judgement.h"
#include "derive/sentence.h"

namespace brief::derivation {
namespace {

// A ranking word that gives a verdict on engines or a recommendation rather than comparing
// cells: its caveat does not make it a cell's comparison.
bool verdict_word(std::string_view trigger) {
  static constexpr std::string_view kVerdicts[] = {"choice", "pick", "engine", "winner", "leaderboard", "to beat",
                                                   "performer", "favorite", "number one", "number 1", "no. 1"};
  return std::any_of(std::begin(kVerdicts), std::end(kVerdicts),
                     [&](std::string_view v) { return trigger.find(v) != std::string_view::npos; });
}

// The cells of `view` whose values the sentence writes, each number matching one cell at the
// precision it is written to; one cell per arm.
std::vector<const Cell*> written_cells(const ObservationView& view, const SentenceAnalysis& a) {
  std::vector<const Cell*> out;
  for (const Quantity& q : a.quantities) {
    if (q.unit != QuantityUnit::none || q.approximate) continue;
    for (const Cell& c : view.observation->cells) {
      if (!c.value.present || std::fabs(c.value.value.to_double() - q.value) > 1e-9 * std::max(1.0, std::fabs(q.value))) continue;
      if (std::none_of(out.begin(), out.end(), [&](const Cell* o) { return o->arm.value == c.arm.value; })) out.push_back(&c);
    }
  }
  return out;
}

bool better(const ObservationView& view, const Cell& a, const Cell& b) {
  const bool lower = view.observation->direction.value == Direction::lower_is_better;
  return lower ? a.value.value < b.value.value : b.value.value < a.value.value;
}

}  // namespace

RankingCaveats ranking_caveats(const Brief& brief, const LocatedClaim& claim) {
  RankingCaveats out;
  const SentenceAnalysis a = analyse_sentence(claim.claim.sentence);
  out.quantizations_disclosed = says_condition_differs(a, "quantization") && !verdict_word(claim.claim.trigger);
  // The observation whose notes hold the sentence; elsewhere, the one observation whose cells
  // it writes (two that both match leave it unread).
  const ObservationView* scope = observation_scope(brief, claim.text);
  int matches = 0;
  for (const ObservationView& v : brief.observations) {
    if (scope != nullptr && &v != scope) continue;
    auto cells = written_cells(v, a);
    if (cells.size() < 2) continue;
    ++matches;
    out.view = &v;
    out.cells = std::move(cells);
  }
  if (matches != 1) {
    out.view = nullptr;
    out.cells.clear();
    return out;
  }
  const Cell* subject = out.view->subject_cell;
  if (subject == nullptr || std::find(out.cells.begin(), out.cells.end(), subject) == out.cells.end()) return out;
  out.subject_written = true;
  for (const Cell* c : out.cells) {
    if (c == subject) continue;
    out.subject_not_ahead |= better(*out.view, *c, *subject);
    out.written_within_noise |= std::find(out.view->within_noise.begin(), out.view->within_noise.end(), c) != out.view->within_noise.end();
  }
  return out;
}

}  // namespace brief::derivation
