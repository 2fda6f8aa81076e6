// Layer layouts from config.json, one test per family, each read as its reference
// implementation reads it (the source is beside each). Fixtures: tests/fixtures/configs/.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "derive/calculator.h"
#include "derive/calculator_helpers.h"
#include "inspect/config_reader.h"
#include "test_paths.h"

using namespace brief;
using namespace brief::calc;

namespace {

Model from_file(const std::string& name) {
  return inspect::read_config(test::read_file(test::source_path("tests/fixtures/configs/" + name)), name).model;
}

// A fixture with some keys changed (a variant the published file does not have).
Model edited(const std::string& name, const nlohmann::json& patch, const char* section = nullptr) {
  nlohmann::json j = nlohmann::json::parse(test::read_file(test::source_path("tests/fixtures/configs/" + name)));
  nlohmann::json& at = section ? j[section] : j;
  for (const auto& [k, v] : patch.items()) {
    if (v.is_null()) at.erase(k);
    else at[k] = v;
  }
  return inspect::read_config(j.dump(), name).model;
}

int64_t count_of(const Model& m, LayerKind kind) {
  int64_t n = 0;
  for (const auto& g : m.layer_groups)
    if (g.kind.value == kind) n += g.count.value;
  return n;
}

const LayerGroup& group_of(const Model& m, LayerKind kind) {
  for (const auto& g : m.layer_groups)
    if (g.kind.value == kind) return g;
  FAIL("no group of that kind");
  return m.layer_groups.front();
}

using brief::test::bf16;  // the shared one (calculator_helpers.h)

}  // namespace

TEST_CASE("Gemma-2: sliding_window with no layout key alternates sliding and full", "[calc][layout]") {
  // transformers Gemma2Config: layer_types default "sliding_attention" if (i + 1) % 2 else
  // "full_attention" (layers 0, 2, 4 ... slide); vLLM gemma2.py the same. 42 layers: 21 / 21.
  const Model m = from_file("gemma-2-9b.json");
  CHECK(count_of(m, LayerKind::sliding_window) == 21);
  CHECK(count_of(m, LayerKind::full_attention) == 21);
  CHECK(group_of(m, LayerKind::sliding_window).window.value.value() == 4096);
  // 2 x 8 x 256 x 2 B = 8,192 B per token per layer; at 8,192 tokens the sliding half keeps 4,096.
  const Exact kv = kv_bytes(m, bf16(), 1, 8192);
  REQUIRE(kv.known());
  CHECK(*kv.bytes == 21ull * 8192 * 8192 + 21ull * 8192 * 4096);
}

TEST_CASE("Gemma-3: no sliding_window_pattern means transformers' default of 6", "[calc][layout]") {
  // transformers Gemma3TextConfig: sliding_window_pattern = 6 (five sliding, one full); a
  // text config without the key still has 10 full layers of 62, never 62 sliding ones.
  const Model m = edited("gemma-3-27b.json", {{"sliding_window_pattern", nullptr}}, "text_config");
  CHECK(count_of(m, LayerKind::full_attention) == 10);
  CHECK(count_of(m, LayerKind::sliding_window) == 52);
  // layer_types, when written, wins: here every layer full.
  nlohmann::json types = nlohmann::json::array();
  for (int i = 0; i < 62; ++i) types.push_back("full_attention");
  const Model t = edited("gemma-3-27b.json", {{"layer_types", types}}, "text_config");
  CHECK(count_of(t, LayerKind::full_attention) == 62);
}

