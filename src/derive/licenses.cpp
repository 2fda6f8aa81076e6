#include "derive/licenses.h"

#include <span>

#include <fmt/format.h>

#include "derive/reference_data.h"
#include "model/names.h"
#include "derive/rows.h"
#include "derive/prose.h"
#include "derive/wording.h"

namespace brief::derivation {

std::string license_short_name(const License& license) {
  if (!license.spdx.value.empty()) return license.spdx.value;
  if (!license.license_ref.value.empty()) return license.license_ref.value;
  return license.name.value;
}

std::string_view text_read_phrase(TextRead state) {
  switch (state) {
    case TextRead::read: return "the license text was read";
    case TextRead::not_read: return "the license text was not read";
    case TextRead::not_stated: break;
  }
  return "not stated that the license text was read";
}

TextRead text_read_state(const License& license) {
  if (!license.text_read.present) return TextRead::not_stated;
  return license.text_read.value ? TextRead::read : TextRead::not_read;
}

namespace {

// A license note that says the terms exclude commercial use ("for research use only",
// "free for non-commercial use"), unless the note says the terms are not limited to that. A
// clause that names another license's part ("the drafter's non-commercial terms") speaks of
// that license, not this one.
bool note_restricts_commercial(std::string_view note, const std::vector<std::string>& others) {
  const std::string s = ascii_lower(note);
  for (std::string_view widening : {"not limited to", "not only", "not just", "not restricted to", "beyond"})
    if (s.find(widening) != std::string::npos) return false;
  for (const std::string_view clause : split_on(s, ";,.")) {
    bool other = false;
    for (const auto& name : others) other = other || (!name.empty() && clause.find(name) != std::string_view::npos);
    if (other) continue;
    for (std::string_view words : {"non-commercial", "noncommercial", "non commercial", "not for commercial",
                                   "no commercial use", "research use only", "research-only", "research only",
                                   "for research use", "research purposes only", "academic use", "academic only",
                                   "academic-only", "evaluation only", "personal use only"})
      if (clause.find(words) != std::string_view::npos) return true;
  }
  return false;
}

// The subjects and roles of the profile's other licenses, lowercased.
std::vector<std::string> other_license_names(const Profile& profile, const License& license) {
  std::vector<std::string> out;
  for (const auto& l : profile.licenses) {
    if (&l == &license) continue;
    if (l.subject.value != license.subject.value) out.push_back(ascii_lower(l.subject.value));
    if (l.role.value != license.role.value) out.push_back(name_of(l.role.value));
  }
  return out;
}

}  // namespace

bool has_non_commercial_terms(const Profile& profile, const License& license) {
  const std::string& spdx = license.spdx.value;
  if (spdx.find("-NC-") != std::string::npos || spdx.ends_with("-NC")) return true;
  for (const std::string* s : {&license.name.value, &license.license_ref.value}) {
    const std::string f = folded_name(*s);
    for (std::string_view words : {"noncommercial", "notforcommercial", "researchonly", "forresearch",
                                   "researchuseonly", "academicuseonly", "academiconly", "evaluationonly",
                                   "personaluseonly", "nocommercial", "academicresearch", "researchlicense",
                                   "academicuse", "researchuse"})
      if (f.find(words) != std::string::npos) return true;
  }
  const std::vector<std::string> others = other_license_names(profile, license);
  for (const auto& note : license.notes)
    if (note_restricts_commercial(note.value, others)) return true;
  return false;
}

namespace {

// Restricted beats unknown beats allowed; allowed needs a read text and unrestricted terms.
CommercialUse effective_use(const License& license, TextRead text, CommercialUse terms, bool non_commercial) {
  if (license.commercial.value == CommercialUse::restricted || non_commercial || terms == CommercialUse::restricted)
    return CommercialUse::restricted;
  if (license.commercial.value == CommercialUse::unknown || text != TextRead::read) return CommercialUse::unknown;
  return CommercialUse::allowed;
}

std::string commercial_label(const License& license, CommercialUse effective) {
  if (effective == CommercialUse::restricted) return "Commercial use restricted.";
  if (effective == CommercialUse::allowed) return "Commercial use allowed.";
  if (license.commercial.value == CommercialUse::allowed)
    // The state in its one phrase (text_read_phrase), never a second wording of it.
    return fmt::format("Commercial use unknown here: the source calls it allowed, but {}.",
                       text_read_phrase(text_read_state(license)));
  return "Commercial use unknown.";
}

// A named engine license is the one a reader is most tempted to extend to unread weights.
const License* named_engine_license(const Profile& profile) {
  for (const auto& l : profile.licenses)
    if (l.role.value == LicenseRole::engine && !license_short_name(l).empty())
      return &l;
  return nullptr;
}

std::string weights_row_name(const Profile& profile) {
  const Component* weights = main_weights(profile);
  return weights != nullptr ? weights->name.value : "model weights";
}

}  // namespace

bool allowed_on_its_record(const LicenseView& view) {
  if (view.effective == CommercialUse::allowed) return true;
  return view.license->commercial.value == CommercialUse::allowed && view.terms == CommercialUse::allowed &&
         !view.non_commercial_terms && view.text != TextRead::not_read;
}

bool names_license_part(const License& license, std::string_view lowered) {
  static constexpr std::string_view kWeights[] = {"weights", "weight", "checkpoint"};
  static constexpr std::string_view kDrafter[] = {"drafter", "drafters"};
  static constexpr std::string_view kEngine[] = {"engine", "engines"};
  static constexpr std::string_view kKit[] = {"kit", "kits"};
  static constexpr std::string_view kDataset[] = {"dataset", "datasets"};
  std::span<const std::string_view> words;
  switch (license.role.value) {
    case LicenseRole::weights: words = kWeights; break;
    case LicenseRole::drafter: words = kDrafter; break;
    case LicenseRole::engine: words = kEngine; break;
    case LicenseRole::kit: words = kKit; break;
    case LicenseRole::dataset: words = kDataset; break;
    case LicenseRole::other: break;  // "other" names no part
  }
  if (license.role.present)
    for (const auto w : words)
      if (has_word(lowered, w)) return true;
  for (const Text* t : {&license.subject, &license.target}) {
    const std::string name = lower(t->value);
    if (name.size() >= 3 && has_word(lowered, name)) return true;
  }
  return false;
}

bool names_every_license(std::string_view lowered) {
  const bool every = has_word(lowered, "every") || has_word(lowered, "all") || has_word(lowered, "each");
  return every && (has_word(lowered, "license") || has_word(lowered, "licenses") || has_word(lowered, "licence") ||
                   has_word(lowered, "licences"));
}

LicenseView license_view(const Profile& profile, const License& license) {
  LicenseView view;
  view.license = &license;
  view.text = text_read_state(license);
  if (const CommercialEntry* entry = commercial_entry(license)) {
    view.terms = entry->commercial;
    view.terms_reason = entry->reason;
  }
  view.non_commercial_terms = has_non_commercial_terms(profile, license);
  view.effective = effective_use(license, view.text, view.terms, view.non_commercial_terms);
  view.commercial_label = commercial_label(license, view.effective);
  auto& derived = view.derived;

  switch (license.role.value) {
    case LicenseRole::kit:
      derived.push_back(caveat("kit-not-weights", "The kit license is not the weight license."));
      break;
    case LicenseRole::engine: {
      const std::string weights = weights_row_name(profile);
      if (!license.credited_by.value.empty())
        derived.push_back(caveat("engine-credit-only",
                                 fmt::format("Engine credit only. It does not license the {}.", weights)));
      else
        derived.push_back(caveat("engine-not-weights",
                                 fmt::format("The engine license does not license the {}.", weights)));
      break;
    }
    default: break;
  }

  if (!license.revision.value.empty()) {
    const bool drafter = license.role.value == LicenseRole::drafter;
    derived.push_back(caveat("pinned-revision", fmt::format("Pinned {}revision {}.",
                                                            drafter ? "drafter " : "", license.revision.value)));
  }

  // Nothing may be assumed of a license nobody read or named.
  if (view.text == TextRead::not_read || license_short_name(license).empty()) {
    const License* engine = named_engine_license(profile);
    if (engine != nullptr && engine != &license)
      derived.push_back(caveat("do-not-assume", fmt::format("Do not assume {}.", license_short_name(*engine))));
    else
      derived.push_back(caveat("do-not-assume", "Do not assume a permissive license."));
  }

  if (view.effective == CommercialUse::restricted) {
    if (view.non_commercial_terms) derived.push_back(caveat("non-commercial", "Non-commercial."));
    derived.push_back(caveat("no-commercial-recommendation", "No commercial recommendation."));
  }
  return view;
}

std::vector<LicenseView> license_views(const Profile& profile) {
  std::vector<LicenseView> views;
  for (const auto& license : profile.licenses) views.push_back(license_view(profile, license));
  return views;
}

}  // namespace brief::derivation

