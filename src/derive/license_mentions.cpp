#include "derive/license_mentions.h"

#include <algorithm>

#include "derive/claim_judgement.h"  // license_scope
#include "derive/licenses.h"
#include "derive/prose.h"
#include "derive/spdx_expression.h"
#include "derive/wording.h"

namespace brief::derivation {

namespace {

constexpr std::string_view kPermissive = "permissive";

// The license a token names: the list's spelling of an SPDX id, "Apache-2.0" for "apache 2.0",
// kPermissive for the words that only say the terms allow use; "" otherwise.
std::string license_at(const SentenceAnalysis& a, std::size_t k, std::size_t& words) {
  const std::string& t = a.tokens[k].text;
  words = 1;
  if (t == "permissive" || t == "permissively") return std::string(kPermissive);
  if (t == "apache" && k + 1 < a.tokens.size() && (a.tokens[k + 1].text == "2.0" || a.tokens[k + 1].text == "2")) {
    words = 2;
    return "Apache-2.0";
  }
  // An id a sentence means has a version or a hyphen ("Apache-2.0", "BSD-3-Clause"), or is
  // one of the bare ids that are no English word; the list also holds "JSON", "curl", "Fair"
  // and "Glide", which a sentence uses as words ("config.json").
  static constexpr std::string_view kBareIds[] = {"mit", "isc", "zlib", "unlicense", "wtfpl"};
  const bool id_shaped = t.find_first_of("0123456789-") != std::string::npos ||
                         std::find(std::begin(kBareIds), std::end(kBareIds), t) != std::end(kBareIds);
  return id_shaped ? spdx_list_spelling(t) : std::string();
}

// The words a license at k is said of: its clause, cut at the conjunctions that join two
// statements ("The drafter is CC-BY-NC-ND-4.0 and the checkpoint license is unread" gives the
// license to the drafter alone), without the words a negation governs.
std::vector<std::string> conjunct_words(const SentenceAnalysis& a, std::size_t k) {
  static constexpr std::string_view kJoins[] = {"and", "but", "while", "whereas", "although", "though"};
  auto joins = [&](std::size_t j) {
    return std::find(std::begin(kJoins), std::end(kJoins), a.tokens[j].text) != std::end(kJoins);
  };
  std::size_t from = k, to = k;
  while (from > 0 && a.clause_of[from - 1] == a.clause_of[k] && !joins(from - 1)) --from;
  while (to + 1 < a.tokens.size() && a.clause_of[to + 1] == a.clause_of[k] && !joins(to + 1)) ++to;
  std::vector<std::string> out;
  for (std::size_t j = from; j <= to; ++j)
    if (!a.negated[j]) out.push_back(a.tokens[j].text);
  return out;
}

bool clause_names(const LicenseGiven& given, const License& l) {
  std::string joined;
  for (const auto& w : given.clause_words) joined += w + " ";
  return names_license_part(l, joined);
}

// The entry records the license given: its SPDX id or expression holds the id, or its name
// is that license; "permissive" holds when the terms and the entry both allow commercial use.
bool records(const LicenseView& view, const std::string& license) {
  const License& l = *view.license;
  if (license == kPermissive)
    return view.terms == CommercialUse::allowed && l.commercial.value == CommercialUse::allowed;
  const std::string id = ascii_lower(license);
  const std::string spdx = ascii_lower(l.spdx.value);
  if (!spdx.empty() && spdx.find(id) != std::string::npos) return true;
  return !l.name.value.empty() && ascii_lower(spdx_list_spelling(l.name.value)) == id;
}

// A word of the clause at k that is asserted there: not denied, supposed, asked or ordered.
bool asserted_at(const SentenceAnalysis& a, std::size_t k) {
  return !a.negated[k] && a.modality[k] == Modality::assertion;
}

// "The weights fall under the same terms as the engine", "the engine license applies to the
// weights": a clause with a license noun and a word that carries terms from one part to
// another (lexicon license-transfer), both asserted, and no word that sets the parts apart
// ("unlike the engine", "a different license"). Which part is given whose terms is left to
// the profile: the clause says the two parts' terms are one.
// The clause of k opens with a word that carries terms ("Covered by ...", "Same terms as ...",
// "Covers the EXL3 checkpoint as well"): it names no subject of its own.
bool opens_with_transfer(const SentenceAnalysis& a, std::size_t k) {
  static const LexiconWords& transfers = lexicon_words("license-transfer");
  std::size_t first = k;
  while (first > 0 && a.clause_of[first - 1] == a.clause_of[k]) --first;
  return transfers.contains(a.tokens[first].text) && asserted_at(a, first);
}

// "covers the engine only, not the checkpoint, so the weights still need clearing": what a
// license is said to cover ends at "only" and at a clause a conjunction opens.
bool ends_the_objects(std::string_view w) {
  return w == "only" || w == "so" || w == "but" || w == "because" || w == "while" || w == "whereas" ||
         w == "although" || w == "though";
}

void licenses_by_reference(const SentenceAnalysis& a, std::vector<LicenseGiven>& out) {
  static const LexiconWords& transfers = lexicon_words("license-transfer");
  static const LexiconWords& distinctions = lexicon_words("distinction-word");
  std::vector<int> seen;
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    // A license noun in the clause, or a clause that opens with the transfer word itself.
    if (!(license_noun_at(a, k) || (k == 0 && opens_with_transfer(a, k))) || !asserted_at(a, k)) continue;
    if (std::find(seen.begin(), seen.end(), a.clause_of[k]) != seen.end()) continue;
    bool transfer = false, apart = false;
    for (std::size_t j = 0; j < a.tokens.size(); ++j) {
      if (a.clause_of[j] != a.clause_of[k]) continue;
      transfer |= transfers.contains(a.tokens[j].text) && asserted_at(a, j);
      apart |= distinctions.contains(a.tokens[j].text);
    }
    if (!transfer || apart) continue;
    seen.push_back(a.clause_of[k]);
    LicenseGiven given;
    given.by_reference = true;
    given.subjectless = opens_with_transfer(a, k);
    for (std::size_t j = 0; j < a.tokens.size(); ++j)
      if (a.clause_of[j] == a.clause_of[k] && !a.negated[j]) given.clause_words.push_back(a.tokens[j].text);
    // "Covers the whole served stack, the EXL3 weights included": a clause with no subject of
    // its own names its objects past commas, to its part's end or a clause a conjunction opens.
    if (given.subjectless)
      for (std::size_t j = k + 1; j < a.tokens.size() && a.part_of[j] == a.part_of[k]; ++j) {
        if (a.clause_of[j] == a.clause_of[k]) continue;
        if (ends_the_objects(a.tokens[j].text)) break;
        if (!a.negated[j]) given.clause_words.push_back(a.tokens[j].text);
      }
    out.push_back(std::move(given));
  }
}

// Two entries record one license: the same SPDX id (or name), commercial use known and equal,
// and read alike; a license whose commercial use is unknown is never another's.
bool same_terms(const LicenseView& x, const LicenseView& y) {
  const License& a = *x.license;
  const License& b = *y.license;
  const auto id = [](const License& l) { return ascii_lower(l.spdx.value.empty() ? l.name.value : l.spdx.value); };
  return !id(a).empty() && id(a) == id(b) && a.commercial.value == b.commercial.value &&
         a.commercial.value != CommercialUse::unknown && x.text == y.text;
}

}  // namespace

