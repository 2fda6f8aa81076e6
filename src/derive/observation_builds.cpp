#include "derive/observation_builds.h"

#include <algorithm>

#include "derive/pin_facts.h"
#include "derive/prose.h"
#include "derive/sentence.h"
#include "derive/wording.h"

namespace brief::derivation {

namespace {

// The words of a metric, lowercase: "C1 prose and code cells" gives c1, prose, and, code, cells.
std::vector<std::string> words_of_text(std::string_view text) {
  std::vector<std::string> out;
  const auto analysis = analysed(text);
  for (const Token& t : analysis->tokens) out.push_back(t.text);
  return out;
}

// The build an observation's cells were measured on.
std::string build_of(const Profile& p, const Observation& o) {
  if (!o.build.value.empty()) return ascii_lower(o.build.value);
  for (const Arm& arm : p.bakeoff.arms)
    if (arm.subject.value && !arm.build.value.empty()) return ascii_lower(arm.build.value);
  for (const Pin& pin : p.pins)
    if (pin.role.value == PinRole::runtime && pin.revision.value.state == Revision::State::pinned)
      return ascii_lower(pin.revision.value.hash);
  return "";
}

}  // namespace

std::vector<BuildSaidOtherwise> builds_said_otherwise(const Brief& brief) {
  std::vector<BuildSaidOtherwise> out;
  if (brief.profile == nullptr) return out;
  const Profile& p = *brief.profile;
  const auto& observations = p.bakeoff.observations;
  if (observations.empty()) return out;
  // The words of each observation's metric that no other observation's metric has: "prose",
  // "code" of "C1 prose and code cells" beside "C1 short decode" and the C8 rows.
  std::vector<std::vector<std::string>> own_words(observations.size());
  std::vector<std::vector<std::string>> all(observations.size());
  for (std::size_t i = 0; i < observations.size(); ++i) all[i] = words_of_text(observations[i].metric.value);
  for (std::size_t i = 0; i < observations.size(); ++i)
    for (const std::string& w : all[i]) {
      if (w.size() < 3 || w == "and" || w == "the") continue;
      bool shared = false;
      for (std::size_t j = 0; j < observations.size() && !shared; ++j)
        shared = j != i && std::find(all[j].begin(), all[j].end(), w) != all[j].end();
      if (!shared) own_words[i].push_back(w);
    }
  static constexpr std::string_view kOn[] = {"on", "at", "against", "with", "using", "from"};
  static constexpr std::string_view kTaken[] = {"measured", "re-measured", "remeasured", "taken", "re-taken", "retaken",
                                                "run", "ran", "re-run", "rerun", "recorded", "collected", "captured",
                                                "benchmarked", "produced", "obtained", "gathered"};
  for (const SentenceReading& r : brief.readings) {
    if (r.hashes_named.empty()) continue;
    const auto analysis = analysed(r.sentence);
    const SentenceAnalysis& a = *analysis;
    // The hashes a measurement is said to be "on".
    // Only after a verb of measuring in its clause ("measured on", "re-taken on"): "the kit pin
    // is at 5624dfc" says where a pin is, not where cells were measured.
    const auto measured_before = [&](std::size_t k) {
      for (std::size_t j = k; j > 0 && a.clause_of[j - 1] == a.clause_of[k]; --j)
        if (measures_at(a, j - 1) ||
            std::find(std::begin(kTaken), std::end(kTaken), a.tokens[j - 1].text) != std::end(kTaken))
          return true;
      return false;
    };
    std::vector<std::string> on, placed;  // after a verb of measuring; after the preposition alone
    for (std::size_t k = 1; k < a.tokens.size(); ++k)
      if (is_hash_word(a.tokens[k].text) && a.asserted(k, k) && !a.negated[k] &&
          std::find(std::begin(kOn), std::end(kOn), a.tokens[k - 1].text) != std::end(kOn)) {
        placed.push_back(a.tokens[k].text);
        if (measured_before(k - 1)) on.push_back(a.tokens[k].text);
      }
    if (on.empty()) continue;
    // Which observation it speaks of.
    const Observation* about = nullptr;
    for (std::size_t i = 0; i < observations.size() && about == nullptr; ++i) {
      const Observation& o = observations[i];
      const bool own_note = std::any_of(o.notes.begin(), o.notes.end(), [&](const Text& t) { return &t == r.text; });
      std::size_t words = 0;
      for (const std::string& w : own_words[i])
        words += std::any_of(a.tokens.begin(), a.tokens.end(), [&](const Token& t) { return t.text == w; });
      const bool by_id = has_word(lower(r.sentence), lower(o.id.value));
      if (own_note || by_id || words >= 2) about = &o;
    }
    if (about == nullptr) continue;
    // A sentence that also puts cells on the observation's own build maps builds to cells ("the
    // C8 cells on 5624dfc, the prose and code cells from 80dba15"): it is read as a whole.
    const std::string stated = build_of(p, *about);
    if (stated.empty() || std::any_of(placed.begin(), placed.end(), [&](const std::string& h) { return same_commit(stated, h); }))
      continue;
    out.push_back({r.text, r.sentence, about, on.front(), stated});
  }
  return out;
}

}  // namespace brief::derivation