TEST_CASE("Qwen2: use_sliding_window slides only layers >= max_window_layers", "[calc][layout]") {
  // transformers Qwen2Config: layer_types "sliding_attention" if use_sliding_window and
  // i >= max_window_layers else "full_attention"; vLLM qwen2.py the same.
  const Model m = edited("qwen2.5-7b.json", {{"use_sliding_window", true}, {"max_window_layers", 21}, {"sliding_window", 4096}});
  CHECK(count_of(m, LayerKind::full_attention) == 21);
  CHECK(count_of(m, LayerKind::sliding_window) == 7);
  // With use_sliding_window but no max_window_layers: unknown, with why.
  const Model u = edited("qwen2.5-7b.json", {{"use_sliding_window", true}, {"sliding_window", 4096}});
  CHECK(u.layer_groups.empty());
  CHECK(u.layout_unknown.value == "qwen2 with use_sliding_window but no max_window_layers");
  CHECK(count_of(from_file("qwen2.5-7b.json"), LayerKind::full_attention) == 28);
}

TEST_CASE("Mistral: sliding_window applies to every layer, an unknown family is not guessed", "[calc][layout]") {
  // vLLM llama.py / mistral: one sliding_window for every layer.
  const Model m = from_file("mistral-7b-v0.1.json");
  CHECK(count_of(m, LayerKind::sliding_window) == 32);
  // The same keys under a model_type brief does not know the layout of: unknown, with why.
  const Model u = edited("mistral-7b-v0.1.json", {{"model_type", "phi3"}});
  CHECK(u.layer_groups.empty());
  CHECK(u.layout_unknown.value.starts_with("sliding_window is set but model_type 'phi3' has no layout key"));
}

TEST_CASE("Llama-4: chunked attention on 3 of 4 layers, the NoPE ones global", "[calc][layout]") {
  // transformers Llama4TextConfig: no_rope_layers default [int((i + 1) % 4 != 0)]; RoPE layers
  // use chunked attention of attention_chunk_size (8,192) tokens, NoPE layers attend globally.
  const Model m = from_file("llama-4-scout.json");
  CHECK(count_of(m, LayerKind::full_attention) == 12);
  CHECK(count_of(m, LayerKind::sliding_window) == 36);
  CHECK(group_of(m, LayerKind::sliding_window).window.value.value() == 8192);
  // At 131,072 tokens: 12 full x 131,072 + 36 chunked x 8,192, not 48 x 131,072 (3.4x less).
  const uint64_t row = 2 * 8 * 128 * 2;
  const Exact kv = kv_bytes(m, bf16(), 1, 131072);
  REQUIRE(kv.known());
  CHECK(*kv.bytes == 12 * row * 131072 + 36 * row * 8192);
  CHECK(48 * row * 131072 * 100 / *kv.bytes == 336);  // 3.37x: what "all full attention" overstates
}

TEST_CASE("Kimi-Linear: linear_attn_config is read before kv_lora_rank", "[calc][layout]") {
  // moonshotai Kimi-Linear configuration: kda_layers (1-based) are KDA, the others MLA; vLLM
  // kda.py keeps a (heads, head_dim, head_dim) state and q/k/v short-conv states.
  const Model m = from_file("kimi-linear-48b-a3b.json");
  CHECK(count_of(m, LayerKind::mla) == 7);
  CHECK(count_of(m, LayerKind::linear_attention) == 20);
  const LayerGroup& kda = group_of(m, LayerKind::linear_attention);
  CHECK(kda.linear.value == LinearKind::kda);
  // MLA: 7 x (512 + 64) x 2 B per token, not 27 x.
  const Exact kv = kv_bytes_per_token(m, bf16(), 1);
  REQUIRE(kv.known());
  CHECK(*kv.bytes == 7ull * 576 * 2);
  // KDA state per sequence per layer: 32 x 128 x 128 recurrent values, always in fp32 (vLLM
  // kda_state_dtype), and (4 - 1) x 3 x 32 x 128 conv values in the cache dtype.
  const Exact state = linear_state_bytes_layer(kda, {bf16(), bf16(), "vllm"}, 1);
  REQUIRE(state.known());
  CHECK(*state.bytes == 32ull * 128 * 128 * 4 + 3ull * 3 * 32 * 128 * 2);
  CHECK(state.formula.find("fp32 as vLLM keeps KDA's") != std::string::npos);
}

