#include "derive/runtime_denied.h"

#include <fmt/format.h>

#include <algorithm>

#include "derive/ascii.h"
#include "derive/prose.h"
#include "derive/sentence.h"

namespace brief::derivation {

namespace {

struct RuntimeMark {
  std::string word;  // "0.6.0", "53"
  std::size_t at;    // where it starts in the lowered text
};

bool runtime_mark_char(char c) { return ascii::isalnum(c) || c == '_'; }

// The words of a lowered text that hold a digit, with a point, a hyphen or a plus inside a
// word kept ("v0.6.0", "53-patch", "c8"), a leading "v" of a version dropped.
std::vector<RuntimeMark> runtime_marks_of(std::string_view low) {
  std::vector<RuntimeMark> out;
  std::size_t i = 0;
  while (i < low.size()) {
    if (!runtime_mark_char(low[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < low.size() &&
           (runtime_mark_char(low[j]) || ((low[j] == '.' || low[j] == '-') && j + 1 < low.size() && runtime_mark_char(low[j + 1]))))
      ++j;
    std::string word(low.substr(i, j - i));
    std::size_t at = i;
    if (word.size() > 1 && word[0] == 'v' && ascii::isdigit(word[1])) {
      word.erase(0, 1);
      ++at;
    }
    // "53-patch": the count, not the compound.
    if (const auto dash = word.find('-'); dash != std::string::npos && ascii::isdigit(word[0]))
      word.resize(dash);
    if (std::any_of(word.begin(), word.end(), [](char c) { return ascii::isdigit(c); })) out.push_back({word, at});
    i = j;
  }
  return out;
}

bool has_runtime_mark(const std::vector<RuntimeMark>& marks, std::string_view word) {
  return std::any_of(marks.begin(), marks.end(), [&](const RuntimeMark& m) { return m.word == word; });
}

}  // namespace

std::vector<std::string> denied_runtime_marks(const Profile& profile) {
  std::vector<const Text*> own{&profile.title, &profile.subtitle};
  for (const auto& pin : profile.pins)
    if (pin.role.value == PinRole::runtime) own.push_back(&pin.repo);
  for (const auto& arm : profile.bakeoff.arms)
    if (arm.subject.value) own.insert(own.end(), {&arm.runtime, &arm.label});
  std::vector<RuntimeMark> own_marks;
  for (const Text* text : own)
    for (RuntimeMark& m : runtime_marks_of(lower(text->value))) own_marks.push_back(std::move(m));
  if (profile.hardware.nodes.present) own_marks.push_back({std::to_string(profile.hardware.nodes.value), 0});
  std::vector<std::string> out;
  for (const RuntimeMark& m : runtime_marks_of(lower(profile.hashes.runtime_not.value)))
    if (!has_runtime_mark(own_marks, m.word) && std::find(out.begin(), out.end(), m.word) == out.end()) out.push_back(m.word);
  return out;
}

Contradictions runtime_profile_is_runtime_not(const Profile& profile) {
  Contradictions out;
  const Text& is = profile.hashes.runtime_profile;
  const Text& is_not = profile.hashes.runtime_not;
  if (!is.present || !is_not.present) return out;
  const std::vector<std::string> marks = denied_runtime_marks(profile);
  if (marks.empty()) return out;
  for (const std::string& sentence : sentences(is.value)) {
    const auto analysis = analysed(sentence);
    const SentenceAnalysis& a = *analysis;
    if (a.question) continue;
    const std::vector<RuntimeMark> written = runtime_marks_of(a.lowered);
    // Every mark, each asserted: not in a denial ("not TensorFold v0.6.0"), a condition or a report.
    const bool names_all = std::all_of(marks.begin(), marks.end(), [&](const std::string& mark) {
      return std::any_of(written.begin(), written.end(), [&](const RuntimeMark& m) {
        if (m.word != mark) return false;
        for (std::size_t k = 0; k < a.tokens.size(); ++k)
          if (a.tokens[k].at <= m.at && m.at < a.tokens[k].at + std::max<std::size_t>(a.tokens[k].text.size(), 1))
            return !a.negated[k] && a.asserted(k, k);
        return true;
      });
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
