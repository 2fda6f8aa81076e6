// brief inspect on checkpoints the tests write: exact bytes that sum to the files, every
// tensor classified or listed, hostile headers rejected with located errors.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "brief/load.h"
#include "inspect/checkpoint.h"
#include "inspect/classify.h"
#include "inspect/error.h"
#include "inspect/gguf_reader.h"
#include "inspect/report_format.h"
#include "inspect/safetensors_reader.h"
#include "inspect/checkpoint_writer.h"
#include "test_paths.h"

using namespace brief;
using namespace brief::inspect;
namespace fs = std::filesystem;

namespace {

uint64_t class_bytes(const Inspection& ins, ComponentClass cls) {
  for (const auto& c : ins.classes)
    if (c.cls == cls) return c.bytes;
  return 0;
}

// The InspectError message a path raises, "" when it raises none.
std::string error_of(const std::string& path) {
  try {
    inspect_path(path);
  } catch (const InspectError& e) {
    return e.located();
  }
  return "";
}

std::string raw_safetensors(const std::string& dir, const std::string& header, uint64_t data) {
  std::string bytes;
  test::put_u64(bytes, header.size());
  bytes += header;
  const std::string path = dir + "/model.safetensors";
  test::write_raw(path, bytes, bytes.size() + data);
  return path;
}

}  // namespace

TEST_CASE("inspect: a safetensors folder with config, index, card and LICENSE", "[inspect]") {
  const std::string dir = test::scratch("folder");
  const uint64_t a = test::write_safetensors(dir + "/model-00001-of-00002.safetensors",
                                             {{"model.embed_tokens.weight", "BF16", {1000, 64}},
                                              {"model.layers.0.self_attn.q_proj.weight", "BF16", {64, 64}},
                                              {"model.layers.0.input_layernorm.weight", "BF16", {64}}});
  const uint64_t b = test::write_safetensors(dir + "/model-00002-of-00002.safetensors",
                                             {{"model.layers.0.mlp.experts.0.up_proj.weight", "F8_E4M3", {128, 64}, 1},
                                              {"model.layers.0.mlp.shared_experts.up_proj.weight", "BF16", {128, 64}},
                                              {"lm_head.weight", "BF16", {1000, 64}},
                                              {"some.odd.tensor", "F32", {3}, 4}});
  const uint64_t tensors = 2 * (1000 * 64 + 64 * 64 + 64) + 128 * 64 + 2 * (128 * 64 + 1000 * 64) + 12;
  {
    nlohmann::json idx;
    idx["metadata"]["total_size"] = tensors + 1;  // stale on purpose
    for (auto n : {"model.embed_tokens.weight", "model.layers.0.self_attn.q_proj.weight",
                   "model.layers.0.input_layernorm.weight"})
      idx["weight_map"][n] = "model-00001-of-00002.safetensors";
    for (auto n : {"model.layers.0.mlp.experts.0.up_proj.weight", "model.layers.0.mlp.shared_experts.up_proj.weight",
                   "lm_head.weight", "some.odd.tensor"})
      idx["weight_map"][n] = "model-00002-of-00002.safetensors";
    std::ofstream(dir + "/model.safetensors.index.json") << idx.dump();
    std::ofstream(dir + "/config.json") << test::read_file(test::source_path("tests/fixtures/configs/llama-3.1-8b.json"));
    std::ofstream(dir + "/README.md") << "---\nlicense: other\nlicense_name: llama3.1\nlicense_link: LICENSE\n---\n# card\n";
    std::ofstream(dir + "/LICENSE") << "terms\n";
  }
  const Inspection ins = inspect_path(dir);
  REQUIRE(ins.files.size() == 2);
  CHECK(ins.file_bytes == a + b);
  CHECK(ins.tensor_bytes == tensors);
  CHECK(ins.tensor_bytes + ins.header_bytes + ins.padding_bytes == ins.file_bytes);
  uint64_t sum = 0;
  for (const auto& c : ins.classes) sum += c.bytes;
  CHECK(sum == ins.tensor_bytes);  // the classes sum exactly to the total
  CHECK(class_bytes(ins, ComponentClass::embeddings) == 2 * 1000 * 64);
  CHECK(class_bytes(ins, ComponentClass::routed_experts) == 128 * 64);
  CHECK(class_bytes(ins, ComponentClass::shared_experts) == 2 * 128 * 64);
  CHECK(class_bytes(ins, ComponentClass::norms) == 2 * 64);
  CHECK(class_bytes(ins, ComponentClass::lm_head) == 2 * 1000 * 64);
  CHECK(ins.unclassified == std::vector<std::string>{"some.odd.tensor"});
  CHECK(ins.license.card_license == "other");
  CHECK(ins.license.card_license_name == "llama3.1");
  CHECK(ins.license.license_files == std::vector<std::string>{"LICENSE"});
  // An index total beyond the headers, and config layers with no tensors: a partial
  // checkpoint, carried into the fragment, and no `all` class is written.
  REQUIRE(ins.partial.size() == 2);
  CHECK(ins.partial[1] == fmt::format("the index's metadata.total_size is {} B, but the headers here hold {} tensor "
                                      "bytes: shards may be missing",
                                      tensors + 1, tensors));
  CHECK(ins.partial[0] == "config.json says 32 layers, but tensors name layers 0..0 only");
  for (const auto& s : ins.model.stored) CHECK(s.cls.value != ComponentClass::all);
  CHECK(ins.model.layers.value.value() == 32);  // from config.json
  const std::string yaml = format_yaml(ins);
  CHECK(yaml.find(fmt::format("file_size: {}", a + b)) != std::string::npos);
  CHECK(yaml.find("origin: measured") != std::string::npos);
  CHECK(yaml.find(ins.header_sha256) != std::string::npos);
  CHECK(yaml.find("# PARTIAL CHECKPOINT: config.json says 32 layers") != std::string::npos);
  // The reasons go into the model section's `partial`, which the loader reads and the
  // calculator states as a lower bound (tests/cli/calc_partial_cli_test.cpp).
  CHECK(yaml.find("  partial:\n    - \"config.json says 32 layers, but tensors name layers 0..0 only\"\n") !=
        std::string::npos);
  CHECK(yaml.find("model:\n  from: config\n") != std::string::npos);  // config facts are not "measured"
  CHECK(format_json(ins).find("\"unclassified\": [\n    \"some.odd.tensor\"") != std::string::npos);
}