std::vector<LicenseGiven> licenses_given(const SentenceAnalysis& a) {
  std::vector<LicenseGiven> out;
  if (a.question) return out;
  licenses_by_reference(a, out);
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    std::size_t words = 1;
    const std::string license = license_at(a, k, words);
    if (license.empty()) continue;
    // "unless you ship under the kit's Apache-2.0, which already covers this checkpoint": a
    // relative clause said of a license named in a supposed clause is said all the same.
    const bool said_of_it = k + words < a.tokens.size() && a.tokens[k + words].text == "which" && asserted_at(a, k + words) &&
                            !a.negated[k + words];
    if (a.negated[k] || (a.modality[k] != Modality::assertion && !said_of_it)) {
      k += words - 1;
      continue;
    }
    LicenseGiven given;
    given.license = license;
    given.subjectless = opens_with_transfer(a, k);
    if (a.modality[k] == Modality::assertion) given.clause_words = conjunct_words(a, k);
    // "MIT here covers the engine and, through it, the EXL3 weights it serves": what a verb of
    // coverage (lexicon coverage-verb) names is every object of its part of the sentence, past
    // "and" and commas, up to another license named.
    static const LexiconWords& coverage = lexicon_words("coverage-verb");
    for (std::size_t v = k + words; v < a.tokens.size() && v <= k + words + 2; ++v) {
      if (!coverage.contains(a.tokens[v].text) || !asserted_at(a, v)) continue;
      for (std::size_t j = v + 1; j < a.tokens.size() && a.part_of[j] == a.part_of[v]; ++j) {
        std::size_t other_words = 1;
        if (!license_at(a, j, other_words).empty()) break;
        if (ends_the_objects(a.tokens[j].text)) break;
        if (!a.negated[j]) given.clause_words.push_back(a.tokens[j].text);
      }
      break;
    }
    out.push_back(std::move(given));
    k += words - 1;
  }
  return out;
}

