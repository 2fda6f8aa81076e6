// The calculator's test vectors, each from public numbers (sources beside each one), read
// from config.json fixtures written from the published values (tests/fixtures/configs/).
#include <catch2/catch.hpp>

#include <algorithm>

#include "brief/load.h"
#include "derive/calculator_helpers.h"
#include "derive/profile_builder.h"

using namespace brief;
using namespace brief::calc;

namespace {

using test::bf16;
using test::config_model;

uint64_t per_token(const Model& m, const ElementSize& size, uint64_t tp = 1) {
  const Exact e = kv_bytes_per_token(m, size, tp);
  INFO(e.formula);
  for (const auto& x : e.missing) INFO(x);
  REQUIRE(e.known());
  return *e.bytes;
}

}  // namespace

TEST_CASE("Llama-3.1-8B: 131,072 KV bytes per token in bf16", "[calc][vector]") {
  // meta-llama/Llama-3.1-8B config.json: 32 layers, 8 KV heads, head_dim 128.
  // 2 (K and V) x 8 x 128 x 2 bytes x 32 layers = 131,072 (128 KiB per token).
  const Model m = config_model("llama-3.1-8b.json");
  CHECK(per_token(m, bf16()) == 131072);
  // vLLM keeps max(1, n_kv / TP) heads per rank: TP 8 -> 1 head, TP 16 -> still 1 (replicated).
  CHECK(per_token(m, bf16(), 8) == 131072 / 8);
  CHECK(per_token(m, bf16(), 16) == 131072 / 8);
}

TEST_CASE("DeepSeek-V3 MLA: 70,272 bytes per token in bf16, not the naive 1,998,848", "[calc][vector]") {
  // deepseek-ai/DeepSeek-V3 config.json: 61 layers, kv_lora_rank 512, qk_rope_head_dim 64.
  // MLA caches one latent of (512 + 64) = 576 values per token per layer: 576 x 2 x 61 = 70,272.
  const Model m = config_model("deepseek-v3.json");
  REQUIRE(m.layer_groups.size() == 1);
  CHECK(m.layer_groups[0].kind.value == LayerKind::mla);
  const uint64_t bytes = per_token(m, bf16());
  CHECK(bytes == 70272);
  // transformers' DeepseekV3Config sets head_dim = qk_rope_head_dim (64) with 128 KV heads;
  // the GQA formula on that gives 2 x 128 x 64 x 2 x 61 = 1,998,848 B, 28x too large.
  const uint64_t naive = 2ull * 128 * 64 * 2 * 61;
  CHECK(naive == 1998848);
  CHECK(bytes != naive);
  // The latent is replicated on every TP rank: TP 8 does not divide it.
  CHECK(per_token(m, bf16(), 8) == 70272);
}

TEST_CASE("DeepSeek-R1 at 32,768 tokens with a q8_0 cache: 1166.62 MiB", "[calc][vector]") {
  // DeepSeek-R1 shares V3's architecture. llama.cpp's q8_0 stores 32 values in 34 bytes;
  // 61 x 576 x 32768 x 34 / 32 = 1,223,294,976 bytes = 1166.625 MiB (reported as 1166.62 MiB).
  const Model m = config_model("deepseek-v3.json");
  const Exact e = kv_bytes(m, *cache_element_size("q8_0"), 1, 32768);
  REQUIRE(e.known());
  CHECK(*e.bytes == 61ull * 576 * 32768 * 34 / 32);
  CHECK(*e.bytes == 1223294976);
  CHECK(*e.bytes * 100 / (1024 * 1024) == 116662);  // 1166.62 MiB, truncated to two places
}

