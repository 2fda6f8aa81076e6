#include "derive/license_identity.h"

#include <fmt/format.h>

#include "derive/reference_data.h"

namespace brief::derivation {

Contradictions spdx_contradicts_name(const Profile& profile) {
  Contradictions out;
  const SpdxList& list = spdx_list();
  for (const auto& license : profile.licenses) {
    if (license.spdx.value.empty() || license.name.value.empty()) continue;
    const std::vector<std::string> ids = spdx_ids_of(license.spdx.value);
    if (ids.size() != 1) continue;  // an expression names several licenses; a name cannot be all of them
    const auto own = list.id_by_name.find(folded_name(ids.front()));
    if (own == list.id_by_name.end()) continue;  // not a list id: BL201's
    const auto named = list.id_by_name.find(folded_name(license.name.value));
    if (named == list.id_by_name.end() || named->second == own->second) continue;
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
