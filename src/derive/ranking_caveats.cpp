// A ranking sentence's own caveat and figures: see ranking_caveats.h.
#include "derive/ranking_caveats.h"

#include <algorithm>
#include <cmath>
#include <string_view>

#include "derive/claim_judgement.h"
#include "derive/sentence.h"

namespace brief::derivation {
namespace {

// A ranking trigger that gives a verdict on engines or a recommendation ("the better engine",
// "the clear choice") rather than comparing cells (lexicon class ranking-verdict): its caveat
// does not make it a cell's comparison.
bool verdict_word(std::string_view trigger) {
  static const LexiconWords& verdicts = lexicon_words("ranking-verdict");
  for (std::size_t from = 0; from < trigger.size();) {
    const std::size_t to = std::min(trigger.find(' ', from), trigger.size());
    if (verdicts.contains(trigger.substr(from, to - from))) return true;
    from = to + 1;
  }
  return false;
}

// The cells of `view` whose values the sentence writes, each number matching one cell at the
// precision it is written to; one cell per arm.
std::vector<const Cell*> written_cells(const ObservationView& view, const RankingClaim& ranking) {
  std::vector<const Cell*> out;
  for (const double number : ranking.numbers) {
    for (const Cell& c : view.observation->cells) {
      if (!c.value.present || std::fabs(c.value.value.to_double() - number) > 1e-9 * std::max(1.0, std::fabs(number))) continue;
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
  const RankingClaim* ranking = claim.claim.as<RankingClaim>();
  if (ranking == nullptr) return out;
  out.quantizations_disclosed = ranking->says_quantizations_differ && !verdict_word(claim.claim.trigger);
  // "Different quantizations, so read these loosely; still, TensorFold is the fastest": a word
  // that ranks over the caveat (lexicon overriding-word) takes the disclosure back.
  static const LexiconWords& overriding = lexicon_words("overriding-word");
  const auto analysis = analysed(claim.claim.sentence);
  out.disclosed_without_override =
      out.quantizations_disclosed && std::none_of(analysis->tokens.begin(), analysis->tokens.end(),
                                                  [](const Token& t) { return overriding.contains(t.text); });
  // The observation whose notes hold the sentence; elsewhere, the one observation whose cells
  // it writes (two that both match leave it unread).
  const ObservationView* scope = observation_scope(brief, claim.text);
  int matches = 0;
  for (const ObservationView& v : brief.observations) {
    if (scope != nullptr && &v != scope) continue;
    auto cells = written_cells(v, *ranking);
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
  if (subject == nullptr) return out;
  if (std::find(out.cells.begin(), out.cells.end(), subject) == out.cells.end()) {
    // "No, the Mia kit was slower at 187 s; vLLM NVFP4 was fastest at 127 s": the clause of the
    // ranking word names another arm and writes its cell, better than this profile's. It
    // describes that cell; it claims no lead for this profile's arm.
    if (brief.profile != nullptr)
      for (const Arm* arm : arms_named(*brief.profile, claim.claim.clause))
        for (const Cell* c : out.cells)
          out.subject_not_ahead |= !arm->subject.value && c->arm.value == arm->id.value && better(*out.view, *c, *subject);
    return out;
  }
  out.subject_written = true;
  for (const Cell* c : out.cells) {
    if (c == subject) continue;
    out.subject_not_ahead |= better(*out.view, *c, *subject);
    out.written_within_noise |= std::find(out.view->within_noise.begin(), out.view->within_noise.end(), c) != out.view->within_noise.end();
  }
  return out;
}

}  // namespace brief::derivation