TEST_CASE("Qwen3-Next-80B-A3B: 24,576 KV bytes per token plus a fixed Gated DeltaNet state", "[calc][vector]") {
  // Qwen/Qwen3-Next-80B-A3B config.json: 48 layers, full_attention_interval 4 -> 12 full
  // layers with 2 KV heads x 256; 2 x 2 x 256 x 2 bytes x 12 = 24,576 per token.
  const Model m = config_model("qwen3-next-80b-a3b.json");
  REQUIRE(m.layer_groups.size() == 2);
  CHECK(m.layer_groups[0].count.value == 12);
  CHECK(m.layer_groups[1].count.value == 36);
  CHECK(per_token(m, bf16()) == 24576);
  // Gated DeltaNet state per sequence per layer (vLLM mamba_utils.gated_delta_net_state_shape):
  // recurrent 32 x 128 x 128 = 524,288 values; conv (4 - 1) x (2 x 16 x 128 + 32 x 128) = 24,576.
  const Exact layer = linear_state_bytes_layer(m.layer_groups[1], {bf16(), bf16(), "vllm"}, 1);
  REQUIRE(layer.known());
  CHECK(*layer.bytes == (524288 + 24576) * 2);
  const Exact all = linear_state_bytes(m, {bf16(), bf16(), "vllm"}, 1);
  REQUIRE(all.known());
  CHECK(*all.bytes == 36ull * (524288 + 24576) * 2);  // 39,518,208 B per sequence, any context
  // In fp32 (the recurrent part's dtype in some runtimes) it doubles; over TP 2 it halves.
  CHECK(*linear_state_bytes(m, {*cache_element_size("fp32"), *cache_element_size("fp32"), "vllm"}, 1).bytes == 2 * *all.bytes);
  CHECK(*linear_state_bytes(m, {bf16(), bf16(), "vllm"}, 2).bytes == *all.bytes / 2);
  // vLLM --mamba-cache-dtype bf16 --mamba-ssm-cache-dtype float32: the conv state in bf16, the
  // recurrent state in fp32 (MambaStateDtypeCalculator._mamba_state_dtype), named in the formula.
  const Exact split = linear_state_bytes(m, {bf16(), *cache_element_size("fp32"), "vllm"}, 1);
  REQUIRE(split.known());
  CHECK(*split.bytes == 36ull * (524288 * 4 + 24576 * 2));
  const Exact split_layer = linear_state_bytes_layer(m.layer_groups[1], {bf16(), *cache_element_size("fp32"), "vllm"}, 1);
  CHECK(split_layer.formula.find("bf16 (conv) / fp32 (state)") != std::string::npos);
  // The state does not grow with the context; the KV does, on the 12 full layers only.
  CHECK(*kv_bytes(m, bf16(), 1, 1000).bytes == 24576ull * 1000);
}

TEST_CASE("Gemma 3 27B: sliding-window layers keep min(window, context) tokens", "[calc][vector]") {
  // google/gemma-3-27b-it text_config: 62 layers, sliding_window_pattern 6 (every 6th layer
  // global: 10 global, 52 local), sliding_window 1024, 16 KV heads x 128.
  const Model m = config_model("gemma-3-27b.json");
  REQUIRE(m.layer_groups.size() == 2);
  CHECK(m.layer_groups[0].kind.value == LayerKind::full_attention);
  CHECK(m.layer_groups[0].count.value == 10);
  CHECK(m.layer_groups[1].kind.value == LayerKind::sliding_window);
  CHECK(m.layer_groups[1].count.value == 52);
  const uint64_t row = 2 * 16 * 128 * 2;  // 8,192 B per token per layer
  CHECK(*kv_bytes(m, bf16(), 1, 131072).bytes == 10 * row * 131072 + 52 * row * 1024);
  CHECK(*kv_bytes(m, bf16(), 1, 512).bytes == 62 * row * 512);  // under the window: every layer
  // Charging full KV to window layers would be 62 x 8,192 x 131,072: 5.2x more.
  CHECK(*kv_bytes(m, bf16(), 1, 131072).bytes < 62 * row * 131072 / 5);
}

