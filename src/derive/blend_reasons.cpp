#include "derive/blend_reasons.h"

#include <fmt/format.h>

#include <algorithm>
#include <sstream>

namespace brief::derivation {

namespace {

std::vector<std::string> words_of(const std::string& phrase) {
  std::vector<std::string> out;
  std::istringstream in(phrase);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

bool matches_at(const SentenceAnalysis& a, std::size_t k, const std::vector<std::string>& words) {
  if (words.empty() || k + words.size() > a.tokens.size()) return false;
  for (std::size_t i = 0; i < words.size(); ++i)
    if (a.tokens[k + i].text != words[i]) return false;
  return true;
}

}  // namespace

bool permits_blending(const SentenceAnalysis& a) {
  // The lexicon's phrases, split once per process: every sentence of every profile asks.
  static const std::vector<std::vector<std::string>> phrases = [] {
    std::vector<std::vector<std::string>> out;
    for (const auto& [phrase, value] : lexicon_list("blend-permit")) out.push_back(words_of(phrase));
    return out;
  }();
  for (std::size_t k = 0; k < a.tokens.size(); ++k)
    for (const auto& words : phrases)
      if (matches_at(a, k, words) && a.asserted(k, k + words.size() - 1) && !a.negated[k]) return true;
  // Sameness alone: no word of difference or denial anywhere in the sentence.
  static constexpr std::string_view kDifference[] = {"different", "differs", "differ", "another", "other", "not",
                                                     "never", "unlike", "separate", "but", "except"};
  bool same = false;
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    const std::string& t = a.tokens[k].text;
    if (std::find(std::begin(kDifference), std::end(kDifference), t) != std::end(kDifference)) return false;
    same |= (t == "same" || t == "identical") && a.asserted(k, k) && !a.negated[k];
  }
  return same;
}

Contradictions blend_reasons_permitting(const Brief& brief) {
  Contradictions out;
  for (const auto& entry : brief.profile->do_not_blend)
    for (const SentenceReading& r : brief.readings)
      if (r.text == &entry.why && r.permits_blending) {
        out.push_back({entry.why.loc,
                       fmt::format("do_not_blend '{}' keeps its rows apart, but its reason lets them be read with this "
                                   "profile's: \"{}\"",
                                   entry.id.value, r.sentence),
                       "give the reason the two differ by (image, slot count, pin, build), or take the entry out "
                       "if they are one setup",
                       {}});
        break;
      }
  return out;
}

}  // namespace brief::derivation