TEST_CASE("inspect: a 300+ GB, 60-shard sparse safetensors checkpoint in well under a second", "[inspect][sparse]") {
  const std::string dir = test::scratch("sparse60");
  uint64_t total = 0;
  for (int i = 1; i <= 60; ++i) {
    std::vector<test::StTensor> t;
    for (int e = 0; e < 8; ++e)  // 8 experts of 2816 x 131072 BF16 = 738 MB each
      t.push_back({fmt::format("model.layers.{}.mlp.experts.{}.down_proj.weight", i, e), "BF16", {2816, 131072}});
    total += test::write_safetensors(fmt::format("{}/model-{:05}-of-00060.safetensors", dir, i), t);
  }
  REQUIRE(total > 300'000'000'000ull);
  const auto start = std::chrono::steady_clock::now();
  const Inspection ins = inspect_path(dir);
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  CHECK(ins.file_bytes == total);
  CHECK(ins.files.size() == 60);
  CHECK(class_bytes(ins, ComponentClass::routed_experts) == 60ull * 8 * 2816 * 131072 * 2);
  CHECK(ms < 1000);
  fs::remove_all(dir);
}

TEST_CASE("inspect: GGUF with typed metadata, block types, a split set, all sizes exact", "[inspect][gguf]") {
  const std::string dir = test::scratch("gguf");
  // Q4_K: 144 bytes per 256 values; Q8_0: 34 per 32; F32: 4.
  const std::vector<test::GgufTensor> part1{{"token_embd.weight", {256, 100}, 12, 100 * 144},
                                            {"blk.0.attn_q.weight", {256, 256}, 8, 256 * 8 * 34},
                                            {"blk.0.attn_norm.weight", {256}, 0, 1024}};
  const std::vector<test::GgufTensor> part2{{"blk.0.ffn_up_exps.weight", {256, 64, 8}, 14, 64 * 8 * 210},
                                            {"output.weight", {256, 100}, 12, 100 * 144}};
  const uint64_t f1 = test::write_gguf(dir + "/m-00001-of-00002.gguf",
                                       {{"general.architecture", "llama"}, {"general.license", "apache-2.0"}},
                                       {{"llama.block_count", 1}, {"split.count", 2}}, part1);
  const uint64_t f2 = test::write_gguf(dir + "/m-00002-of-00002.gguf", {{"general.architecture", "llama"}},
                                       {{"split.count", 2}}, part2);
  const Inspection ins = inspect_path(dir);
  CHECK(ins.file_bytes == f1 + f2);
  CHECK(ins.tensor_bytes == 100 * 144 + 256 * 8 * 34 + 1024 + 64 * 8 * 210 + 100 * 144);
  CHECK(ins.tensor_bytes + ins.header_bytes + ins.padding_bytes == ins.file_bytes);
  CHECK(class_bytes(ins, ComponentClass::routed_experts) == 64 * 8 * 210);
  CHECK(class_bytes(ins, ComponentClass::lm_head) == 100 * 144);
  CHECK(class_bytes(ins, ComponentClass::norms) == 1024);
  CHECK(ins.license.gguf_license == "apache-2.0");
  CHECK(ins.model.layers.value.value() == 1);
  // A missing part of the set is an error naming it.
  fs::remove(dir + "/m-00002-of-00002.gguf");
  CHECK(error_of(dir).find("m-00002-of-00002.gguf: error: this part of a split GGUF set is missing") !=
        std::string::npos);
}

TEST_CASE("inspect: a 300+ GB sparse GGUF", "[inspect][gguf][sparse]") {
  const std::string dir = test::scratch("gguf-big");
  std::vector<test::GgufTensor> t;
  for (int i = 0; i < 150; ++i)  // Q4_K experts: 7168 x 2048 x 256 values, 144 bytes per 256
    t.push_back({fmt::format("blk.{}.ffn_down_exps.weight", i), {7168, 2048, 256}, 12, 7168ull / 256 * 144 * 2048 * 256});
  const uint64_t size = test::write_gguf(dir + "/big.gguf", {{"general.architecture", "deepseek2"}}, {}, t);
  REQUIRE(size > 300'000'000'000ull);
  const Inspection ins = inspect_path(dir + "/big.gguf");
  CHECK(ins.file_bytes == size);
  CHECK(class_bytes(ins, ComponentClass::routed_experts) == 150 * (7168ull / 256 * 144 * 2048 * 256));
  fs::remove_all(dir);
}

TEST_CASE("inspect: hostile safetensors headers are located errors", "[inspect][hostile]") {
  const std::string dir = test::scratch("hostile-st");
  auto check = [&](const std::string& header, uint64_t data, const std::string& expected) {
    INFO(header);
    raw_safetensors(dir, header, data);
    const std::string e = error_of(dir + "/model.safetensors");
    CHECK(e.find(expected) != std::string::npos);
    CHECK(e.find("model.safetensors:byte ") != std::string::npos);
  };
  check(R"({"a":{"dtype":"BF16","shape":[2],"data_offsets":[0,4]},"b":{"dtype":"BF16","shape":[2],"data_offsets":[2,6]}})", 6,
        "tensor 'b' begins at 2, expected 4 (overlap)");
  check(R"({"a":{"dtype":"BF16","shape":[2],"data_offsets":[0,4]},"b":{"dtype":"BF16","shape":[2],"data_offsets":[8,12]}})", 12,
        "expected 4 (gap)");
  check(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,4]}})", 4, "F32 x 2 elements is 8 bytes, but its offsets span 4");
  check(R"({"a":{"dtype":"BF16","shape":[2],"data_offsets":[0,4]}})", 2, "the file is truncated");
  check(R"({"a":{"dtype":"BF16","shape":[2],"data_offsets":[0,4]}})", 9, "trailing bytes after the last tensor");
  check(R"({"a":{"dtype":"BF16","shape":[2],"data_offsets":[0,4]},"a":{"dtype":"BF16","shape":[2],"data_offsets":[0,4]}})", 4,
        "duplicate key 'a'");
  check(R"({"a":{"dtype":"Q9","shape":[2],"data_offsets":[0,4]}})", 4, "unknown dtype 'Q9'");
  check(std::string(100, '[') + std::string(100, ']'), 0, "JSON nested deeper than 8 levels");
  check("{\"\xff\":1}", 0, "invalid JSON");
  check(R"({"a":1e999999})", 0, "number overflow");  // found by safetensors_fuzzer
  check(R"({"a":{"dtype":"BF16","shape":[4294967296,4294967296,4294967296],"data_offsets":[0,4]}})", 4, "not a u64");
  // Length 2^63: rejected from the 8 bytes alone, no allocation.
  std::string big;
  test::put_u64(big, uint64_t{1} << 63);
  test::write_raw(dir + "/model.safetensors", big, 64);
  CHECK(error_of(dir + "/model.safetensors").find("header length 9223372036854775808 exceeds the limit") != std::string::npos);
  std::string longer;
  test::put_u64(longer, 1000);
  test::write_raw(dir + "/model.safetensors", longer + "{}", 0);
  CHECK(error_of(dir + "/model.safetensors").find("header length 1000 exceeds the file") != std::string::npos);
  test::write_raw(dir + "/model.safetensors", "abc", 0);
  CHECK(error_of(dir + "/model.safetensors").find("truncated") != std::string::npos);
}

