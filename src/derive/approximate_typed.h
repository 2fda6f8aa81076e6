#pragma once
// An approximate figure typed as an exact count: "about 165 GB" in the disk plan or in prose,
// and a byte field that holds exactly 165000000000. The source gave a rounded magnitude; the
// field claims it counted every byte. Approximate stays approximate.
#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// Each known byte field written as an exact integer whose count is exactly the nominal value
// of a figure the profile writes as approximate: a typed count ("size: about 165 GB") or a
// byte figure of its prose ("about 84 GB", "~165 GB"). The field is reported; the figure it
// came from is quoted.
Contradictions approximate_figures_typed_exact(const Profile& profile);

}  // namespace brief::derivation
