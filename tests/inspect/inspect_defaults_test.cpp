// A layout key the file does not hold but its configuration class defaults is labelled as that
// default in every view (the fragment's comment and model.notes, the text output, the JSON's
// model.defaults), never passed off as read. Each default is checked against the transformers
// source that sets it; the published file, which states the key, labels nothing. The model's
// dtype is read from torch_dtype.
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

// In a patch, writes the key as JSON null (a null in the patch erases the key).
const nlohmann::json kWriteNull = "(write null)";

// A folder holding tests/fixtures/configs/`fixture` with keys edited by `patch` (a null erases
// the key), in `section` (text_config) when given.
Inspection config_folder(const std::string& fixture, const nlohmann::json& patch, const char* section = nullptr) {
  nlohmann::json j = nlohmann::json::parse(test::read_file(test::source_path("tests/fixtures/configs/" + fixture)));
  nlohmann::json& at = section ? j[section] : j;
  for (const auto& [k, v] : patch.items()) {
    if (v.is_null()) at.erase(k);
    else if (v == kWriteNull) at[k] = nullptr;
    else at[k] = v;
  }
  static int folders = 0;
  const std::string dir = test::scratch("defaults-" + std::to_string(++folders));
  std::ofstream(dir + "/config.json") << j.dump();
  Inspection ins = inspect_path(dir);
  std::filesystem::remove_all(dir);
  return ins;
}

Inspection gemma3_folder(const nlohmann::json& patch) { return config_folder("gemma-3-27b.json", patch, "text_config"); }

// Every view labels exactly `labels` as defaults, in this order, and nothing else.
void check_labelled(const Inspection& ins, const std::vector<std::string>& labels) {
  const std::string yaml = format_yaml(ins);
  const std::string text = format_text(ins);
  INFO(yaml);
  INFO(text);
  std::string comments, notes = "  notes:\n";
  for (const auto& label : labels) {
    comments += "  # layer_groups rest on a default, not read from config.json: " + label + "\n";
    notes += "    - \"Default, not read from config.json: " + label + ".\"\n";
    CHECK(text.find("  default, not read from config.json:\n    " + label + "\n") != std::string::npos);
  }
  if (labels.empty()) {
    CHECK(yaml.find("default, not read") == std::string::npos);
    CHECK(text.find("default, not read") == std::string::npos);
  } else {
    CHECK(yaml.find(comments + "  layer_groups:\n") != std::string::npos);
    CHECK(yaml.find(notes) != std::string::npos);
  }
  CHECK(nlohmann::json::parse(format_json(ins))["model"]["defaults"] == nlohmann::json(labels));
}

int64_t count_of(const Inspection& ins, LayerKind kind) {
  int64_t n = 0;
  for (const auto& g : ins.model.layer_groups)
    if (g.kind.value == kind) n += g.count.value;
  return n;
}

}  // namespace

TEST_CASE("inspect: Gemma-3's default layer pattern is labelled a default in YAML, text and JSON",
          "[inspect][layout][defaults]") {
  // transformers models/gemma3/configuration_gemma3.py, Gemma3TextConfig: sliding_window_pattern=6.
  const Inspection ins = gemma3_folder({{"sliding_window_pattern", nullptr}});
  CHECK(count_of(ins, LayerKind::full_attention) == 10);  // 10 full, 52 sliding, as the default makes them
  CHECK(count_of(ins, LayerKind::sliding_window) == 52);
  check_labelled(ins, {"sliding_window_pattern = 6, transformers' Gemma3TextConfig default"});
  // The published file states its pattern: nothing is labelled a default.
  check_labelled(gemma3_folder({}), {});
}

TEST_CASE("inspect: Jamba's layout keys left out of config.json are JambaConfig's defaults, labelled",
          "[inspect][layout][defaults]") {
  // transformers models/jamba/configuration_jamba.py, JambaConfig.__init__: attn_layer_period=8,
  // attn_layer_offset=4, mamba_d_state=16, mamba_d_conv=4, mamba_expand=2; layers_block_type
  // puts attention where i % attn_layer_period == attn_layer_offset.
  const Inspection ins = config_folder("jamba-v0.1.json", {{"attn_layer_period", nullptr},
                                                           {"attn_layer_offset", nullptr},
                                                           {"mamba_d_state", nullptr},
                                                           {"mamba_d_conv", nullptr},
                                                           {"mamba_expand", nullptr}});
  CHECK(count_of(ins, LayerKind::full_attention) == 4);  // layers 4, 12, 20, 28
  CHECK(count_of(ins, LayerKind::linear_attention) == 28);
  check_labelled(ins, {"attn_layer_period = 8, transformers' JambaConfig default",
                       "attn_layer_offset = 4, transformers' JambaConfig default",
                       "mamba_expand = 2, transformers' JambaConfig default",
                       "mamba_d_state = 16, transformers' JambaConfig default",
                       "mamba_d_conv = 4, transformers' JambaConfig default"});
  // One key left out labels that key alone.
  check_labelled(config_folder("jamba-v0.1.json", {{"mamba_d_conv", nullptr}}),
                 {"mamba_d_conv = 4, transformers' JambaConfig default"});
  // The published file states all five.
  check_labelled(config_folder("jamba-v0.1.json", {}), {});
  // A key that is there but not an integer is not replaced by the default: unknown, with why.
  CHECK(config_folder("jamba-v0.1.json", {{"attn_layer_period", "8"}}).model.layout_unknown.value ==
        "jamba: attn_layer_period is not an integer");
}

