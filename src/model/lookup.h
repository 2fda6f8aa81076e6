#pragma once
// Finding a profile's entries by id: one set of lookups for derive, rules and render.
#include <string_view>
#include <vector>

#include "brief/profile.h"

namespace brief {

// The first item whose id is `id`, or null (ids are unique once BR504 passes).
template <class T>
const T* find_by_id(const std::vector<T>& items, std::string_view id) {
  for (const auto& item : items)
    if (item.id.value == id) return &item;
  return nullptr;
}

inline const Residence* find_residence(const Profile& profile, std::string_view id) {
  return find_by_id(profile.residences, id);
}
inline const Component* find_component(const Profile& profile, std::string_view id) {
  return find_by_id(profile.components, id);
}
inline const Pin* find_pin(const Profile& profile, std::string_view id) { return find_by_id(profile.pins, id); }
inline const Arm* find_arm(const Bakeoff& bakeoff, std::string_view id) { return find_by_id(bakeoff.arms, id); }
inline const Arm* find_arm(const Profile& profile, std::string_view id) { return find_arm(profile.bakeoff, id); }

}  // namespace brief
