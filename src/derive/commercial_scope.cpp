#include "derive/commercial_scope.h"

#include <algorithm>
#include <string>

#include "derive/licenses.h"
#include "derive/prose.h"

namespace brief::derivation {

namespace {

// The clause (lowercase) names the license: its part (licenses.h) or its SPDX id.
bool names_license(const License& l, const std::string& low) {
  return names_license_part(l, low) || (!l.spdx.value.empty() && has_word(low, lower(l.spdx.value)));
}

// The part of the sentence, split at ';', that holds the claim's clause; the whole sentence
// when the clause is not found in one part.
std::string_view part_holding(std::string_view sentence, std::string_view clause) {
  const std::string low_clause = lower(clause);
  std::size_t from = 0;
  while (from <= sentence.size()) {
    const std::size_t end = std::min(sentence.find(';', from), sentence.size());
    const std::string_view part = sentence.substr(from, end - from);
    if (lower(part).find(low_clause) != std::string::npos) return part;
    from = end + 1;
  }
  return sentence;
}

}  // namespace

bool names_whole_deployment(std::string_view clause) {
  const std::string l = lower(clause);
  // "anything it ships", "whatever it bundles", "every part": a quantifier over what a part
  // carries reaches past that part's own license.
  for (std::string_view whole : {"stack", "deployment", "profile", "model", "weights", "everything", "whole", "all of",
                                 "checkpoint", "this setup", "the setup", "brief", "anything it", "anything they",
                                 "whatever it", "whatever they", "every part", "all parts", "each part",
                                 "every component", "all components"})
    if (has_word(l, whole)) return true;
  return false;
}

bool scoped_to_allowed_license(const Brief& brief, std::string_view clause) {
  const std::string l = lower(clause);
  if (names_whole_deployment(clause)) return false;
  bool named_allowed = false;
  for (const auto& view : brief.licenses) {
    if (!names_license(*view.license, l)) continue;
    if (view.effective != CommercialUse::allowed) return false;
    named_allowed = true;
  }
  return named_allowed;
}

bool speaks_of_license_alone(const Brief& brief, const LicenseView& own, std::string_view sentence,
                             std::string_view clause) {
  const std::string_view part = part_holding(sentence, clause);
  const std::string l = lower(part);
  if (names_whole_deployment(part) || names_every_license(l)) return false;
  for (const auto& view : brief.licenses)
    if (&view != &own && names_license(*view.license, l)) return false;
  return true;
}

}  // namespace brief::derivation
