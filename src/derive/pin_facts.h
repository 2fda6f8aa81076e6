#pragma once
// The revisions and build ids a profile declares, which prose hashes must resolve to.
#include <string>
#include <vector>

#include "brief/profile.h"

namespace brief::derivation {

// Every full revision the profile pins (pins, license revisions, hash fields).
std::vector<std::string> pinned_revisions(const Profile& profile);
// True when `hash` is a prefix of a pinned revision or names a declared build.
bool hash_resolves(const Profile& profile, const std::string& hash);

}  // namespace brief::derivation