TEST_CASE("inspect: Llama-4's chunk size and NoPE interval left out of config.json are Llama4TextConfig's defaults",
          "[inspect][layout][defaults]") {
  // transformers models/llama4/configuration_llama4.py, Llama4TextConfig: attention_chunk_size
  // = 8192, no_rope_layer_interval = 4; __post_init__ builds no_rope_layers from the interval
  // when the list is None or empty, and layer_types "chunked_attention" where no_rope_layers[i].
  constexpr const char* kInterval = "no_rope_layer_interval = 4, transformers' Llama4TextConfig default";
  constexpr const char* kChunk = "attention_chunk_size = 8192, transformers' Llama4TextConfig default";
  // The published Scout file lists no no_rope_layers ([]) and no interval: which layers are
  // NoPE rests on the default, labelled; its chunk is stated.
  const Inspection scout = config_folder("llama-4-scout.json", {});
  CHECK(count_of(scout, LayerKind::full_attention) == 12);
  CHECK(count_of(scout, LayerKind::sliding_window) == 36);
  check_labelled(scout, {kInterval});
  // Without attention_chunk_size the class's 8192 chunks the RoPE layers (brief used to read
  // every layer as full attention); the chunk is labelled with the interval.
  const Inspection no_chunk = config_folder("llama-4-scout.json", {{"attention_chunk_size", nullptr}}, "text_config");
  CHECK(count_of(no_chunk, LayerKind::full_attention) == 12);
  REQUIRE(count_of(no_chunk, LayerKind::sliding_window) == 36);
  for (const auto& g : no_chunk.model.layer_groups)
    if (g.kind.value == LayerKind::sliding_window) CHECK(g.window.value.value() == 8192);
  check_labelled(no_chunk, {kInterval, kChunk});
  // null is the class's None: no chunking, every layer full, nothing defaulted.
  const Inspection unchunked = config_folder("llama-4-scout.json", {{"attention_chunk_size", kWriteNull}}, "text_config");
  CHECK(count_of(unchunked, LayerKind::full_attention) == 48);
  check_labelled(unchunked, {});
  // Both keys stated: nothing labelled.
  check_labelled(config_folder("llama-4-scout.json", {{"no_rope_layer_interval", 4}}, "text_config"), {});
  // A layer_types list (newer transformers saves one) still takes the chunk's default.
  nlohmann::json types = nlohmann::json::array();
  for (int i = 0; i < 48; ++i) types.push_back((i + 1) % 4 == 0 ? "full_attention" : "chunked_attention");
  check_labelled(
      config_folder("llama-4-scout.json", {{"layer_types", types}, {"attention_chunk_size", nullptr}}, "text_config"),
      {kChunk});
}

TEST_CASE("inspect: Qwen3-Next without full_attention_interval takes Qwen3NextConfig's 4, labelled",
          "[inspect][layout][defaults]") {
  // transformers models/qwen3_next/configuration_qwen3_next.py, Qwen3NextConfig.__post_init__:
  // layer_types from kwargs.pop("full_attention_interval", 4): "full_attention" every 4th
  // layer, "linear_attention" (Gated DeltaNet) elsewhere. brief used to fall to the Qwen3 rule
  // and read 48 full-attention layers.
  const Inspection ins = config_folder("qwen3-next-80b-a3b.json", {{"full_attention_interval", nullptr}});
  CHECK(count_of(ins, LayerKind::full_attention) == 12);
  CHECK(count_of(ins, LayerKind::linear_attention) == 36);
  check_labelled(ins, {"full_attention_interval = 4, transformers' Qwen3NextConfig default"});
  check_labelled(config_folder("qwen3-next-80b-a3b.json", {}), {});
}

