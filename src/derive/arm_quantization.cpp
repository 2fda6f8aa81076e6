#include "derive/arm_quantization.h"

#include <fmt/format.h>

#include <algorithm>
#include <utility>

#include "derive/model_agreement.h"  // bits_in_name, differs_by_half_a_bit
#include "derive/prose.h"
#include "derive/sentence.h"

namespace brief::derivation {

namespace {

// Families whose members are one of their kind: NVFP4 and MXFP4 are FP4 formats; AWQ and GPTQ
// checkpoints are 4-bit integer ones.
constexpr std::pair<std::string_view, std::string_view> kFormatMemberOf[] = {
    {"nvfp4", "fp4"}, {"mxfp4", "fp4"}, {"awq", "int4"}, {"gptq", "int4"}, {"gptq", "int8"},
    {"gguf", "int4"}, {"gguf", "int8"}, {"gguf", "fp16"}, {"gguf", "bf16"}, {"gguf", "fp8"}};

// A text that says what the checkpoint is, and where.
struct CheckpointNaming {
  const Text* text;
  std::string what;  // "component 'exl3-checkpoint' name"
};

}  // namespace

std::vector<std::string> formats_named(std::string_view text) {
  std::string spaced = lower(text);
  // "exl3-weights", "GLM_NVFP4", "owner/model-AWQ": a format inside a compound word.
  std::replace_if(spaced.begin(), spaced.end(), [](char c) { return c == '-' || c == '_' || c == '/' || c == '.'; }, ' ');
  std::vector<std::string> out;
  const auto analysis = analysed(spaced);
  for (std::size_t k = 0; k < analysis->tokens.size(); ++k)
    if (condition_at(*analysis, k) == "quantization-name") {
      const std::string& w = analysis->tokens[k].text;
      if (std::find(out.begin(), out.end(), w) == out.end()) out.push_back(w);
    }
  return out;
}

bool formats_agree(std::string_view a, std::string_view b) {
  if (a == b) return true;
  return std::any_of(std::begin(kFormatMemberOf), std::end(kFormatMemberOf), [&](const auto& m) {
    return (m.first == a && m.second == b) || (m.first == b && m.second == a);
  });
}

Contradictions subject_arm_quantization_differs(const Profile& profile) {
  Contradictions out;
  std::vector<CheckpointNaming> checkpoint;
  for (const auto& c : profile.components)
    if (c.role.value == ComponentRole::main_weights) {
      checkpoint.push_back({&c.name, fmt::format("main-weights row '{}' is named", c.id.value)});
      checkpoint.push_back({&c.id, "the main-weights row's id is"});
    }
  checkpoint.push_back({&profile.model.checkpoint, "model.checkpoint is"});
  for (const auto& pin : profile.pins)
    if (pin.role.value == PinRole::checkpoint) checkpoint.push_back({&pin.repo, fmt::format("checkpoint pin '{}' is", pin.id.value)});

  for (const auto& arm : profile.bakeoff.arms) {
    if (!arm.subject.value || arm.quantization.value.empty()) continue;
    const std::vector<std::string> arm_formats = formats_named(arm.quantization.value);
    const auto arm_bits = bits_in_name(arm.quantization.value);
    for (const CheckpointNaming& words : checkpoint) {
      if (!words.text->present || words.text->value.empty()) continue;
      std::string differs;
      const std::vector<std::string> formats = formats_named(words.text->value);
      if (!arm_formats.empty() && !formats.empty()) {
        const bool agree = std::any_of(arm_formats.begin(), arm_formats.end(), [&](const std::string& a) {
          return std::any_of(formats.begin(), formats.end(), [&](const std::string& f) { return formats_agree(a, f); });
        });
        if (!agree) differs = fmt::format("format {}", formats.front());
      }
      if (differs.empty() && arm_bits)
        if (const auto bits = bits_in_name(words.text->value); bits && differs_by_half_a_bit(*bits, *arm_bits))
          differs = fmt::format("{} bits per weight", bits->to_string());
      if (differs.empty()) continue;
      out.push_back({arm.quantization.loc,
                     fmt::format("the subject arm '{}' runs quantization '{}', but {} '{}' ({}): the subject arm "
                                 "serves this profile's checkpoint",
                                 arm.id.value, arm.quantization.value, words.what, words.text->value, differs),
                     "the arm that is this profile measures its own checkpoint: correct the arm's quantization, or "
                     "the checkpoint named",
                     {}});
      out.push_back({words.text->loc,
                     fmt::format("{} '{}' ({}), but the subject arm '{}' that serves it runs '{}'", words.what,
                                 words.text->value, differs, arm.id.value, arm.quantization.value),
                     "the arm that is this profile measures its own checkpoint: correct the arm's quantization, or "
                     "the checkpoint named",
                     {}});
      break;  // one checkpoint text shows the pair
    }
  }
  return out;
}

}  // namespace brief::derivation