TEST_CASE("Qwen2 ignores sliding_window unless use_sliding_window", "[calc][vector]") {
  // Qwen/Qwen2.5-7B-Instruct: 28 layers, 4 KV heads, head_dim 3584 / 28 = 128, bf16:
  // 2 x 4 x 128 x 2 x 28 = 57,344 B per token (56 KiB); use_sliding_window is false.
  const Model m = config_model("qwen2.5-7b.json");
  REQUIRE(m.layer_groups.size() == 1);
  CHECK(m.layer_groups[0].kind.value == LayerKind::full_attention);
  CHECK(per_token(m, bf16()) == 57344);
}

TEST_CASE("missing facts are missing inputs, never defaults", "[calc]") {
  Model m;
  m.present = true;
  const Exact e = kv_bytes_per_token(m, bf16(), 1);
  CHECK_FALSE(e.known());
  REQUIRE(e.missing.size() == 1);
  CHECK(e.missing[0] == "the layer layout (model.layer_groups)");
  // A config without num_key_value_heads: unknown, not 8 and not the attention heads.
  Model llama = config_model("llama-3.1-8b.json");
  llama.kv_heads.value = ModelFact{};
  const Exact k = kv_bytes_per_token(llama, bf16(), 1);
  CHECK_FALSE(k.known());
  CHECK(k.missing.at(0) == "full-attention KV heads");
  // A block type that does not fill whole blocks is unknown, never rounded.
  CHECK_FALSE(element_bytes(33, *cache_element_size("q8_0")).has_value());
  CHECK(element_bytes(64, *cache_element_size("q8_0")) == 68u);
  CHECK_FALSE(cache_element_size("bf17").has_value());
}

TEST_CASE("dtype names as inspect prints them and as vLLM takes them map to one element size", "[calc]") {
  struct Spelling {
    const char* written;
    const char* name;
    uint64_t elements, bytes;
  };
  for (const Spelling& s : std::initializer_list<Spelling>{
           {"F8_E4M3", "fp8_e4m3", 1, 1}, {"f8_e5m2", "fp8_e5m2", 1, 1}, {"bfloat16", "bf16", 1, 2},
           {"BFloat16", "bf16", 1, 2},    {"BF16", "bf16", 1, 2},         {"float16", "fp16", 1, 2},
           {"F16", "fp16", 1, 2},         {"float32", "fp32", 1, 4},      {"F32", "fp32", 1, 4},
           {"fp8_inc", "fp8", 1, 1},      {"Q8_0", "q8_0", 32, 34},       {"IQ4_NL", "iq4_nl", 32, 18},
           {"int8", "int8", 1, 1},        {"fp8_ds_mla", "fp8_ds_mla", 1, 1}, {"FP8_E4M3", "fp8_e4m3", 1, 1}}) {
    INFO(s.written);
    const auto size = cache_element_size(s.written);
    REQUIRE(size.has_value());
    CHECK(size->name == s.name);
    CHECK(size->block_elements == s.elements);
    CHECK(size->block_bytes == s.bytes);
  }
  CHECK_FALSE(cache_element_size("F8_E8M0").has_value());  // a scale format, not a cache dtype
  // vLLM's auto is the model's dtype, not a size of its own.
  CHECK_FALSE(cache_element_size("auto").has_value());
  CHECK(is_model_dtype("auto"));
  CHECK(is_model_dtype("Auto"));
  CHECK_FALSE(is_model_dtype("bf16"));
  CHECK(cache_dtype_names().find("bf16 (also bfloat16)") != std::string::npos);
}

