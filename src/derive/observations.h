#pragma once
// The conditions each reported observation carries (run count, precision, build measured
// on, noise) and the outcome for this profile's own arm, compared in exact decimals.
#include <vector>

#include "brief/brief.h"

namespace brief::derivation {

ObservationView observation_view(const Profile& profile, const Observation& observation);
std::vector<ObservationView> observation_views(const Profile& profile);
std::vector<Caveat> observation_caveats(const Profile& profile);

}  // namespace brief::derivation
