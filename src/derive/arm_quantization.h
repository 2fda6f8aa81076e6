#pragma once
// The bake-off's subject arm is this profile's own runtime serving this profile's checkpoint,
// so the quantization it is said to run is the checkpoint's: a subject arm written "NVFP4"
// beside an "EXL3 checkpoint" at "…-tr3-4bpw" measured something the profile does not deploy.
#include <string>
#include <string_view>
#include <vector>

#include "brief/profile.h"
#include "derive/contradiction.h"

namespace brief::derivation {

// The quantization formats a name writes, by the lexicon's quantization-name words ("exl3",
// "nvfp4", "awq"), lowercase, each once: "EXL3 4bpw" -> {exl3}; "GLM-5.3-Flash-tr3-4bpw" -> {}.
std::vector<std::string> formats_named(std::string_view text);

// True when two formats can name one quantization: the same word, or a family and one of its
// members ("fp4" and "nvfp4"; "int4" and "awq").
bool formats_agree(std::string_view a, std::string_view b);

// The subject arm's quantization against what the profile says of its checkpoint (the
// main-weights rows' names and ids, model.checkpoint, the checkpoint pin's repository): a format
// the checkpoint's words name that the arm's does not agree with, or bits half a bit apart
// ("EXL3 6bpw" beside "…-4bpw"). Reported at the arm's quantization and at the checkpoint's
// words, as either may be the edited half.
Contradictions subject_arm_quantization_differs(const Profile& profile);

}  // namespace brief::derivation
