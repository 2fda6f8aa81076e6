// A fact the file does not hold but its configuration class defaults (Gemma-3's
// sliding_window_pattern, transformers' Gemma3TextConfig: 6) is labelled as that default in
// every view, never passed off as read; the model's dtype is read from torch_dtype.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "inspect/checkpoint.h"
#include "inspect/checkpoint_writer.h"
#include "inspect/report_format.h"
#include "test_paths.h"

using namespace brief;
using namespace brief::inspect;

namespace {

// A folder holding google/gemma-3-27b-it's published config.json, its text_config edited by
// `patch` (a null erases the key).
Inspection gemma3_folder(const std::string& name, const nlohmann::json& patch) {
  nlohmann::json j = nlohmann::json::parse(test::read_file(test::source_path("tests/fixtures/configs/gemma-3-27b.json")));
  for (const auto& [k, v] : patch.items()) {
    if (v.is_null()) j["text_config"].erase(k);
    else j["text_config"][k] = v;
  }
  const std::string dir = test::scratch(name);
  std::ofstream(dir + "/config.json") << j.dump();
  Inspection ins = inspect_path(dir);
  std::filesystem::remove_all(dir);
  return ins;
}

constexpr const char* kGemma3Default = "sliding_window_pattern = 6, transformers' Gemma3TextConfig default";

}  // namespace

TEST_CASE("inspect: Gemma-3's default layer pattern is labelled a default in YAML, text and JSON",
          "[inspect][layout]") {
  const Inspection ins = gemma3_folder("gemma3-default", {{"sliding_window_pattern", nullptr}});
  REQUIRE(ins.model.layer_groups.size() == 2);  // 10 full, 52 sliding, as the default makes them
  const std::string yaml = format_yaml(ins);
  INFO(yaml);
  CHECK(yaml.find(std::string("  # layer_groups rest on a default, not read from config.json: ") + kGemma3Default +
                  "\n  layer_groups:\n") != std::string::npos);
  CHECK(yaml.find(std::string("  notes:\n    - \"Default, not read from config.json: ") + kGemma3Default + ".\"\n") !=
        std::string::npos);
  const std::string text = format_text(ins);
  INFO(text);
  CHECK(text.find(std::string("  default, not read from config.json:\n    ") + kGemma3Default + "\n") !=
        std::string::npos);
  const auto json = nlohmann::json::parse(format_json(ins));
  REQUIRE(json["model"]["defaults"].size() == 1);
  CHECK(json["model"]["defaults"][0] == kGemma3Default);
  // The published file states its pattern: nothing is labelled a default.
  const Inspection stated = gemma3_folder("gemma3-stated", {});
  CHECK(format_yaml(stated).find("default, not read") == std::string::npos);
  CHECK(format_text(stated).find("default, not read") == std::string::npos);
  CHECK(nlohmann::json::parse(format_json(stated))["model"]["defaults"].empty());
}

TEST_CASE("inspect: the model's dtype is written from torch_dtype, and unknown with why without it",
          "[inspect][dtype]") {
  const Inspection with = gemma3_folder("gemma3-dtype", {{"torch_dtype", "bfloat16"}});
  CHECK(format_yaml(with).find("\n  dtype: \"bfloat16\"\n") != std::string::npos);
  CHECK(format_text(with).find("\n  dtype              \"bfloat16\"\n") != std::string::npos);
  const auto json = nlohmann::json::parse(format_json(with));
  CHECK(json["model"]["dtype"]["value"] == "bfloat16");
  CHECK(json["model"]["dtype"]["from"] == "config");
  const Inspection without = gemma3_folder("gemma3-no-dtype", {});
  CHECK(format_yaml(without).find("\n  dtype: {unknown: \"config.json has no torch_dtype (or dtype)\"}\n") !=
        std::string::npos);
}
