#include "derive/reproduction_denied.h"

#include <fmt/format.h>

#include <algorithm>
#include <initializer_list>
#include <string_view>

#include "derive/prose.h"
#include "derive/sentence.h"

namespace brief::derivation {

namespace {

using RerunWords = std::initializer_list<std::string_view>;

bool rerun_word_in(std::string_view word, RerunWords words) { return std::find(words.begin(), words.end(), word) != words.end(); }

const RerunWords kAuxiliary{"not", "never", "no", "did", "does", "do", "has", "have", "had", "yet", "ever", "still", "so", "far"};
const RerunWords kRerunBe{"was", "were", "been", "is", "are", "be", "being", "got", "gets"};

}  // namespace

bool denies_catalog_rerun(const SentenceAnalysis& a) {
  if (a.question) return false;
  const auto& t = a.tokens;
  // Words of running the bake-off again, and what a rerun runs (lexicon rerun-word, run-object).
  static const LexiconWords& reruns = lexicon_words("rerun-word");
  static const LexiconWords& run_objects = lexicon_words("run-object");
  bool names_object = false;
  for (const auto& token : t) names_object = names_object || run_objects.contains(token.text);
  if (!names_object) return false;
  for (std::size_t k = 0; k < t.size(); ++k) {
    if (!reruns.contains(t[k].text) || !a.negated[k] || a.attributed[k] || a.modality[k] != Modality::assertion) continue;
    const std::size_t clause = a.clause_of[k];
    // "did not rerun it until 2026-11-02": a caution asserts nothing on the topic.
    const bool caution = std::any_of(a.topics.begin(), a.topics.end(), [&](const TopicWord& w) {
      return w.caution && w.topic == Topic::reproduction && a.clause_of[w.first] == clause;
    });
    if (caution) continue;
    std::size_t start = k;
    while (start > 0 && a.clause_of[start - 1] == clause) --start;
    std::size_t end = k;
    while (end + 1 < t.size() && a.clause_of[end + 1] == clause) ++end;
    bool catalog = false, by_other = false, passive = false;
    for (std::size_t j = start; j <= end; ++j) {
      if (catalog_subject_at(a, j) > 0) catalog = true;
      if (j > k && t[j].text == "by" && catalog_subject_at(a, j + 1) == 0) by_other = true;
      if (j < k && rerun_word_in(t[j].text, kRerunBe)) passive = true;
    }
    if (catalog) return true;
    if (by_other) continue;
    // A passive names what was run, not who ran it: "The bake-off results were never reproduced".
    if (passive) return true;
    // No subject but the negation: "Not reproduced.", "No rerun of the bake-off was done"; an
    // active verb after another subject ("LimeChain did not rerun it") is that party's.
    bool only_negation_before = true;
    for (std::size_t j = 0; j < k; ++j)
      only_negation_before = only_negation_before && (a.negation_word[j] || rerun_word_in(t[j].text, kAuxiliary));
    if (only_negation_before) return true;
  }
  return false;
}

Contradictions rerun_denied_beside_record(const Profile& profile, const RunRecords& runs) {
  Contradictions out;
  // A runtime measurement whose record says it measured the bake-off or its cells ("The C1 and
  // C8 bake-off cells.") is a rerun of it too.
  const auto measures_bakeoff = [](const CatalogRun* run) {
    if (run == nullptr) return false;
    const auto a = analysed(run->what.value);
    return std::any_of(a->tokens.begin(), a->tokens.end(), [&](const Token& t) {
      const std::size_t k = static_cast<std::size_t>(&t - a->tokens.data());
      return !a->negated[k] && (t.text == "bake-off" || t.text == "bakeoff" || t.text == "cells" || t.text == "cell");
    });
  };
  const CatalogRun* record = runs.reproduction != nullptr        ? runs.reproduction
                             : measures_bakeoff(runs.runtime_measurement) ? runs.runtime_measurement
                                                                          : nullptr;
  if (record == nullptr) return out;
  const std::string what = record == runs.reproduction ? "reproduction" : "measurement of the bake-off's cells";
  // The record's own texts describe the rerun; a do-not-blend reason speaks of another profile.
  std::vector<const Text*> skip{&record->what, &record->note};
  for (const auto& run : profile.catalog_runs) skip.insert(skip.end(), {&run.what, &run.note});
  for (const auto& entry : profile.do_not_blend) skip.push_back(&entry.why);
  const std::string& bakeoff_date = profile.bakeoff.date.value;
  for (const Text* text : prose_fields(profile)) {
    if (std::find(skip.begin(), skip.end(), text) != skip.end()) continue;
    for (const std::string& sentence : sentences(text->value)) {
      const auto analysis = analysed(sentence);
      if (!denies_catalog_rerun(*analysis)) continue;
      // "as of 2026-10-01 we had not rerun it": a record on or after that day is no contradiction
      // (the bake-off's own date names the bake-off, not the time of the denial).
      bool bounded = false;
      for (const NamedDate& d : dates_named(*analysis))
        if (d.first != bakeoff_date && !record->date.value.empty() && record->date.value >= d.first) bounded = true;
      if (bounded) continue;
      out.push_back({text->loc,
                     fmt::format("the text denies that this catalog reran the bake-off (\"{}\"), but catalog_runs "
                                 "holds a complete {} by {} on {}",
                                 sentence, what, record->by.value, record->date.value),
                     "a rerun either happened or it did not: remove the denial, or the reproduction record", {}});
      out.push_back({record->kind.loc,
                     fmt::format("catalog_runs holds a complete {} by {} on {}, but the profile's own text "
                                 "denies that this catalog reran the bake-off: \"{}\"",
                                 what, record->by.value, record->date.value, sentence),
                     "a rerun either happened or it did not: remove the denial, or the reproduction record", {}});
      if (profile.provenance.reproduced.present && profile.provenance.reproduced.value)
        out.push_back({profile.provenance.reproduced.loc,
                       fmt::format("provenance.reproduced is true, but the profile's own text denies that this catalog "
                                   "reran the bake-off: \"{}\"",
                                   sentence),
                       "a rerun either happened or it did not: remove the denial, or set reproduced: false", {}});
      return out;  // one denial is enough to show the pair
    }
  }
  return out;
}

}  // namespace brief::derivation