TEST_CASE("assumptions parse to exact intervals", "[calc]") {
  std::string error;
  const auto a = parse_assumption("workspace=4GiB", &error);
  REQUIRE(a);
  CHECK(a->low == 4 * test::GiB);
  CHECK(a->high == 4 * test::GiB);
  const auto r = parse_assumption("drafter=1GiB..2GiB", &error);
  REQUIRE(r);
  CHECK(r->low == test::GiB);
  CHECK(r->high == 2 * test::GiB);
  CHECK_FALSE(parse_assumption("workspace=about 4 GiB", &error));
  CHECK_FALSE(parse_assumption("kv=4GiB", &error));
  CHECK(error == "unknown term 'kv' (allowed: workspace, drafter, weights)");
  CHECK_FALSE(parse_assumption("workspace=4GiB..1GiB", &error));
}

TEST_CASE("an assumption without a term and '=' is refused with the form it needs", "[calc]") {
  for (const char* text : {"workspace", "4GiB", "=4GiB", ""}) {
    INFO("'" << text << "'");
    std::string error;
    CHECK_FALSE(parse_assumption(text, &error));
    CHECK(error == "expected TERM=SIZE or TERM=LOW..HIGH (workspace=4GiB)");
  }
  std::string error;
  CHECK_FALSE(parse_assumption("workspace=4GiB..1GiB", &error));
  CHECK(error == "the high end of the range is below the low end");
}

namespace {

// A one-node profile serving Llama-3.1-8B with measured weights.
Profile llama_profile(uint64_t weights, uint64_t context, uint64_t slots) {
  Profile p = test::profile_with(1, 1, {});
  p.model = config_model("llama-3.1-8b.json");
  StoredClass s;
  s.cls = test::written(ComponentClass::all);
  s.bytes = test::written(Bytes::known(weights));
  p.model.stored.push_back(s);
  p.serving.context_per_request = test::written(Count{static_cast<int64_t>(context), ""});
  p.serving.slots = test::written(Count{static_cast<int64_t>(slots), ""});
  p.serving.kv_cache_dtype = test::words("bf16");
  p.serving.engine = test::words("llama.cpp");  // cells padded to 256: the contexts below are multiples
  p.parallelism.pp = test::written(Count{1, ""});
  return p;
}

Request with_workspace(Request r, const std::string& text) {
  std::string error;
  r.assumptions.push_back(*parse_assumption(text, &error));
  return r;
}

}  // namespace

