// vLLM's KV cache dtype `auto` is the model's own dtype (CacheConfig.cache_dtype "auto":
// ModelConfig.dtype), read by brief inspect from config.json's torch_dtype (dtype in newer
// transformers) into model.dtype; missing, the KV term is unknown and says why.
#include <catch2/catch.hpp>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "derive/calculator_helpers.h"
#include "derive/profile_builder.h"

using namespace brief;
using namespace brief::calc;

namespace {

// Llama-3.1-8B's published config.json (torch_dtype bfloat16) with its dtype keys replaced by
// `patch` (a null erases the key).
Model kv_dtype_model(const nlohmann::json& patch) {
  nlohmann::json j = nlohmann::json::parse(test::read_file(test::source_path("tests/fixtures/configs/llama-3.1-8b.json")));
  for (const auto& [k, v] : patch.items()) {
    if (v.is_null()) j.erase(k);
    else j[k] = v;
  }
  return inspect::read_config(j.dump(), "config.json").model;
}

// One node, TP 1, one slot of 32,768 tokens under vLLM (block 16), the KV dtype `auto`.
Profile kv_dtype_profile(const Model& model) {
  Profile p = test::served_profile(model, 16'060'522'496, 32768, "auto");
  p.serving.engine = test::words("vllm");
  p.serving.block_size = test::written(Count{16, ""});
  return p;
}

// A unified pool of 1 TiB: room for every term, so only the inputs decide.
const Hardware& kv_dtype_node() {
  static const Hardware hw = test::unified_hardware(uint64_t{1} << 40);
  return hw;
}

const CalcTerm& kv_dtype_term(const CalculatorVerdict& v) {
  REQUIRE(!v.nodes.empty());
  const auto& terms = v.nodes[0].terms;
  const auto it = std::find_if(terms.begin(), terms.end(), [](const CalcTerm& t) { return t.id == "kv-cache"; });
  REQUIRE(it != terms.end());
  return *it;
}

bool kv_dtype_mentions(const std::vector<std::string>& list, const std::string& part) {
  return std::any_of(list.begin(), list.end(), [&](const std::string& s) { return s.find(part) != std::string::npos; });
}

// Llama-3.1-8B: 32 layers x 2 x 8 KV heads x 128 values a token; 32,768 tokens in 2,048 blocks of 16.
constexpr uint64_t kValuesPerToken = 32ull * 2 * 8 * 128;

}  // namespace

TEST_CASE("inspect reads the model's dtype from torch_dtype, or dtype, labelled from config", "[calc][dtype]") {
  const Model m = kv_dtype_model({});
  REQUIRE(m.dtype.present);
  REQUIRE(m.dtype.value.known());
  CHECK(*m.dtype.value.value == "bfloat16");
  CHECK(m.dtype.value.from.value.empty());  // the section's default source: config
  CHECK(m.from.value == "config");
  // Newer transformers write `dtype` instead.
  const Model newer = kv_dtype_model({{"torch_dtype", nullptr}, {"dtype", "float16"}});
  REQUIRE(newer.dtype.value.known());
  CHECK(*newer.dtype.value.value == "float16");
  // Neither: unknown, with why.
  const Model none = kv_dtype_model({{"torch_dtype", nullptr}});
  CHECK(none.dtype.present);
  CHECK_FALSE(none.dtype.value.known());
  CHECK(none.dtype.value.why == "config.json has no torch_dtype (or dtype)");
}

TEST_CASE("KV dtype auto: bfloat16 model, 2 B a value, the source named", "[calc][dtype]") {
  const Profile p = kv_dtype_profile(kv_dtype_model({}));
  const Request r = request_from_profile(p);
  const KvDtype d = kv_cache_dtype(p.model, r);
  REQUIRE(d.low);
  REQUIRE(d.high);
  CHECK(d.low->block_bytes == 2);
  CHECK(d.high->block_bytes == 2);
  CHECK(d.source == "model.dtype, from: config (config.json)");
  const CalculatorVerdict v = calculate(p, &kv_dtype_node(), r);
  const CalcTerm& kv = kv_dtype_term(v);
  INFO(kv.formula);
  for (const auto& m : kv.missing) INFO(m);
  REQUIRE(kv.low.is_known());
  CHECK(kv.low.value() == kValuesPerToken * 2 * 32768);
  REQUIRE(kv.high.is_known());
  CHECK(kv.high.value() == kValuesPerToken * 2 * 32768);  // 2,048 whole blocks
  CHECK(kv_dtype_mentions(kv.assumptions, "KV cache dtype auto = bf16 (model.dtype bfloat16), from model.dtype, "
                                          "from: config (config.json)"));
  // The inputs say what auto resolved to, and where from.
  const auto in = std::find_if(v.inputs.begin(), v.inputs.end(),
                               [](const CalcInput& i) { return i.name == "KV cache dtype auto"; });
  REQUIRE(in != v.inputs.end());
  CHECK(in->source == "model.dtype, from: config (config.json)");
}

// (No semicolon in a test name: ctest's test discovery splits names at it.)
TEST_CASE("KV dtype auto: a float32 model is 4 B a value at most, 2 B under vLLM's default --dtype auto",
          "[calc][dtype]") {
  // vllm/config/model.py _resolve_auto_dtype: "Downcast for float32 models" to the platform's
  // preferred 16-bit dtype under --dtype auto (the default); --dtype float32 keeps fp32.
  const Profile p = kv_dtype_profile(kv_dtype_model({{"torch_dtype", "float32"}}));
  const Request r = request_from_profile(p);
  const KvDtype d = kv_cache_dtype(p.model, r);
  REQUIRE(d.high);
  CHECK(d.high->block_bytes == 4);
  REQUIRE(d.low);
  CHECK(d.low->block_bytes == 2);
  const CalculatorVerdict v = calculate(p, &kv_dtype_node(), r);
  const CalcTerm& kv = kv_dtype_term(v);
  REQUIRE(kv.high.is_known());
  CHECK(kv.high.value() == kValuesPerToken * 4 * 32768);
  CHECK(kv.low.value() == kValuesPerToken * 2 * 32768);
  CHECK(kv_dtype_mentions(kv.assumptions, "_resolve_auto_dtype"));
}

TEST_CASE("KV dtype auto without the model's dtype: unknown, with the reason", "[calc][dtype]") {
  const Profile p = kv_dtype_profile(kv_dtype_model({{"torch_dtype", nullptr}}));
  const CalculatorVerdict v = calculate(p, &kv_dtype_node(), request_from_profile(p));
  const CalcTerm& kv = kv_dtype_term(v);
  CHECK_FALSE(kv.low.is_known());
  CHECK(kv_dtype_mentions(kv.missing, "the model's dtype: KV cache dtype 'auto' (profile serving.kv_cache_dtype) "
                                      "keeps the cache in it, as vLLM's cache_dtype auto does, and model.dtype is "
                                      "unknown: config.json has no torch_dtype (or dtype)"));
  // No model.dtype at all (a hand-written section): the same, naming where it would come from.
  Profile bare = p;
  bare.model.dtype = {};
  const CalculatorVerdict bare_v = calculate(bare, &kv_dtype_node(), request_from_profile(bare));
  const CalcTerm& none = kv_dtype_term(bare_v);
  CHECK(kv_dtype_mentions(none.missing, "the model facts do not state it (model.dtype"));
  // A dtype vLLM serves no model in: unknown, never guessed from its width.
  const Profile fp8 = kv_dtype_profile(kv_dtype_model({{"torch_dtype", "float8_e4m3fn"}}));
  const CalculatorVerdict fp8_v = calculate(fp8, &kv_dtype_node(), request_from_profile(fp8));
  const CalcTerm& odd = kv_dtype_term(fp8_v);
  CHECK(kv_dtype_mentions(odd.missing, "model.dtype 'float8_e4m3fn' is none of the dtypes vLLM serves a model in"));
}
