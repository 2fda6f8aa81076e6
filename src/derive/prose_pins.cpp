#include "derive/prose_pins.h"

#include "derive/prose.h"
#include "derive/sentence.h"

namespace brief::derivation {

std::vector<UnbackedPinClaim> unbacked_pin_claims(const Profile& profile) {
  std::vector<UnbackedPinClaim> out;
  auto field_of = [&](const std::string& name) -> const Located<Revision>* {
    if (name == "weight_pin") return &profile.hashes.weight_pin;
    if (name == "manifest") return &profile.hashes.manifest;
    return nullptr;
  };
  for (const Text* t : prose_fields(profile)) {
    if (!t->present) continue;
    if (!may_name_pinned_object(t->value)) continue;
    for (const auto& s : sentences(t->value)) {
      if (!may_name_pinned_object(s)) continue;
      const SentenceAnalysis a = analyse_sentence(s);
      for (const auto& name : pinned_objects(a)) {
        const Located<Revision>* field = field_of(name);
        if (field == nullptr || field->value.state == Revision::State::pinned) continue;
        const std::size_t from = s.find_first_not_of(' ');
        out.push_back({t, from == std::string::npos ? s : s.substr(from), name, field->value.state});
        break;
      }
    }
  }
  return out;
}

}  // namespace brief::derivation
