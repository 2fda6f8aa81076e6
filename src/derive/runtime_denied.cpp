#include "derive/runtime_denied.h"

#include <fmt/format.h>

#include <algorithm>

#include "derive/ascii.h"
#include "derive/prose.h"
#include "derive/sentence.h"

namespace brief::derivation {

namespace {

// The mark a word of the sentence analysis makes of a runtime: a word that holds a digit
// ("0.6.0", "53", "c8"), a leading "v" of a version dropped, a compound cut to its count
// ("53-patch" -> "53"); "" for a word without a digit.
std::string runtime_mark(std::string word) {
  if (word.size() > 1 && word[0] == 'v' && ascii::isdigit(word[1])) word.erase(0, 1);
  if (const auto dash = word.find('-'); dash != std::string::npos && !word.empty() && ascii::isdigit(word[0]))
    word.resize(dash);
  return std::any_of(word.begin(), word.end(), [](char c) { return ascii::isdigit(c); }) ? word : std::string();
}

void add_marks(std::string_view text, std::vector<std::string>& out) {
  for (const Token& t : analysed(text)->tokens)
    if (std::string m = runtime_mark(t.text); !m.empty()) out.push_back(std::move(m));
}

// The words of a runtime's name, lowered, a negation and determiners left out, in order:
// "Not the LimeChain C8 profile." and "the LimeChain C8 profile" give the same words.
std::vector<std::string> content_words(std::string_view text) {
  static const LexiconWords& determiners = lexicon_words("determiner");
  std::vector<std::string> out;
  const auto analysis = analysed(text);
  for (std::size_t k = 0; k < analysis->tokens.size(); ++k) {
    const std::string& w = analysis->tokens[k].text;
    if (analysis->negation_word[k] || determiners.contains(w) || !std::any_of(w.begin(), w.end(), [](char c) {
          return ascii::isalnum(c);
        }))
      continue;
    out.push_back(w);
  }
  return out;
}

}  // namespace

std::vector<std::string> denied_runtime_marks(const Profile& profile) {
  std::vector<const Text*> own{&profile.title, &profile.subtitle};
  for (const auto& pin : profile.pins)
    if (pin.role.value == PinRole::runtime) own.push_back(&pin.repo);
  for (const auto& arm : profile.bakeoff.arms)
    if (arm.subject.value) own.insert(own.end(), {&arm.runtime, &arm.label});
  std::vector<std::string> own_marks;
  for (const Text* text : own) add_marks(text->value, own_marks);
  if (profile.hardware.nodes.present) own_marks.push_back(std::to_string(profile.hardware.nodes.value));
  std::vector<std::string> denied;
  add_marks(profile.hashes.runtime_not.value, denied);
  std::vector<std::string> out;
  for (std::string& m : denied)
    if (std::find(own_marks.begin(), own_marks.end(), m) == own_marks.end() && std::find(out.begin(), out.end(), m) == out.end())
      out.push_back(std::move(m));
  return out;
}

Contradictions runtime_profile_is_runtime_not(const Profile& profile) {
  Contradictions out;
  const Text& is = profile.hashes.runtime_profile;
  const Text& is_not = profile.hashes.runtime_not;
  if (!is.present || !is_not.present) return out;
  // "runtime_not: the LimeChain C8 profile" beside the same runtime_profile: the words of what it
  // is not are the words of what it is (a leading "not" and determiners aside), with or without
  // a version mark to compare.
  if (const auto words = content_words(is_not.value); !words.empty() && words == content_words(is.value)) {
    for (const Loc& at : {is_not.loc, is.loc})
      out.push_back({at,
                     fmt::format("runtime_not denies the very runtime runtime_profile names: '{}' against '{}'",
                                 is_not.value, is.value),
                     "runtime_profile says what the runtime is, runtime_not what it is not: correct the one that is wrong",
                     {}});
    return out;
  }
  const std::vector<std::string> marks = denied_runtime_marks(profile);
  if (marks.empty()) return out;
  for (const std::string& sentence : sentences(is.value)) {
    const auto analysis = analysed(sentence);
    const SentenceAnalysis& a = *analysis;
    if (a.question) continue;
    // Every mark, each asserted: not in a denial ("not TensorFold v0.6.0"), a condition or a report.
    const bool names_all = std::all_of(marks.begin(), marks.end(), [&](const std::string& mark) {
      for (std::size_t k = 0; k < a.tokens.size(); ++k)
        if (runtime_mark(a.tokens[k].text) == mark && !a.negated[k] && a.asserted(k, k)) return true;
      return false;
    });
    if (!names_all) continue;
    out.push_back({is.loc,
                   fmt::format("runtime_profile names the runtime runtime_not denies ({}): '{}' against '{}'",
                               fmt::join(marks, ", "), is.value, is_not.value),
                   "runtime_profile says what the runtime is, runtime_not what it is not: correct the one that is wrong",
                   {}, is_not.loc});
    if (is_not.loc.line < is.loc.line)
      out.push_back({is_not.loc,
                     fmt::format("runtime_not denies the runtime runtime_profile names ({})", fmt::join(marks, ", ")),
                     "runtime_profile says what the runtime is, runtime_not what it is not: correct the one that is wrong",
                     {}});
    break;
  }
  return out;
}

}  // namespace brief::derivation