TEST_CASE("the calculator verdict: fits, does-not-fit, unknown, node by node", "[calc][verdict]") {
  const Hardware hw = test::unified_hardware(64 * test::GiB);
  // 16 GB of weights + 131,072 x 32,768 x 4 = 16 GiB of KV + 1 GiB workspace.
  const Profile p = llama_profile(16'000'000'000, 32768, 4);
  const CalculatorVerdict unknown = calculate(p, &hw, request_from_profile(p));
  CHECK(unknown.kind == VerdictKind::unknown);  // workspace not stated
  const CalculatorVerdict fits = calculate(p, &hw, with_workspace(request_from_profile(p), "workspace=1GiB"));
  CHECK(fits.kind == VerdictKind::fits);
  REQUIRE(fits.nodes.size() == 1);
  CHECK(fits.nodes[0].high.value() == 16'000'000'000 + 131072ull * 32768 * 4 + test::GiB);
  CHECK(fits.assumptions.size() == 1);
  // 16 slots: 64 GiB of KV alone: the low bound is over even without the workspace.
  const Profile big = llama_profile(16'000'000'000, 32768, 16);
  CHECK(calculate(big, &hw, request_from_profile(big)).kind == VerdictKind::does_not_fit);
  // A workspace range whose high end does not fit: unknown, not fits.
  const CalculatorVerdict range =
      calculate(p, &hw, with_workspace(request_from_profile(p), "workspace=1GiB..40GiB"));
  CHECK(range.kind == VerdictKind::unknown);
}

TEST_CASE("the calculator verdict on a GPU pool with only a nominal capacity", "[calc][verdict]") {
  // A node with a CPU and a GPU pool and no unified one: the GPU pool is the node's; with no
  // usable capacity stated, the nominal one is used and the verdict says so.
  Hardware hw = test::unified_hardware(64 * test::GiB);
  hw.pools[0].id = test::words("cpu");
  hw.pools[0].kind = test::written(PoolKind::cpu);
  MemoryPool gpu;
  gpu.id = test::words("gpu");
  gpu.kind = test::written(PoolKind::gpu);
  gpu.nominal = test::written(Bytes::known(48 * test::GiB));
  hw.pools.push_back(gpu);
  const Profile p = llama_profile(16'000'000'000, 32768, 4);
  const CalculatorVerdict v = calculate(p, &hw, with_workspace(request_from_profile(p), "workspace=1GiB"));
  CHECK(v.kind == VerdictKind::fits);
  REQUIRE(v.nodes.size() == 1);
  CHECK(v.nodes[0].pool_label == "node 1 gpu, each accelerator (one rank on each; 1 per node)");
  CHECK(v.nodes[0].usable.value() == 48 * test::GiB);
  CHECK(v.nodes[0].capacity_source == "usable capacity unknown; nominal capacity used");
}

namespace {

// A profile serving `config` (a fixture of tests/fixtures/configs) with the Llama profile's
// stored weights, on one node, TP 1, 2 slots, state in bf16, served by vLLM (whose state
// dtypes these tests read; llama.cpp keeps every state in fp32, calculator_runtime_test.cpp).
Profile linear_profile(const std::string& config) {
  Profile p = llama_profile(16'000'000'000, 1000, 2);
  const std::vector<StoredClass> stored = p.model.stored;
  p.model = config_model(config);
  p.model.stored = stored;
  p.serving.state_dtype = test::words("bf16");
  p.serving.engine = test::words("vllm");
  return p;
}

}  // namespace

TEST_CASE("the calculator verdict counts the linear-attention state once every input is known", "[calc][verdict]") {
  // Qwen3-Next on one node, TP 1, 2 slots, state in bf16: 36 layers x (524,288 + 24,576)
  // values x 2 bytes per sequence, x 2 slots x 1 rank.
  const Profile p = linear_profile("qwen3-next-80b-a3b.json");
  const CalculatorVerdict v = calculate(p, nullptr, request_from_profile(p));
  REQUIRE(v.nodes.size() == 1);
  const auto& terms = v.nodes[0].terms;
  const auto state = std::find_if(terms.begin(), terms.end(), [](const CalcTerm& t) { return t.id == "linear-state"; });
  REQUIRE(state != terms.end());
  INFO(state->formula);
  for (const auto& m : state->missing) INFO(m);
  REQUIRE(state->low.is_known());
  CHECK(state->low.value() == 36ull * (524288 + 24576) * 2 * 2);
  CHECK(state->high.value() == state->low.value());
  CHECK(state->label == "Linear-attention state");
  CHECK(state->formula.ends_with(" x 2 slots x 1 rank on the node"));
  CHECK(v.nodes[0].capacity_source == "the hardware id did not resolve");
}

TEST_CASE("the calculator keeps the temporal state in its own dtype when the profile states one", "[calc][verdict]") {
  Profile p = linear_profile("qwen3-next-80b-a3b.json");
  auto state_of = [](const CalculatorVerdict& v) {
    const auto& terms = v.nodes.at(0).terms;
    const auto t = std::find_if(terms.begin(), terms.end(), [](const CalcTerm& x) { return x.id == "linear-state"; });
    REQUIRE(t != terms.end());
    return *t;
  };
  // Unset: the temporal state in bf16 too, and no input row claims a dtype nobody stated.
  const CalculatorVerdict same = calculate(p, nullptr, request_from_profile(p));
  CHECK(state_of(same).low.value() == 36ull * (524288 + 24576) * 2 * 2);
  CHECK(std::none_of(same.inputs.begin(), same.inputs.end(), [](const auto& in) { return in.name == "temporal state dtype"; }));
  p.serving.temporal_state_dtype = test::words("fp32");
  const CalculatorVerdict split = calculate(p, nullptr, request_from_profile(p));
  CHECK(state_of(split).low.value() == 36ull * (524288 * 4 + 24576 * 2) * 2);
  const auto row = std::find_if(split.inputs.begin(), split.inputs.end(), [](const auto& in) { return in.name == "temporal state dtype"; });
  REQUIRE(row != split.inputs.end());
  CHECK(row->value == "fp32");
  CHECK(row->source == "profile serving.temporal_state_dtype");
  // A temporal dtype brief does not know is a missing input, never the state dtype instead.
  p.serving.temporal_state_dtype = test::words("fp6");
  const CalcTerm unknown = state_of(calculate(p, nullptr, request_from_profile(p)));
  CHECK_FALSE(unknown.low.is_known());
  CHECK(unknown.missing == std::vector<std::string>{"a known temporal state dtype (got 'fp6')"});
  // KDA keeps its recurrent state in fp32 whatever is stated: the term says so.
  const Profile kimi = linear_profile("kimi-linear-48b-a3b.json");
  const CalcTerm kda = state_of(calculate(kimi, nullptr, request_from_profile(kimi)));
  CHECK(std::find(kda.assumptions.begin(), kda.assumptions.end(),
                  "KDA's recurrent state in fp32 whatever the state dtype, as vLLM keeps it (kda_state_dtype)") !=
        kda.assumptions.end());
}

TEST_CASE("a linear-attention state is unknown with no conv kernel or an uneven TP split", "[calc][vector]") {
  const Model m = config_model("qwen3-next-80b-a3b.json");
  REQUIRE(m.layer_groups.size() == 2);
  LayerGroup g = m.layer_groups[1];
  // 32 value heads do not split over TP 3.
  const Exact uneven = linear_state_bytes_layer(g, {bf16(), bf16(), "vllm"}, 3);
  CHECK_FALSE(uneven.bytes);
  CHECK(uneven.missing ==
        std::vector<std::string>{"a whole split of 32 value heads over TP 3: vLLM refuses TP 3 (divide, mamba_utils "
                                 "state shapes)"});
  g.conv_kernel.value.count = Count{0, ""};
  const Exact no_kernel = linear_state_bytes_layer(g, {bf16(), bf16(), "vllm"}, 1);
  CHECK_FALSE(no_kernel.bytes);
  CHECK(no_kernel.missing == std::vector<std::string>{"a conv_kernel of at least 1"});
}

TEST_CASE("the calculator never adds nodes", "[calc][verdict]") {
  // Two 64 GiB nodes, TP 1: one rank holds everything on node... no: ranks do not divide.
  const Hardware hw = test::unified_hardware(64 * test::GiB);
  Profile p = llama_profile(100'000'000'000, 1024, 1);  // 100 GB of weights: over one node
  p.hardware.nodes = test::written<int64_t>(1);
  CHECK(calculate(p, &hw, with_workspace(request_from_profile(p), "workspace=0B")).kind == VerdictKind::does_not_fit);
  // The sum of two nodes' capacity (128 GiB) would hold it; two nodes under TP 2 hold at
  // least half each (50 GB) and at most all of it (replicated tensors): each node is
  // compared alone, and between those bounds the verdict stays unknown.
  p.hardware.nodes = test::written<int64_t>(2);
  p.parallelism.tp = test::written(Count{2, ""});
  const CalculatorVerdict two = calculate(p, &hw, with_workspace(request_from_profile(p), "workspace=0B"));
  REQUIRE(two.nodes.size() == 2);
  CHECK(two.nodes[0].terms[0].low.value() == 50'000'000'000);
  CHECK(two.nodes[0].terms[0].high.value() == 100'000'000'000);
  // The even split's bound, and why vLLM's per-class split was not used: no runtime stated.
  CHECK(two.nodes[0].terms[0].assumptions.size() == 2);
  CHECK(two.kind == VerdictKind::unknown);
  // Two nodes of 128 GiB each: the whole checkpoint fits on each, so TP 2 fits.
  const Hardware big = test::unified_hardware(128 * test::GiB);
  CHECK(calculate(p, &big, with_workspace(request_from_profile(p), "workspace=0B")).kind == VerdictKind::fits);
}

TEST_CASE("max-context: the longest context that fits, when it can be known", "[calc]") {
  const Hardware hw = test::unified_hardware(64 * test::GiB);
  const Profile p = llama_profile(16'000'000'000, 1, 1);
  const MaxContext none = max_context(p, &hw, request_from_profile(p), 1u << 24);
  CHECK_FALSE(none.tokens.has_value());  // workspace unknown
  const MaxContext m = max_context(p, &hw, with_workspace(request_from_profile(p), "workspace=0B"), 1u << 24);
  REQUIRE(m.tokens);
  // (64 GiB - 16 GB) / 131,072 B per token, rounded down to llama.cpp's 256 cells.
  CHECK(*m.tokens == (64 * test::GiB - 16'000'000'000) / 131072 / 256 * 256);
}

TEST_CASE("max-context at its ends: nothing fits, or the whole limit fits", "[calc]") {
  const Hardware hw = test::unified_hardware(64 * test::GiB);
  // 100 GB of weights on a 64 GiB node: not even one token fits, so the answer is 0, not unknown.
  const Profile heavy = llama_profile(100'000'000'000, 1, 1);
  const MaxContext zero = max_context(heavy, &hw, with_workspace(request_from_profile(heavy), "workspace=0B"), 1u << 24);
  REQUIRE(zero.tokens);
  CHECK(*zero.tokens == 0u);
  // 16 GB of weights and a model limit of 1,024 tokens (128 MiB of KV): the limit itself fits.
  Profile light = llama_profile(16'000'000'000, 1, 1);
  light.model.max_position_embeddings = test::written(ModelFact{Count{1024, ""}, false, {}});
  const MaxContext all = max_context(light, &hw, with_workspace(request_from_profile(light), "workspace=0B"), 1u << 24);
  REQUIRE(all.tokens);
  CHECK(*all.tokens == 1024u);
  CHECK(all.stopped_at_model_limit);
  // The same search limit with no model limit: memory allows all of it, so no answer.
  light.model.max_position_embeddings = {};
  const MaxContext open = max_context(light, &hw, with_workspace(request_from_profile(light), "workspace=0B"), 1024);
  CHECK_FALSE(open.tokens);
  CHECK(open.stopped_at_search_limit);
}

TEST_CASE("the shipped profile: weights estimated at 4 bpw, KV unknown, verdict unknown", "[calc][shipped]") {
  const Profile p = load_profile(test::read_file(test::source_path("profiles/glm53-limechain-c8.yaml")),
                                 "profiles/glm53-limechain-c8.yaml");
  REQUIRE(p.model.present);
  const Hardware hw = load_hardware(
      test::read_file(test::source_path("profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml")), "hw.yaml");
  const CalculatorVerdict v = calculate(p, &hw, request_from_profile(p));
  CHECK(v.kind == VerdictKind::unknown);
  REQUIRE(v.nodes.size() == 2);
  const CalcTerm& w = v.nodes[0].terms[0];
  CHECK(w.id == "weights");
  CHECK(w.estimate);
  // 4 bits / 8, rounded up; a node holds at least half (TP 2 over 2 nodes) and at most all.
  const uint64_t estimate = (321323031390ull * 4 + 7) / 8;
  CHECK(w.low.value() == estimate / 2);
  CHECK(w.high.value() == estimate);
  CHECK(v.nodes[0].terms[1].id == "kv-cache");
  CHECK_FALSE(v.nodes[0].terms[1].high.is_known());
}
