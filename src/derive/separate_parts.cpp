#include "derive/separate_parts.h"

#include <fmt/format.h>

#include "derive/wording.h"
#include "model/names.h"

namespace brief::derivation {

namespace {

bool names_row(const std::string& written, const Component& c) {
  const std::string w = ascii_lower(written);
  return !w.empty() && (w == ascii_lower(c.name.value) || w == ascii_lower(c.id.value));
}

}  // namespace

Contradictions separate_parts_as_subcomponents(const Profile& p) {
  Contradictions out;
  for (const auto& c : p.components) {
    if (c.role.value != ComponentRole::subcomponent) continue;
    std::string own;
    for (const auto& pin : p.pins)
      if (pin.role.value != PinRole::checkpoint && names_row(pin.repo.value, c)) {
        own = fmt::format("its own pin '{}' ({} at {})", pin.id.value, pin.repo.value,
                          pin.revision.value.state == Revision::State::pinned ? pin.revision.value.hash.substr(0, 7)
                                                                              : std::string("no revision"));
        break;
      }
    if (own.empty())
      for (const auto& l : p.licenses)
        if (l.role.value != LicenseRole::weights && names_row(l.target.value, c)) {
          own = fmt::format("its own license '{}' (role {})", l.subject.value, name_of(l.role.value));
          break;
        }
    if (own.empty()) continue;
    out.push_back({c.role.loc,
                   fmt::format("row '{}' is a subcomponent of '{}', but the profile gives it {}: a separate download, "
                               "not part of the checkpoint's files",
                               c.id.value, c.overlaps.value, own),
                   "a part with its own pin or license is resident beside the weights (separate-resident), its bytes "
                   "added, never inside them",
                   c.id.value});
  }
  return out;
}

}  // namespace brief::derivation
