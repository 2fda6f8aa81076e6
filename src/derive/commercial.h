#pragma once
// Whether a commercial recommendation is possible: every license must be read and allow it.
#include "brief/brief.h"

namespace brief::derivation {

// The license entry that covers a pinned part or a separately downloaded row, or null.
const License* covering_license(const Profile& profile, const Pin& pin);
const License* covering_license(const Profile& profile, const Component& row);

// Reads the license views (derived once): a license blocks unless it is allowed, read and its
// terms do not restrict it; weights without a license entry block too.
CommercialVerdict commercial_verdict(const Profile& profile, const std::vector<LicenseView>& views);

}  // namespace brief::derivation
