#include "round3_exercise.h"

#include <string>
#include <string_view>

#include "brief/config.h"
#include "brief/diagnostic.h"
#include "inspect/checkpoint.h"
#include "inspect/config_reader.h"
#include "inspect/error.h"
#include "inspect/model_card.h"
#include "inspect/report_format.h"
#include "inspect/safetensors_reader.h"

namespace brief::fuzz {

void exercise_config(const uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    (void)load_lint_config(text, "fuzz.brief.yaml");
  } catch (const InputError&) {
  }
}

void exercise_reports(const uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  inspect::Inspection ins;
  ins.root = "fuzz-model";
  try {
    ins.config = inspect::read_config(text, "config.json");
    ins.model = ins.config->model;
  } catch (const inspect::InspectError&) {
  }
  try {
    ins.files.push_back(inspect::parse_safetensors_header(text, 8 + text.size(), "fuzz.safetensors"));
  } catch (const inspect::InspectError&) {
  }
  inspect::read_card_license(text, ins.license);
  // What a hostile name reaches: the unclassified list and the notes print every string.
  for (const auto& f : ins.files)
    for (const auto& t : f.tensors) ins.unclassified.push_back(t.name);
  ins.notes.push_back(text.substr(0, 256));
  (void)inspect::format_text(ins);
  (void)inspect::format_json(ins);
  (void)inspect::format_yaml(ins);
}

}  // namespace brief::fuzz
