#pragma once
// Names of the model section's values, for every renderer and for inspect's fragments.
#include <string>

#include "brief/profile.h"

namespace brief::rendering {

const char* name_of(FactOrigin);
const char* name_of(LayerKind);
const char* name_of(LinearKind);
const char* name_of(ComponentClass);
// "288", "unknown", "unknown. <why>", "not present".
std::string fact_phrase(const ModelFact& fact);

}  // namespace brief::rendering
