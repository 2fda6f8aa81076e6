#pragma once
// Whether a commercial recommendation is possible: every license must be read and allow it.
#include "brief/brief.h"

namespace brief::derivation {

CommercialVerdict commercial_verdict(const Profile& profile);

}  // namespace brief::derivation
