#pragma once
// A license's SPDX id and its name must name the same license: "MIT License" with spdx
// Apache-2.0 is two licenses in one entry, and the commercial verdict would read only one.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// A name that is an SPDX id or an SPDX license's full name other than the entry's own
// (single) spdx id, located at the name.
Contradictions spdx_contradicts_name(const Profile& profile);

}  // namespace brief::derivation