TEST_CASE("inspect: a 0 where config.json needs a size is the located error the profile loader gives", "[inspect][zero]") {
  const std::string llama = test::read_file(test::source_path("tests/fixtures/configs/llama-3.1-8b.json"));
  struct Zeroed {
    std::string key, written, message;
  };
  for (const Zeroed& z : std::initializer_list<Zeroed>{
           {"num_key_value_heads", "\"num_key_value_heads\": 8", "'num_key_value_heads: 0' is not a head count"},
           {"num_attention_heads", "\"num_attention_heads\": 32", "'num_attention_heads: 0' is not a head count"},
           {"num_hidden_layers", "\"num_hidden_layers\": 32", "'num_hidden_layers: 0' is not a layer count"},
           {"head_dim", "\"head_dim\": 128", "'head_dim: 0' is not a head size"},
           {"vocab_size", "\"vocab_size\": 128256", "'vocab_size: 0' is not a vocabulary size"}}) {
    INFO(z.key);
    std::string text = llama;
    const auto at = text.find(z.written);
    REQUIRE(at != std::string::npos);
    text.replace(at, z.written.size(), "\"" + z.key + "\": 0");
    const std::string dir = test::scratch("zero-" + z.key);
    std::ofstream(dir + "/config.json") << text;
    const std::string e = error_of(dir);
    CHECK(e.find(fmt::format("config.json:byte {}: error: {}", text.find("\"" + z.key + "\""), z.message)) !=
          std::string::npos);
  }
}

