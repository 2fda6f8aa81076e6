#pragma once
// hashes.runtime_not says what this profile's runtime is not ("Not Mia TensorFold v0.6.0 with
// 53 patches."); hashes.runtime_profile says what it is. A runtime_profile that names what
// runtime_not denies ("the LimeChain C8 profile on TensorFold v0.6.0 with 53 patches") says
// both of one runtime.
#include <string>
#include <string_view>
#include <vector>

#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// The words that tell the denied runtime apart: those of runtime_not that hold a digit (a
// version, a patch count, a build: "0.6.0", "53"; a leading "v" of a version dropped), less
// those the profile's own runtime writes too (the runtime pins' repositories, the subject arm's
// runtime and label, the title and subtitle, the node count).
std::vector<std::string> denied_runtime_marks(const Profile& profile);

// A runtime_profile sentence that asserts, not denied, every mark of the denied runtime:
// reported at runtime_profile and at runtime_not.
Contradictions runtime_profile_is_runtime_not(const Profile& profile);

}  // namespace brief::derivation