namespace brief::derivation {

namespace {
// "Covers the engine only, not the EXL3 weights, whose license is unread": a phrase in a
// relative clause that "whose" opens after another part's name speaks of that part. True when
// the phrase at `at` of the lowercase note is in one ("this license, whose text is unread" is
// the note's own).
bool about_another_part(std::string_view note, std::size_t at) {
  const std::size_t sentence = note.find_last_of(".;", at);
  const std::size_t whose = note.rfind("whose ", at);
  if (whose == std::string_view::npos || (sentence != std::string_view::npos && whose < sentence)) return false;
  // "The weights, whose card we read, point to a license that was not read": a comma closed it.
  if (note.find(',', whose) < at) return false;
  std::size_t end = whose;
  while (end > 0 && (note[end - 1] == ' ' || note[end - 1] == ',')) --end;
  std::size_t begin = end;
  while (begin > 0 && note[begin - 1] != ' ') --begin;
  const std::string_view antecedent = note.substr(begin, end - begin);
  return antecedent != "license" && antecedent != "licence" && antecedent != "it" && antecedent != "text" &&
         antecedent != "terms";
}
}  // namespace

bool note_says_unread(std::string_view note) {
  const std::string l = lower(note);
  for (std::string_view w : {"must be read", "not read", "unread", "to be read", "not in this cache", "not in the cache",
                             "does not include", "doesn't include", "not included", "check every", "check the license",
                             "read the license", "read the checkpoint license", "license text is missing",
                             "not been read", "never read", "unknown", "not opened", "never opened",
                             "not been opened", "unopened"})
    for (std::size_t at = l.find(w); at != std::string::npos; at = l.find(w, at + 1))
      if (!about_another_part(l, at)) return true;
  return false;
}

bool step_asks_to_read(std::string_view step) {
  const std::string l = lower(step);
  if (has_word(l, "read")) return true;
  if (!has_word(l, "confirm") && !has_word(l, "check") && !has_word(l, "verify")) return false;
  // Who decides on a text already read: legal, counsel, a lawyer; a sign-off or an approval.
  for (std::string_view w : {"with legal", "legal team", "legal review", "counsel", "lawyer", "attorney", "sign off",
                             "sign-off", "signoff", "approval", "approve"})
    if (l.find(w) != std::string::npos) return false;
  return true;
}

}  // namespace brief::derivation