TEST_CASE("inspect: hidden_size 0 in config.json is a located error, never a head_dim of 0", "[inspect][zero]") {
  std::string text = test::read_file(test::source_path("tests/fixtures/configs/llama-3.1-8b.json"));
  const auto at = text.find("\"hidden_size\": 4096");
  REQUIRE(at != std::string::npos);
  text.replace(at, std::string("\"hidden_size\": 4096").size(), "\"hidden_size\": 0");
  const std::string dir = test::scratch("zero-hidden");
  std::ofstream(dir + "/config.json") << text;
  const std::string e = error_of(dir);
  CHECK(e.find(fmt::format("config.json:byte {}: error: 'hidden_size: 0' is not a hidden size", at)) != std::string::npos);
  CHECK(e.find("hint: a model's hidden_size is at least 1") != std::string::npos);
}

TEST_CASE("inspect: a 0 in GGUF metadata is a located error at its key, never a division", "[inspect][zero][gguf]") {
  struct GgufZero {
    std::string key, message;
  };
  for (const GgufZero& z : std::initializer_list<GgufZero>{
           {"llama.block_count", "'llama.block_count = 0' is not a layer count"},
           {"llama.attention.head_count", "'llama.attention.head_count = 0' is not a head count"},
           {"llama.attention.head_count_kv", "'llama.attention.head_count_kv = 0' is not a head count"},
           {"llama.embedding_length", "'llama.embedding_length = 0' is not a hidden size"}}) {
    INFO(z.key);
    std::vector<std::pair<std::string, uint32_t>> u32s{{"llama.block_count", 2},
                                                       {"llama.embedding_length", 256},
                                                       {"llama.attention.head_count", 4},
                                                       {"llama.attention.head_count_kv", 2}};
    for (auto& kv : u32s)
      if (kv.first == z.key) kv.second = 0;
    const std::string dir = test::scratch("gguf-zero-" + z.key);
    test::write_gguf(dir + "/m.gguf", {{"general.architecture", "llama"}}, u32s,
                     {{"token_embd.weight", {256, 100}, 1, 256 * 100 * 2}});
    const std::string e = error_of(dir);
    CHECK(e.find("m.gguf:byte ") != std::string::npos);
    CHECK(e.find("error: " + z.message) != std::string::npos);
    CHECK(e.find("hint: a model's " + z.key + " is at least 1") != std::string::npos);
  }
}

