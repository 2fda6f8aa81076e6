#pragma once
// Layout keys config.json leaves out, read as transformers' configuration class defaults them.
// The layout uses the class's value, as transformers and vLLM would, and the value is recorded
// ("sliding_window_pattern = 6, transformers' Gemma3TextConfig default") in the one list every
// view of the inspection labels as defaults (ConfigFacts::defaults, report_format.cpp): a
// default is never passed off as read from the file.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "brief/profile.h"

namespace brief::inspect {

// A size a layer group needs: read from config.json, or its class's default, then `label`
// names it. A size is labelled where a group uses it (ClassDefaults::use), so a default no
// layer needs is never shown.
struct SizeOrDefault {
  Located<ModelFact> fact;
  std::string label;  // empty: read from the file
};

class ClassDefaults {
 public:
  explicit ClassDefaults(std::vector<std::string>& labels) : labels_(&labels) {}

  // cfg[key] when the file has it (nullopt when it is not an integer: null, a string ...);
  // absent, `fallback`, recorded as `config_class`'s default.
  std::optional<int64_t> integer(const nlohmann::json& cfg, const char* key, int64_t fallback,
                                 std::string_view config_class);
  // cfg[key] when the file has it (nullopt when it is not a boolean); absent, `fallback`,
  // recorded as `config_class`'s default.
  std::optional<bool> flag(const nlohmann::json& cfg, const char* key, bool fallback, std::string_view config_class);
  // cfg[key] as a size fact (unknown, with why, when it is not a count); absent, `fallback`
  // with its label, recorded only when use() is called.
  static SizeOrDefault size(const nlohmann::json& cfg, const char* key, int64_t fallback,
                            std::string_view config_class);
  // The size's fact, its label recorded when it is a default.
  Located<ModelFact> use(const SizeOrDefault& size);
  // Records `key = value` (the value as config.json would write it) as `config_class`'s default.
  void record(std::string_view key, std::string_view value, std::string_view config_class);

 private:
  std::vector<std::string>* labels_;
};

// The label of one default, in the words every view prints.
std::string default_label(std::string_view key, std::string_view value, std::string_view config_class);

}  // namespace brief::inspect
