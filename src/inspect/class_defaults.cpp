#include "inspect/class_defaults.h"

#include <algorithm>

#include <fmt/format.h>

namespace brief::inspect {

std::string default_label(std::string_view key, std::string_view value, std::string_view config_class) {
  return fmt::format("{} = {}, transformers' {} default", key, value, config_class);
}

void ClassDefaults::record(std::string_view key, std::string_view value, std::string_view config_class) {
  std::string label = default_label(key, value, config_class);
  // One line per default, however many groups rest on it.
  if (std::find(labels_->begin(), labels_->end(), label) == labels_->end()) labels_->push_back(std::move(label));
}

std::optional<int64_t> ClassDefaults::integer(const nlohmann::json& cfg, const char* key, int64_t fallback,
                                              std::string_view config_class) {
  const auto it = cfg.find(key);
  if (it == cfg.end()) {
    record(key, std::to_string(fallback), config_class);
    return fallback;
  }
  if (!it->is_number_integer()) return std::nullopt;
  return it->get<int64_t>();
}

std::optional<bool> ClassDefaults::flag(const nlohmann::json& cfg, const char* key, bool fallback,
                                        std::string_view config_class) {
  const auto it = cfg.find(key);
  if (it == cfg.end()) {
    record(key, fallback ? "true" : "false", config_class);
    return fallback;
  }
  if (!it->is_boolean()) return std::nullopt;
  return it->get<bool>();
}

SizeOrDefault ClassDefaults::size(const nlohmann::json& cfg, const char* key, int64_t fallback,
                                  std::string_view config_class) {
  SizeOrDefault out;
  out.fact.present = true;
  const auto it = cfg.find(key);
  if (it == cfg.end()) {
    out.fact.value.count.value = fallback;
    out.label = default_label(key, std::to_string(fallback), config_class);
  } else if (it->is_number_integer() && it->get<int64_t>() >= 0) {
    out.fact.value.count.value = it->get<int64_t>();
  } else {
    out.fact.value.count.why = fmt::format("config.json's {} is {}, not a size", key, it->dump());
  }
  return out;
}

Located<ModelFact> ClassDefaults::use(const SizeOrDefault& size) {
  if (!size.label.empty() && std::find(labels_->begin(), labels_->end(), size.label) == labels_->end())
    labels_->push_back(size.label);
  return size.fact;
}

}  // namespace brief::inspect
