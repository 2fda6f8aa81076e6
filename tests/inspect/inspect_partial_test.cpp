// What the files MEAN: a whole checkpoint's measured bytes win over its bits label; a
// partial one is flagged and stays a lower bound; a config-only folder states no bytes.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "inspect/checkpoint.h"
#include "inspect/checkpoint_writer.h"
#include "inspect/report_format.h"
#include "test_paths.h"

using namespace brief;
using namespace brief::inspect;

namespace {

const StoredClass* all_class(const Model& m) {
  for (const auto& s : m.stored)
    if (s.cls.value == ComponentClass::all) return &s;
  return nullptr;
}

// A config of `layers` layers (Llama-3.1-8B's shapes) with a GPTQ quantization_config.
std::string gptq_config(int layers) {
  return fmt::format(R"({{"model_type": "llama", "num_hidden_layers": {}, "num_attention_heads": 32,
      "num_key_value_heads": 8, "hidden_size": 4096, "vocab_size": 128256,
      "quantization_config": {{"quant_method": "gptq", "bits": 4}}}})",
                     layers);
}

}  // namespace

TEST_CASE("inspect: a whole checkpoint's measured bytes sit beside its bits label", "[inspect][partial]") {
  const std::string dir = test::scratch("whole-gptq");
  const uint64_t bytes = test::write_safetensors(
      dir + "/model.safetensors", {{"model.layers.0.self_attn.q_proj.qweight", "I32", {16, 8}, 4},
                                   {"model.layers.1.self_attn.q_proj.qweight", "I32", {16, 8}, 4}});
  std::ofstream(dir + "/config.json") << gptq_config(2);
  const Inspection ins = inspect_path(dir);
  CHECK(ins.partial.empty());
  const StoredClass* all = all_class(ins.model);
  REQUIRE(all);
  CHECK(all->bits_per_weight.present);  // the label stays, as a label
  REQUIRE(all->bytes.value.is_known());
  CHECK(all->bytes.value.value() == ins.tensor_bytes);
  CHECK(ins.tensor_bytes < bytes);
  // head_dim is derived (4096 / 32), and says so.
  CHECK(ins.model.head_dim.value.from.value == "derived");
  const std::string yaml = format_yaml(ins);
  CHECK(yaml.find("  head_dim: {value: 128, from: derived}\n") != std::string::npos);
  CHECK(yaml.find("  layers: 2\n") != std::string::npos);  // from config, the section's default
  // One file is "1 local file" in the ledger's evidence (brief/plural.h count_of), never "1 local files".
  CHECK(yaml.find("File sizes and header bytes of 1 local file (header sha256 ") != std::string::npos);
  CHECK(yaml.find("1 local files") == std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("inspect: one shard of four is a partial checkpoint, never the whole", "[inspect][partial]") {
  const std::string dir = test::scratch("one-of-four");
  test::write_safetensors(dir + "/model-00001-of-00004.safetensors",
                          {{"model.layers.0.mlp.up_proj.weight", "BF16", {8, 8}}});
  const Inspection ins = inspect_path(dir);
  REQUIRE(ins.partial.size() == 1);
  CHECK(ins.partial[0] == "1 of the 4 shards of model are here");
  CHECK_FALSE(all_class(ins.model));
  const std::string yaml = format_yaml(ins);
  CHECK(yaml.find("# PARTIAL CHECKPOINT: 1 of the 4 shards of model are here.") != std::string::npos);
  CHECK(yaml.find("a partial checkpoint") != std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("inspect: a config-only folder states no stored bytes and no hash of nothing", "[inspect][partial]") {
  const std::string dir = test::scratch("config-only");
  std::ofstream(dir + "/config.json") << test::read_file(test::source_path("tests/fixtures/configs/llama-3.1-8b.json"));
  const Inspection ins = inspect_path(dir);
  const std::string yaml = format_yaml(ins);
  CHECK(yaml.find("stored:") == std::string::npos);
  CHECK(yaml.find("sha256") == std::string::npos);
  CHECK(yaml.find("checkpoint-files") == std::string::npos);
  CHECK(yaml.find("model:\n  from: config\n") != std::string::npos);
  // Text and JSON say there are no headers, never the SHA-256 of nothing (e3b0c442...b855).
  const std::string empty_sha = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
  const std::string text = format_text(ins);
  CHECK(text.find(empty_sha) == std::string::npos);
  CHECK(text.find("\nheader sha256: none (no weight files, so no headers were read)\n") != std::string::npos);
  const std::string json = format_json(ins);
  CHECK(json.find(empty_sha) == std::string::npos);
  CHECK(json.find("\"header_sha256\": \"not-present\"") != std::string::npos);
  CHECK(json.find("null") == std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("inspect: a plain llama GGUF's facts as llama.cpp derives them", "[inspect][gguf]") {
  // llama.cpp load_hparams: n_embd_head_k = n_embd / n_head without attention.key_length;
  // expert_count defaults to 0 (dense); token_embd is [n_embd, n_vocab]; llama has one layer kind.
  const std::string dir = test::scratch("gguf-llama");
  test::write_gguf(dir + "/m.gguf", {{"general.architecture", "llama"}},
                   {{"llama.block_count", 2}, {"llama.embedding_length", 256}, {"llama.attention.head_count", 4},
                    {"llama.attention.head_count_kv", 2}},
                   {{"token_embd.weight", {256, 100}, 1, 256 * 100 * 2}});
  const Inspection ins = inspect_path(dir);
  const Model& m = ins.model;
  CHECK(m.head_dim.value.value() == 64);
  CHECK(m.head_dim.value.from.value == "derived");
  CHECK(m.vocab.value.value() == 100);
  CHECK(m.routed_experts.value.not_present);
  CHECK(m.experts_per_token.value.not_present);
  REQUIRE(m.layer_groups.size() == 1);
  CHECK(m.layer_groups[0].kind.value == LayerKind::full_attention);
  CHECK(m.layer_groups[0].count.value == 2);
  // The text output shows the model facts; the JSON carries them as data.
  const std::string text = format_text(ins);
  CHECK(text.find("Model facts (from the headers)\n") != std::string::npos);
  CHECK(text.find("  head_dim           {value: 64, from: derived}\n") != std::string::npos);
  CHECK(text.find("  layer group        2 x full-attention\n") != std::string::npos);
  const std::string json = format_json(ins);
  CHECK(json.find("\"head_dim\": {\n      \"value\": 64,\n      \"from\": \"derived\"\n    }") != std::string::npos);
  CHECK(json.find("\"routed_experts\": {\n      \"not_present\": true\n    }") != std::string::npos);
  std::filesystem::remove_all(dir);
}
