#include "derive/license_identity.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "derive/reference_data.h"

namespace brief::derivation {

namespace {
// The Creative Commons terms a license's name states ("NonCommercial", "non-commercial",
// "NoDerivatives", "ShareAlike") that its SPDX id does not carry (CC-BY-NC-ND-4.0 carries NC
// and ND); the first such term, or nullopt.
std::optional<std::string> term_the_id_lacks(std::string_view name, std::string_view id) {
  std::string folded;
  for (char c : name)
    if (std::isalnum(static_cast<unsigned char>(c))) folded += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const std::string id_upper = [&] {
    std::string u(id);
    for (auto& c : u) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return u;
  }();
  struct Term {
    std::string_view in_name, in_id, said;
  };
  static constexpr Term kTerms[] = {{"noncommercial", "-NC", "non-commercial"},
                                    {"noderivatives", "-ND", "no derivatives"},
                                    {"noderivs", "-ND", "no derivatives"},
                                    {"sharealike", "-SA", "share-alike"}};
  for (const Term& t : kTerms)
    if (folded.find(t.in_name) != std::string::npos && id_upper.find(t.in_id) == std::string::npos) return std::string(t.said);
  return std::nullopt;
}

// The Creative Commons term a CC license's SPDX id carries (CC-BY-NC-ND-4.0: non-commercial, no
// derivatives) that its name does not state, spelled out or abbreviated ("Creative Commons
// Attribution 4.0" for CC-BY-NC-ND-4.0 drops NonCommercial); nullopt when the name states
// every term, or is no Creative Commons name.
std::optional<std::string> term_the_name_lacks(std::string_view name, std::string_view id) {
  std::string folded;
  std::vector<std::string> words{""};
  for (char c : name) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      const char l = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      folded += l;
      words.back() += l;
    } else if (!words.back().empty()) {
      words.emplace_back();
    }
  }
  if (folded.find("creativecommons") == std::string::npos && !folded.starts_with("ccby")) return std::nullopt;
  const auto has_word = [&](std::string_view w) { return std::find(words.begin(), words.end(), w) != words.end(); };
  struct Term {
    std::string_view in_id, spelled, spelled_too, abbreviation, said;
  };
  static constexpr Term kTerms[] = {{"-NC", "noncommercial", "noncommercial", "nc", "non-commercial"},
                                    {"-ND", "noderivatives", "noderivs", "nd", "no derivatives"},
                                    {"-SA", "sharealike", "sharealike", "sa", "share-alike"}};
  std::string id_upper(id);
  for (auto& c : id_upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  for (const Term& term : kTerms)
    if (id_upper.find(term.in_id) != std::string::npos && folded.find(term.spelled) == std::string::npos &&
        folded.find(term.spelled_too) == std::string::npos && !has_word(term.abbreviation))
      return std::string(term.said);
  return std::nullopt;
}

// The one dotted version number a text writes ("4.0" in "... NoDerivatives 4.0", "3.0" in
// CC-BY-NC-ND-3.0), trailing ".0"s dropped so "2" and "2.0" are one version; nullopt when the
// text writes none or several.
std::optional<std::string> dotted_version(std::string_view text) {
  std::optional<std::string> found;
  for (std::size_t i = 0; i < text.size();) {
    if (!std::isdigit(static_cast<unsigned char>(text[i])) || (i > 0 && std::isalnum(static_cast<unsigned char>(text[i - 1])))) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) ||
                                 (text[end] == '.' && end + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[end + 1])))))
      ++end;
    std::string token(text.substr(i, end - i));
    const bool dotted = token.find('.') != std::string::npos;
    i = end;
    if (!dotted) continue;
    while (token.size() > 2 && token.ends_with(".0")) token.resize(token.size() - 2);
    if (found && *found != token) return std::nullopt;
    found = token;
  }
  return found;
}

// The name outside its parenthetical remarks ("CC BY 4.0 (attribution only)" -> "CC BY 4.0 ").
std::string outside_parentheses(std::string_view name) {
  std::string bare;
  int depth = 0;
  for (char c : name) {
    if (c == '(') ++depth;
    else if (c == ')' && depth > 0) --depth;
    else if (depth == 0) bare += c;
  }
  return bare;
}
}  // namespace

Contradictions spdx_contradicts_name(const Profile& profile) {
  Contradictions out;
  const SpdxList& list = spdx_list();
  for (const auto& license : profile.licenses) {
    if (license.spdx.value.empty() || license.name.value.empty()) continue;
    const std::vector<std::string> ids = spdx_ids_of(license.spdx.value);
    if (ids.size() != 1) continue;  // an expression names several licenses; a name cannot be all of them
    const auto own = list.id_by_name.find(folded_name(ids.front()));
    if (own == list.id_by_name.end()) continue;  // not a list id: BL201's
    auto named = list.id_by_name.find(folded_name(license.name.value));
    // "CC BY 4.0 (attribution only)": a name with a parenthetical remark is the name before it.
    const std::string bare = outside_parentheses(license.name.value);
    if (named == list.id_by_name.end() && bare != license.name.value) named = list.id_by_name.find(folded_name(bare));
    // "Creative Commons Attribution 4.0" with CC-BY-NC-ND-4.0: the name drops a term the id
    // carries, the non-commercial one included.
    if (auto dropped = term_the_name_lacks(license.name.value, own->second);
        dropped && (named == list.id_by_name.end() || named->second != own->second)) {
      out.push_back({license.name.loc,
                     fmt::format("license '{}' is named {}, which does not say {}, but its spdx id {} does",
                                 license.subject.value, license.name.value, *dropped, own->second),
                     "the name and the id must name one license: correct the one that is wrong", {}, license.spdx.loc});
      continue;
    }
    if (named == list.id_by_name.end()) {
      // A name the list does not know may still name a term the id does not carry:
      // "Creative Commons Attribution-NonCommercial-NoDerivatives 4.0" with CC-BY-4.0.
      if (auto term = term_the_id_lacks(license.name.value, own->second))
        out.push_back({license.name.loc,
                       fmt::format("license '{}' is named {}, which says {}, but its spdx id {} does not",
                                   license.subject.value, license.name.value, *term, own->second),
                       "the name and the id must name one license: correct the one that is wrong", {}, license.spdx.loc});
      // ... or another version of it: "... NoDerivatives 3.0" with CC-BY-NC-ND-4.0.
      else if (auto in_name = dotted_version(bare), in_id = dotted_version(own->second); in_name && in_id && *in_name != *in_id)
        out.push_back({license.name.loc,
                       fmt::format("license '{}' is named {}, version {}, but its spdx id {} is version {}",
                                   license.subject.value, license.name.value, *in_name, own->second, *in_id),
                       "the name and the id must name one version of the license: correct the one that is wrong", {},
                       license.spdx.loc});
      continue;
    }
    if (named->second == own->second) continue;
    // A deprecated id and its successor name one license ("GPL-3.0" and "GPL-3.0-only"):
    // BL202 asks for the current id, which is no contradiction of the name.
    if (list.deprecated_by_id.at(own->second) || list.deprecated_by_id.at(named->second)) continue;
    out.push_back({license.name.loc,
                   fmt::format("license '{}' is named {} (SPDX {}) but its spdx id is {}", license.subject.value,
                               license.name.value, named->second, own->second),
                   "the name and the id must name one license: correct the one that is wrong", {}});
  }
  return out;
}

}  // namespace brief::derivation