TEST_CASE("Jamba: attention every attn_layer_period-th layer, Mamba (v1) with its state elsewhere", "[calc][layout]") {
  // JambaConfig.layers_block_type: attention where i % attn_layer_period == attn_layer_offset
  // (8 and 4: layers 4, 12, 20, 28), Mamba elsewhere. vLLM JambaMambaMixer and
  // mamba1_state_shape: conv (inner, d_conv - 1) and temporal (inner, d_state) values, with
  // inner = mamba_expand x hidden_size. Published Jamba-v0.1: 32 layers, hidden 4096.
  const Model m = from_file("jamba-v0.1.json");
  CHECK(m.layout_unknown.value.empty());
  CHECK(count_of(m, LayerKind::full_attention) == 4);
  CHECK(count_of(m, LayerKind::linear_attention) == 28);
  const LayerGroup& mamba = group_of(m, LayerKind::linear_attention);
  CHECK(mamba.linear.value == LinearKind::mamba);
  CHECK(mamba.value_heads.value.value() == 2 * 4096);
  CHECK(mamba.value_heads.value.from.value == "derived");
  // KV: 4 layers x 2 x 8 KV heads x 128 (4096 / 32 heads) x 2 B.
  CHECK(*kv_bytes_per_token(m, bf16(), 1).bytes == 4ull * 2 * 8 * 128 * 2);
  const uint64_t per_layer = (8192ull * 16 + 8192ull * 3) * 2;
  CHECK(per_layer == 311'296);
  CHECK(*linear_state_bytes(m, {bf16(), bf16(), "vllm"}, 1).bytes == 28 * per_layer);
  CHECK(*linear_state_bytes(m, {bf16(), bf16(), "vllm"}, 2).bytes == 28 * per_layer / 2);
  CHECK_FALSE(linear_state_bytes(m, {bf16(), bf16(), "vllm"}, 3).known());  // 8192 does not split over 3
  // An offset outside the period places no layer: unknown, with why.
  CHECK(edited("jamba-v0.1.json", {{"attn_layer_offset", 9}})
            .layout_unknown.value.starts_with("jamba: attn_layer_offset 9 is not a position within attn_layer_period 8"));
}

TEST_CASE("MiniMax: attn_type_list gives softmax layers with KV and lightning layers with a state", "[calc][layout]") {
  // MiniMaxConfig.attn_type_list: 1 softmax, 0 lightning. vLLM minimax_text_01.py:
  // linear_attention_state_shape (heads / tp, head_dim, head_dim), no KV. Published
  // MiniMax-M1: 80 layers, every 8th softmax; 64 heads x 128, 8 KV heads.
  const Model m = from_file("minimax-m1.json");
  CHECK(m.layout_unknown.value.empty());
  CHECK(count_of(m, LayerKind::full_attention) == 10);
  CHECK(count_of(m, LayerKind::linear_attention) == 70);
  CHECK(group_of(m, LayerKind::linear_attention).linear.value == LinearKind::lightning);
  CHECK(*kv_bytes_per_token(m, bf16(), 1).bytes == 10ull * 2 * 8 * 128 * 2);
  CHECK(*linear_state_bytes(m, {bf16(), bf16(), "vllm"}, 1).bytes == 70ull * 64 * 128 * 128 * 2);
  CHECK(*linear_state_bytes(m, {bf16(), bf16(), "vllm"}, 8).bytes == 70ull * 8 * 128 * 128 * 2);
  CHECK_FALSE(linear_state_bytes(m, {bf16(), bf16(), "vllm"}, 3).known());
  // MiniMax-M2 lists softmax on every layer: all full attention, no state.
  const Model m2 = edited("minimax-m1.json", {{"attn_type_list", std::vector<int>(80, 1)}});
  CHECK(count_of(m2, LayerKind::full_attention) == 80);
  CHECK(count_of(m2, LayerKind::linear_attention) == 0);
  CHECK(edited("minimax-m1.json", {{"attn_type_list", {0, 1}}})
            .layout_unknown.value.starts_with("minimax attn_type_list has 2 entries for 80 layers"));
  CHECK(edited("minimax-m1.json", {{"attn_type_list", std::vector<int>(80, 2)}})
            .layout_unknown.value.find("has 2, a layer type brief does not read") != std::string::npos);
}

TEST_CASE("DeepSeek-V3.2: MLA plus the lightning indexer's key on every layer, as vLLM sizes it", "[calc][layout]") {
  // vLLM deepseek_v2.py: Indexer keeps DeepseekV32IndexerCache(head_dim = index_head_dim +
  // index_head_dim / quant_block_size x 4, dtype uint8), quant_block_size 128, one head:
  // 128 fp8 values + one fp32 scale = 132 B per token per layer, beside MLA's latent and
  // replicated on every rank. Published DeepSeek-V3.2-Exp: 61 layers, index_head_dim 128.
  const Model ds = from_file("deepseek-v3.2-exp.json");
  REQUIRE(ds.layout_unknown.value.empty());
  CHECK(count_of(ds, LayerKind::mla) == 61);
  CHECK(group_of(ds, LayerKind::mla).index_head_dim.value.value() == 128);
  const Exact bf = kv_bytes_per_token(ds, bf16(), 1);
  REQUIRE(bf.known());
  CHECK(*bf.bytes == 61ull * ((512 + 64) * 2 + 132));
  CHECK(*bf.bytes == 78'324);
  // The indexer key is uint8 whatever the KV dtype, and is not divided by TP.
  const Exact fp8 = kv_bytes_per_token(ds, *cache_element_size("fp8"), 8);
  REQUIRE(fp8.known());
  CHECK(*fp8.bytes == 61ull * (576 + 132));
  const Exact one = kv_bytes_per_token_layer(group_of(ds, LayerKind::mla), ds, bf16(), 1);
  CHECK(one.formula.find("indexer key 128 x 1 B fp8 + 128 / 128 x 4 B fp32 scale = 132 B") != std::string::npos);
  // Without index_head_dim the layout is not stated short: unknown, with why.
  const Model bare = edited("deepseek-v3.2-exp.json", {{"index_head_dim", nullptr}});
  CHECK(bare.layer_groups.empty());
  CHECK(bare.layout_unknown.value.starts_with("deepseek_v32 keeps a lightning-indexer key cache"));
  // A dim vLLM would not quantize in blocks of 128 is unknown, never rounded.
  const Model odd = edited("deepseek-v3.2-exp.json", {{"index_head_dim", 96}});
  const Exact odd_kv = kv_bytes_per_token(odd, bf16(), 1);
  CHECK_FALSE(odd_kv.known());
  REQUIRE(!odd_kv.missing.empty());
  CHECK(odd_kv.missing.front().find("multiple of 128") != std::string::npos);
}

TEST_CASE("an indexer brief does not read (shared, pooled, another family's) is unknown, with why", "[calc][layout]") {
  // GLM's glm_moe_dsa shares indexers across layers (index_topk_freq, indexer_types) and
  // pools keys (index_kpool): fewer or smaller caches than V3.2's, so not V3.2's formula.
  for (const char* key : {"index_topk_freq", "indexer_types", "index_kpool"}) {
    const Model m = edited("deepseek-v3.2-exp.json", {{key, 4}});
    CHECK(m.layer_groups.empty());
    CHECK(m.layout_unknown.value.find(std::string("config.json sets ") + key) != std::string::npos);
  }
  const Model glm = edited("deepseek-v3.2-exp.json", {{"model_type", "glm_moe_dsa"}});
  CHECK(glm.layout_unknown.value.starts_with("model_type 'glm_moe_dsa' has a lightning indexer"));
  // A V3.2 model written by hand without index_head_dim is missing that input, not sized short.
  Model hand = from_file("deepseek-v3.json");
  for (const char* arch : {"deepseek_v32", "DeepseekV32ForCausalLM"}) {
    hand.architecture.value = arch;
    const Exact kv = kv_bytes_per_token(hand, bf16(), 1);
    CHECK_FALSE(kv.known());
    REQUIRE(!kv.missing.empty());
    CHECK(kv.missing.front().starts_with("mla index_head_dim: DeepSeek-V3.2 keeps a lightning-indexer key"));
  }
}

TEST_CASE("Nemotron-H: hybrid_override_pattern gives attention, Mamba2 and cache-less layers", "[calc][layout]") {
  // NemotronHConfig (layers_block_type): M Mamba2, * attention, - MLP, E MoE. vLLM
  // nemotron_h.py: only the attention layers keep KV; mamba2_state_shape sizes the state.
  // Published Nemotron-H-8B: 52 letters, 24 M, 4 *, 24 -.
  const Model m = from_file("nemotron-h-8b.json");
  CHECK(m.layout_unknown.value.empty());
  CHECK(count_of(m, LayerKind::full_attention) == 4);
  CHECK(count_of(m, LayerKind::linear_attention) == 24);
  CHECK(count_of(m, LayerKind::feed_forward) == 24);
  // KV: 4 layers x 2 x 8 KV heads x attention_head_dim 128 x 2 B.
  const Exact kv = kv_bytes_per_token(m, bf16(), 1);
  REQUIRE(kv.known());
  CHECK(*kv.bytes == 4ull * 2 * 8 * 128 * 2);
  // Mamba2 state per layer: temporal (128 heads, 64 head dim, 128 state) + conv (4 - 1) x
  // (intermediate 128 x 64 + 2 x 8 groups x 128 state) values, in bf16.
  const LayerGroup& mamba = group_of(m, LayerKind::linear_attention);
  CHECK(mamba.linear.value == LinearKind::mamba2);
  const uint64_t per_layer = (128ull * 64 * 128 + 3ull * (128 * 64 + 2 * 8 * 128)) * 2;
  CHECK(per_layer == 2'158'592);
  const Exact state = linear_state_bytes(m, {bf16(), bf16(), "vllm"}, 1);
  REQUIRE(state.known());
  CHECK(*state.bytes == 24 * per_layer);
  // TP 2 halves it (8 groups split); TP 3 splits neither heads nor groups: refused.
  CHECK(*linear_state_bytes(m, {bf16(), bf16(), "vllm"}, 2).bytes == 24 * per_layer / 2);
  const Exact tp3 = linear_state_bytes(m, {bf16(), bf16(), "vllm"}, 3);
  CHECK_FALSE(tp3.known());
  // The attention head size is attention_head_dim, not hidden_size / heads.
  const Model narrow = edited("nemotron-h-8b.json", {{"attention_head_dim", 64}});
  CHECK(*kv_bytes_per_token(narrow, bf16(), 1).bytes == 4ull * 2 * 8 * 64 * 2);
}

TEST_CASE("Mamba2 with one group replicates it on every TP rank, as vLLM does", "[calc][layout]") {
  // extra_groups_for_head_shards: n_groups % tp != 0 gives n_groups = tp (only for 1 group;
  // MambaMixer2 refuses any other split).
  const Model one = edited("nemotron-h-8b.json", {{"n_groups", 1}});
  const Exact tp4 = linear_state_bytes_layer(group_of(one, LayerKind::linear_attention), {bf16(), bf16(), "vllm"}, 4);
  REQUIRE(tp4.known());
  CHECK(*tp4.bytes == (128ull * 64 * 128 + 3ull * (128 * 64 + 2 * 4 * 128)) / 4 * 2);
  CHECK(tp4.formula.find("replicated on each of TP 4 ranks") != std::string::npos);
  const Model six = edited("nemotron-h-8b.json", {{"n_groups", 6}});
  const Exact refused = linear_state_bytes_layer(group_of(six, LayerKind::linear_attention), {bf16(), bf16(), "vllm"}, 4);
  CHECK_FALSE(refused.known());
  REQUIRE(!refused.missing.empty());
  CHECK(refused.missing.front() == "a TP that divides the 6 Mamba2 groups: vLLM refuses TP 4 (MambaMixer2 asserts "
                                   "n_groups % tp == 0 or n_groups == 1)");
}

TEST_CASE("a linear state's uneven split names the runtime in use, never vLLM for llama.cpp", "[calc][layout]") {
  const LayerGroup six = group_of(edited("nemotron-h-8b.json", {{"n_groups", 6}}), LayerKind::linear_attention);
  const Exact cpp = linear_state_bytes_layer(six, {bf16(), bf16(), "llama.cpp"}, 4);
  REQUIRE(cpp.missing.size() == 1);
  CHECK(cpp.missing.front().find("vLLM") == std::string::npos);
  CHECK(cpp.missing.front().find("brief has no llama.cpp rule for TP 4") != std::string::npos);
  CHECK(linear_state_bytes_layer(six, {bf16(), bf16(), "sglang"}, 4).missing.front().ends_with(
      "how sglang splits it at TP 4 is not known to brief"));
  CHECK(linear_state_bytes_layer(six, {bf16(), bf16(), ""}, 4).missing.front().find("the runtime is not stated") !=
        std::string::npos);
  // The value heads, the Mamba inner size and lightning heads the same way: Nemotron-H's 128
  // heads, Jamba's 8,192 inner size and MiniMax's 64 heads over TP 3.
  for (const auto& [config, kind] : {std::pair<std::string, LayerKind>{"nemotron-h-8b.json", LayerKind::linear_attention},
                                     {"jamba-v0.1.json", LayerKind::linear_attention},
                                     {"minimax-m1.json", LayerKind::linear_attention}}) {
    const std::string name = config;
    CAPTURE(name);
    const LayerGroup g = group_of(test::config_model(name), kind);
    const Exact under_cpp = linear_state_bytes_layer(g, {bf16(), bf16(), "llama.cpp"}, 3);
    REQUIRE(under_cpp.missing.size() == 1);
    CHECK(under_cpp.missing.front().find("vLLM") == std::string::npos);
    CHECK(under_cpp.missing.front().find("llama.cpp") != std::string::npos);
    const Exact under_vllm = linear_state_bytes_layer(g, {bf16(), bf16(), "vllm"}, 3);
    REQUIRE(under_vllm.missing.size() == 1);
    CHECK(under_vllm.missing.front().find("vLLM refuses TP 3") != std::string::npos);
  }
}

TEST_CASE("a Nemotron-H pattern brief cannot read is unknown, with why", "[calc][layout]") {
  CHECK(edited("nemotron-h-8b.json", {{"hybrid_override_pattern", "M-M"}})
            .layout_unknown.value.starts_with("nemotron_h hybrid_override_pattern has 3 letters for 52 layers"));
  std::string odd(52, 'M');
  odd[7] = 'X';
  CHECK(edited("nemotron-h-8b.json", {{"hybrid_override_pattern", odd}})
            .layout_unknown.value.find("has 'X', a layer letter brief does not read") != std::string::npos);
  CHECK(edited("nemotron-h-8b.json", {{"hybrid_override_pattern", nullptr}})
            .layout_unknown.value == "nemotron_h without hybrid_override_pattern");
}

TEST_CASE("an unknown layout reaches the calculator's missing list with its reason", "[calc][layout]") {
  const Model ds = edited("deepseek-v3.2-exp.json", {{"index_head_dim", nullptr}});
  const Exact kv = kv_bytes(ds, bf16(), 1, 1024);
  CHECK_FALSE(kv.known());
  REQUIRE(!kv.missing.empty());
  CHECK(kv.missing.front() == "the layer layout (model.layer_groups)");
}