TEST_CASE("inspect: an index naming a missing shard is an error", "[inspect][hostile]") {
  const std::string dir = test::scratch("index");
  test::write_safetensors(dir + "/a.safetensors", {{"x", "BF16", {2}}});
  std::ofstream(dir + "/model.safetensors.index.json") << R"({"weight_map":{"x":"a.safetensors","y":"b.safetensors"}})";
  CHECK(error_of(dir).find("weight_map names 'b.safetensors', which does not exist") != std::string::npos);
}

TEST_CASE("inspect: hostile GGUF headers are located errors", "[inspect][hostile][gguf]") {
  auto parse = [](const std::string& bytes) -> std::string {
    try {
      parse_gguf([&](uint64_t o, uint64_t n) { return bytes.substr(o, n); }, bytes.size(), "x.gguf");
    } catch (const InspectError& e) {
      return e.located();
    }
    return "";
  };
  std::string head = "GGUF";
  test::put_u32(head, 3);
  auto with_counts = [&](uint64_t tensors, uint64_t kvs) {
    std::string b = head;
    test::put_u64(b, tensors);
    test::put_u64(b, kvs);
    return b;
  };
  CHECK(parse("GGML....").find("not a GGUF file") != std::string::npos);
  std::string v1 = "GGUF";
  test::put_u32(v1, 1);
  CHECK(parse(v1 + std::string(16, '\0')).find("GGUF version 1 is not supported") != std::string::npos);
  CHECK(parse(with_counts(uint64_t{1} << 60, 0)).find("tensors cannot fit in the file") != std::string::npos);
  CHECK(parse(with_counts(0, uint64_t{1} << 60)).find("key/values cannot fit") != std::string::npos);
  std::string huge_key = with_counts(0, 1);
  test::put_u64(huge_key, uint64_t{1} << 62);
  huge_key += std::string(16, 'k');
  CHECK(parse(huge_key).find("x.gguf:byte 24: error: string length 4611686018427387904 exceeds the file") != std::string::npos);
  std::string big_array = with_counts(0, 1);
  test::put_str(big_array, "tokenizer.ggml.tokens");
  test::put_u32(big_array, 9);
  test::put_u32(big_array, 8);
  test::put_u64(big_array, uint64_t{1} << 40);
  big_array += std::string(32, '\0');
  CHECK(parse(big_array).find("array of 1099511627776 elements exceeds the file") != std::string::npos);
  auto one_tensor = [&](uint32_t dims, uint64_t d0, uint32_t type, uint64_t offset) {
    std::string b = with_counts(1, 0);
    test::put_str(b, "t");
    test::put_u32(b, dims);
    for (uint32_t i = 0; i < dims; ++i) test::put_u64(b, d0);
    test::put_u32(b, type);
    test::put_u64(b, offset);
    while (b.size() % 32) b += '\0';
    return b;
  };
  CHECK(parse(one_tensor(5, 32, 0, 0)).find("tensor 't' has 5 dimensions") != std::string::npos);
  CHECK(parse(one_tensor(1, 32, 77, 0)).find("unknown ggml type 77") != std::string::npos);
  CHECK(parse(one_tensor(1, 33, 8, 0)).find("a row of 33 values is not whole Q8_0 blocks of 32") != std::string::npos);
  CHECK(parse(one_tensor(1, 32, 8, 64)).find("tensor 't' has offset 64, expected 0") != std::string::npos);
  CHECK(parse(one_tensor(1, 32, 8, 0)).find("runs past the end of the file") != std::string::npos);  // data missing
  CHECK(parse(one_tensor(1, 32, 8, 0) + std::string(34, '\0')) == "");
  std::string dup = with_counts(2, 0);
  for (int i = 0; i < 2; ++i) {
    test::put_str(dup, "t");
    test::put_u32(dup, 1);
    test::put_u64(dup, 32);
    test::put_u32(dup, 8);
    test::put_u64(dup, i * 64);
  }
  CHECK(parse(dup).find("duplicate tensor name 't'") != std::string::npos);
}