TEST_CASE("inspect: a sliding window left out of config.json is its class's default, labelled",
          "[inspect][layout][defaults]") {
  // transformers: Gemma2Config sliding_window = 4096 (models/gemma2/configuration_gemma2.py),
  // Gemma3TextConfig sliding_window = 4096 (models/gemma3/configuration_gemma3.py),
  // MistralConfig sliding_window = 4096 (models/mistral/configuration_mistral.py),
  // MixtralConfig sliding_window = None (models/mixtral/configuration_mixtral.py). brief used to
  // read Gemma-2 and Mistral without the key as full attention everywhere, Gemma-3's window as
  // unknown and Mixtral's full attention without a word. null is the file saying no window.
  const Inspection gemma2 = config_folder("gemma-2-9b.json", {{"sliding_window", nullptr}});
  CHECK(count_of(gemma2, LayerKind::sliding_window) == 21);
  CHECK(count_of(gemma2, LayerKind::full_attention) == 21);
  check_labelled(gemma2, {"sliding_window = 4096, transformers' Gemma2Config default"});
  const Inspection gemma2_none = config_folder("gemma-2-9b.json", {{"sliding_window", kWriteNull}});
  CHECK(count_of(gemma2_none, LayerKind::full_attention) == 42);
  check_labelled(gemma2_none, {});
  check_labelled(config_folder("gemma-2-9b.json", {}), {});

  const Inspection gemma3 = gemma3_folder({{"sliding_window", nullptr}});
  for (const auto& g : gemma3.model.layer_groups)
    if (g.kind.value == LayerKind::sliding_window) CHECK(g.window.value.value() == 4096);
  check_labelled(gemma3, {"sliding_window = 4096, transformers' Gemma3TextConfig default"});

  const Inspection mistral = config_folder("mistral-7b-v0.1.json", {{"sliding_window", nullptr}});
  CHECK(count_of(mistral, LayerKind::sliding_window) == 32);
  check_labelled(mistral, {"sliding_window = 4096, transformers' MistralConfig default"});
  const Inspection mistral_none = config_folder("mistral-7b-v0.1.json", {{"sliding_window", kWriteNull}});
  CHECK(count_of(mistral_none, LayerKind::full_attention) == 32);
  check_labelled(mistral_none, {});
  check_labelled(config_folder("mistral-7b-v0.1.json", {}), {});

  const Inspection mixtral =
      config_folder("mistral-7b-v0.1.json", {{"model_type", "mixtral"}, {"sliding_window", nullptr}});
  CHECK(count_of(mixtral, LayerKind::full_attention) == 32);
  check_labelled(mixtral, {"sliding_window = null, transformers' MixtralConfig default"});
}

TEST_CASE("inspect: Qwen2/Qwen3 without use_sliding_window or sliding_window take their class's defaults, labelled",
          "[inspect][layout][defaults]") {
  // transformers Qwen2Config, Qwen2MoeConfig, Qwen3Config, Qwen3MoeConfig
  // (models/qwen2/configuration_qwen2.py ...): use_sliding_window = False, sliding_window = 4096.
  const Inspection qwen = config_folder("qwen2.5-7b.json", {{"use_sliding_window", nullptr}});
  CHECK(count_of(qwen, LayerKind::full_attention) == 28);
  check_labelled(qwen, {"use_sliding_window = false, transformers' Qwen2Config default"});
  check_labelled(config_folder("qwen2.5-7b.json", {}), {});  // the published file states it
  // use_sliding_window true without a window: the class's 4096 on layers >= max_window_layers.
  const Inspection sliding = config_folder(
      "qwen2.5-7b.json", {{"use_sliding_window", true}, {"max_window_layers", 21}, {"sliding_window", nullptr}});
  REQUIRE(count_of(sliding, LayerKind::sliding_window) == 7);
  for (const auto& g : sliding.model.layer_groups)
    if (g.kind.value == LayerKind::sliding_window) CHECK(g.window.value.value() == 4096);
  check_labelled(sliding, {"sliding_window = 4096, transformers' Qwen2Config default"});
  // Each model_type names its own class; one brief has not checked says how it is read.
  check_labelled(config_folder("qwen2.5-7b.json", {{"model_type", "qwen3_moe"}, {"use_sliding_window", nullptr}}),
                 {"use_sliding_window = false, transformers' Qwen3MoeConfig default"});
  check_labelled(config_folder("qwen2.5-7b.json", {{"model_type", "qwen2_vl"}, {"use_sliding_window", nullptr}}),
                 {"use_sliding_window = false, transformers' Qwen2Config (model_type 'qwen2_vl' read as qwen2) default"});
}

TEST_CASE("inspect: the model's dtype is written from torch_dtype, and unknown with why without it",
          "[inspect][dtype]") {
  const Inspection with = gemma3_folder({{"torch_dtype", "bfloat16"}});
  CHECK(format_yaml(with).find("\n  dtype: \"bfloat16\"\n") != std::string::npos);
  CHECK(format_text(with).find("\n  dtype              \"bfloat16\"\n") != std::string::npos);
  const auto json = nlohmann::json::parse(format_json(with));
  CHECK(json["model"]["dtype"]["value"] == "bfloat16");
  CHECK(json["model"]["dtype"]["from"] == "config");
  const Inspection without = gemma3_folder({});
  CHECK(format_yaml(without).find("\n  dtype: {unknown: \"config.json has no torch_dtype (or dtype)\"}\n") !=
        std::string::npos);
}
