#include "derive/arm_nodes.h"

namespace brief::derivation {

int64_t nodes_of_every_arm(const SentenceReading& reading, const Profile& profile) {
  const auto arms = static_cast<int64_t>(profile.bakeoff.arms.size());
  if (reading.nodes_each_arm <= 0 || arms < 2) return 0;
  return reading.nodes_each_arm * arms;
}

}  // namespace brief::derivation