TEST_CASE("inspect: tensor names by family", "[inspect]") {
  using C = ComponentClass;
  CHECK(classify_tensor("model.layers.3.mlp.experts.17.gate_proj.weight", false) == C::routed_experts);
  CHECK(classify_tensor("model.layers.3.mlp.shared_experts.down_proj.weight", false) == C::shared_experts);
  CHECK(classify_tensor("model.layers.3.self_attn.kv_a_layernorm.weight", false) == C::norms);
  CHECK(classify_tensor("model.layers.3.self_attn.kv_b_proj.weight", false) == C::dense);
  CHECK(classify_tensor("model.layers.61.eh_proj.weight", false, 61) == C::mtp);  // DeepSeek-V3 MTP layer
  CHECK(classify_tensor("visual.blocks.0.attn.qkv.weight", false) == C::vision);
  CHECK(classify_tensor("model.embed_tokens.weight", false) == C::embeddings);
  CHECK(classify_tensor("lm_head.weight", false) == C::lm_head);
  CHECK(classify_tensor("blk.5.ffn_gate_exps.weight", true) == C::routed_experts);
  CHECK(classify_tensor("blk.5.ffn_up_shexp.weight", true) == C::shared_experts);
  CHECK(classify_tensor("blk.5.attn_kv_a_norm.weight", true) == C::norms);
  CHECK(classify_tensor("output_norm.weight", true) == C::norms);
  CHECK(classify_tensor("blk.61.nextn.eh_proj.weight", true) == C::mtp);
  CHECK(classify_tensor("rope_freqs.weight", true) == C::unclassified);
}

