#pragma once
// What each license does and does not cover, derived from its role, whether its text was
// read, and the other licenses beside it.
#include <vector>

#include "brief/brief.h"

namespace brief::derivation {

LicenseView license_view(const Profile& profile, const License& license);
std::vector<LicenseView> license_views(const Profile& profile);
// "CC-BY-NC-ND-4.0", else the license key, else the name; "" when nothing was read.
std::string license_short_name(const License& license);

}  // namespace brief::derivation