std::vector<LicenseMisgiven> licenses_misgiven(const Brief& brief) {
  std::vector<LicenseMisgiven> out;
  // A license entry's name beside its SPDX id is BL211's to judge against that id; a name with
  // no id is read here like any prose (an unread entry named "Apache License 2.0").
  auto is_a_name = [&](const Text* t) {
    return std::any_of(brief.licenses.begin(), brief.licenses.end(), [&](const LicenseView& v) {
      return &v.license->name == t && !v.license->spdx.value.empty();
    });
  };
  for (const SentenceReading& r : brief.readings) {
    if (is_a_name(r.text)) continue;
    for (const LicenseGiven& given : r.licenses_given) {
      if (given.by_reference) {
        // The clause names two parts (or more) whose entries do not record one license: the
        // part whose license is the less known one is the part given the other's terms.
        std::vector<const LicenseView*> named;
        for (const auto& view : brief.licenses)
          if (clause_names(given, *view.license)) named.push_back(&view);
        // In a license's own notes a clause with no subject speaks of that license.
        if (const LicenseView* own = license_scope(brief, r.text);
            own != nullptr && given.subjectless && std::find(named.begin(), named.end(), own) == named.end())
          named.push_back(own);
        if (named.size() < 2) continue;
        const auto known = [](const LicenseView* v) {
          return v->effective == CommercialUse::allowed ? 2 : v->license->commercial.value != CommercialUse::unknown ? 1 : 0;
        };
        std::sort(named.begin(), named.end(), [&](auto* x, auto* y) { return known(x) > known(y); });
        for (std::size_t i = 1; i < named.size(); ++i)
          if (!same_terms(*named[0], *named[i])) {
            const License& from = *named[0]->license;
            out.push_back({&r, from.spdx.value.empty() ? from.name.value : from.spdx.value, false, named[i], named[0]});
            break;
          }
        continue;
      }
      std::vector<const LicenseView*> parts;
      for (const auto& view : brief.licenses)
        if (clause_names(given, *view.license)) parts.push_back(&view);
      if (const LicenseView* own = license_scope(brief, r.text);
          own != nullptr && (parts.empty() || given.subjectless) && std::find(parts.begin(), parts.end(), own) == parts.end())
        parts.push_back(own);
      // "Separate drafter download. License CC-BY-4.0.": a sentence that names no part speaks
      // of the part its field names, when the field names exactly one.
      if (parts.empty()) {
        const std::string field = lower(r.text->value);
        for (const auto& view : brief.licenses)
          if (names_license_part(*view.license, field)) parts.push_back(&view);
        if (parts.size() != 1) parts.clear();
      }
      for (const LicenseView* view : parts)
        if (!records(*view, given.license)) {
          out.push_back({&r, given.license, given.license == kPermissive, view});
          break;
        }
    }
  }
  return out;
}

}  // namespace brief::derivation
