#pragma once
// What each license does and does not cover, derived from its role, whether its text was
// read, and the other licenses beside it.
#include <vector>

#include "brief/brief.h"

namespace brief::derivation {

// Whether the text was read: read, not read, or not stated (the key is absent).
TextRead text_read_state(const License& license);
// The one phrase for each state, lowercase, claiming no more than the profile states: "the
// license text was read", "the license text was not read", "not stated that the license text
// was read" (absent is not "not read").
std::string_view text_read_phrase(TextRead state);
// The id, key or name says non-commercial or research-only ("NonCommercial", "-NC-", "research
// use only"), or one of its notes does ("released for research use only"), whatever the
// profile's commercial value says.
bool has_non_commercial_terms(const Profile& profile, const License& license);

LicenseView license_view(const Profile& profile, const License& license);
std::vector<LicenseView> license_views(const Profile& profile);
// "CC-BY-NC-ND-4.0", else the license key, else the name; "" when nothing was read.
std::string license_short_name(const License& license);

}  // namespace brief::derivation
