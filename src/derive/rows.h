#pragma once
// Component rows: the labels a row's role, residence and access imply, and the caveats that
// keep a reader from adding overlapping rows together.
#include <vector>

#include "brief/brief.h"

namespace brief::derivation {

const Residence* find_residence(const Profile& profile, const std::string& id);
const Component* find_component(const Profile& profile, const std::string& id);
// The row whose bytes hold the loaded checkpoint; null when the profile has none.
const Component* main_weights(const Profile& profile);

RowView row_view(const Profile& profile, const Component& component);
std::vector<RowView> row_views(const Profile& profile);
// Names of the rows the recipe does not have, in profile order.
std::vector<std::string> absent_rows(const Profile& profile);
// Whole-deployment resident bytes: main weights, separate residents and runtime rows, each
// counted once. Subcomponents overlap the main weights and are never added.
Bytes resident_total(const Profile& profile);
std::vector<Caveat> row_caveats(const Profile& profile, const MemoryVerdict& verdict);

}  // namespace brief::derivation
