#pragma once
// What the observation rules share: the arms of an observation and win-claims in prose.
#include <string>
#include <string_view>
#include <vector>

#include "brief/profile.h"

namespace brief::rules {

const Arm* find_arm(const Profile& profile, std::string_view id);
// The arms an observation compares: those with cells, or every arm when it has none.
std::vector<const Arm*> arms_of(const Profile& profile, const Observation& observation);
// True when the arms' quantizations are not all the same (an unknown one counts as different).
bool quantizations_differ(const std::vector<const Arm*>& arms);
// A sentence claiming a ranking or win ("faster", "wins", "beats" ...) that does not negate
// itself; nullopt-like empty string when none. Returns the first such sentence.
std::string win_claim(std::string_view text);

}  // namespace brief::rules