TEST_CASE("inspect: the YAML fragment pastes into a profile and loads", "[inspect]") {
  const std::string dir = test::scratch("paste");
  test::write_safetensors(dir + "/model.safetensors", {{"model.embed_tokens.weight", "BF16", {10, 8}},
                                                       {"model.layers.0.mlp.experts.1.up_proj.weight", "U8", {8, 8}, 1}});
  std::ofstream(dir + "/config.json") << test::read_file(test::source_path("tests/fixtures/configs/deepseek-v3.json"));
  const Inspection ins = inspect_path(dir);
  const std::string yaml = format_yaml(ins);
  const std::string profile =
      "format: brief/v1\nid: p\ntitle: t\nhardware:\n  id: h\n  nodes: 1\n"
      "licenses:\n  - subject: k\n    role: kit\n    commercial: allowed\n"
      "claims:\n  commercial_recommendation: false\n  memory_fit: false\n  deployment_done: false\n"
      "  runtime_claimed: false\n" + yaml;
  const Profile p = load_profile(profile, "pasted.yaml");
  REQUIRE(p.model.present);
  CHECK(p.model.layer_groups.at(0).kind.value == LayerKind::mla);
  CHECK(p.model.layers.value.value() == 61);
  CHECK(p.components.at(0).file_size.value.value() == ins.file_bytes);
  uint64_t stored = 0;
  for (const auto& s : p.model.stored) stored += s.bytes.value.value();
  CHECK(stored == ins.tensor_bytes);
}

TEST_CASE("inspect: every config fixture's layout pastes into a profile and reads back the same", "[inspect]") {
  // The YAML fragment is the only way a layout read from config.json reaches `brief calc`: each
  // group's kind, count and shapes must come back as inspect read them (a feed-forward group
  // of Nemotron-H, Mamba2 and KDA shapes, MLA's latent, a window).
  std::size_t fixtures = 0;
  for (const auto& e : fs::directory_iterator(test::source_path("tests/fixtures/configs"))) {
    CAPTURE(e.path().filename().string());
    const std::string dir = test::scratch("paste-" + e.path().stem().string());
    test::write_safetensors(dir + "/model.safetensors", {{"model.embed_tokens.weight", "BF16", {10, 8}}});
    std::ofstream(dir + "/config.json") << test::read_file(e.path().string());
    const Inspection ins = inspect_path(dir);
    const std::string profile =
        "format: brief/v1\nid: p\ntitle: t\nhardware:\n  id: h\n  nodes: 1\n"
        "licenses:\n  - subject: k\n    role: kit\n    commercial: allowed\n"
        "claims:\n  commercial_recommendation: false\n  memory_fit: false\n  deployment_done: false\n"
        "  runtime_claimed: false\n" + format_yaml(ins);
    const Profile p = load_profile(profile, "pasted.yaml");
    const auto& read = ins.model.layer_groups;
    const auto& back = p.model.layer_groups;
    REQUIRE(back.size() == read.size());
    for (std::size_t i = 0; i < read.size(); ++i) {
      CHECK(back[i].kind.value == read[i].kind.value);
      CHECK(back[i].count.value == read[i].count.value);
      CHECK(back[i].linear.present == read[i].linear.present);
      for (const auto member : {&LayerGroup::head_dim, &LayerGroup::window, &LayerGroup::kv_lora_rank,
                                &LayerGroup::key_heads, &LayerGroup::value_heads, &LayerGroup::key_head_dim,
                                &LayerGroup::value_head_dim, &LayerGroup::conv_kernel}) {
        CHECK((back[i].*member).present == (read[i].*member).present);
        CHECK((back[i].*member).value.count.value == (read[i].*member).value.count.value);
        CHECK((back[i].*member).value.from.value == (read[i].*member).value.from.value);  // derived stays derived
      }
    }
    ++fixtures;
  }
  CHECK(fixtures >= 11);
}
