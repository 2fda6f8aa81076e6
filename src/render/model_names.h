#pragma once
// The model section's facts as renderers phrase them. Their kebab-case names are
// model/names.h's (name_of), shared with load, diff and inspect.
#include <string>

#include "brief/profile.h"
#include "model/names.h"

namespace brief::rendering {

using brief::name_of;
// "288", "unknown", "unknown. <why>", "not present".
std::string fact_phrase(const ModelFact& fact);
// "bfloat16", "unknown", "unknown. <why>", "not present": a named fact, worded as fact_phrase.
std::string fact_phrase(const ModelName& fact);

}  // namespace brief::rendering
