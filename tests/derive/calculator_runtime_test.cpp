// The KV term as an interval, from the theoretical minimum to the named runtime's
// reservation (vllm/v1/kv_cache_interface.py; llama.cpp src/llama-context.cpp and
// src/llama-kv-cache-iswa.cpp); TP against heads as vLLM checks it; MTP layers resident only
// with speculative decoding; the model's max_position_embeddings bounding the context.
#include <catch2/catch.hpp>

#include <algorithm>

#include "derive/calculator_helpers.h"
#include "derive/profile_builder.h"

using namespace brief;
using namespace brief::calc;

namespace {

using test::bf16;
using test::config_model;
using test::with;

Request runtime(std::string name, std::optional<uint64_t> block, std::optional<uint64_t> batched) {
  Request r;
  r.runtime = std::move(name);
  r.block_size = block;
  r.max_num_batched_tokens = batched;
  return r;
}

// One node, TP `tp`, one slot at `context`, bf16 KV, measured weights.
Profile served(const std::string& config, uint64_t weights, uint64_t context, int64_t tp = 1) {
  return test::served_profile(config_model(config), weights, context, "bf16", tp);
}

const CalcTerm& term(const CalculatorVerdict& v, const std::string& id) {
  REQUIRE(!v.nodes.empty());
  const auto& terms = v.nodes[0].terms;
  const auto it = std::find_if(terms.begin(), terms.end(), [&](const CalcTerm& t) { return t.id == id; });
  REQUIRE(it != terms.end());
  return *it;
}

bool has_reason(const CalculatorVerdict& v, const std::string& id) {
  return std::any_of(v.reasons.begin(), v.reasons.end(), [&](const Caveat& c) { return c.id == id; });
}

bool any_text(const std::vector<std::string>& list, const std::string& part) {
  return std::any_of(list.begin(), list.end(), [&](const std::string& s) { return s.find(part) != std::string::npos; });
}

}  // namespace

TEST_CASE("vLLM: Mistral-7B's sliding layers keep window - 1 + max_num_batched_tokens, 3.0x the minimum",
          "[calc][runtime]") {
  // mistralai/Mistral-7B-v0.1: 32 layers, 8 KV heads x 128, sliding_window 4096: 4,096 B per
  // token per layer in bf16. At 32,768 tokens with block 16 and 8,192 batched tokens vLLM
  // keeps (ceil(min(4095 + 8192, 32768) / 16) + 1) x 16 = 12,304 tokens per layer.
  const Model m = config_model("mistral-7b-v0.1.json");
  const Exact minimum = kv_bytes(m, bf16(), 1, 32768);
  REQUIRE(minimum.bytes);
  CHECK(*minimum.bytes == 32ull * 4096 * 4096);
  const Reservation v = kv_reservation(m, bf16(), 1, 32768, runtime("vllm", 16, 8192));
  INFO(v.bytes.formula);
  REQUIRE(v.bytes.bytes);
  CHECK(*v.bytes.bytes == 32ull * 4096 * 12304);
  CHECK(*v.bytes.bytes * 10 / *minimum.bytes == 30);  // 3.0x
  CHECK(v.source.find("vllm/v1/kv_cache_interface.py") == 0);
  // Under the window the context caps it: min(4095 + 8192, 1000) = 1000 -> (63 + 1) blocks.
  const Reservation short_ctx = kv_reservation(m, bf16(), 1, 1000, runtime("vllm", 16, 8192));
  CHECK(*short_ctx.bytes.bytes == 32ull * 4096 * 1024);
  // llama.cpp: min(pad(4096 + 512, 256), pad(32768, 256)) = 4,608 cells.
  const Reservation l = kv_reservation(m, bf16(), 1, 32768, runtime("llama.cpp", std::nullopt, 512));
  REQUIRE(l.bytes.bytes);
  CHECK(*l.bytes.bytes == 32ull * 4096 * 4608);
}

TEST_CASE("vLLM: Llama-4's chunked layers are bounded as the hybrid KV cache manager keeps them, and say so",
          "[calc][runtime]") {
  // Llama-4-Scout: 36 chunked layers (chunk 8,192) written as sliding-window layers, 12 full;
  // 2 x 8 x 128 x 2 B = 4,096 B per token per layer in bf16. Under vLLM the chunked layers are
  // ChunkedLocalAttentionSpec layers only with the hybrid KV cache manager on for them, the
  // default where VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE defaults to 1 (vllm/envs.py:
  // 1 in v0.16.0, 0 in v0.10.1 to v0.12.0); otherwise unify_hybrid_kv_cache_specs
  // (vllm/v1/core/kv_cache_utils.py) keeps them whole. The bound names which it assumes.
  const Model m = config_model("llama-4-scout.json");
  const Reservation v = kv_reservation(m, bf16(), 1, 131072, runtime("vllm", 16, 8192));
  INFO(v.bytes.formula);
  INFO(v.source);
  REQUIRE(v.bytes.bytes);
  // 12 x 131,072 tokens + 36 x (ceil(min(8191 + 8192, 131072) / 16) + 1) x 16 = 16,400 tokens.
  CHECK(*v.bytes.bytes == 4096ull * (12 * 131072 + 36 * 16400));
  CHECK(v.bytes.formula.find("x 16 tokens (Llama-4 chunked layers, as vLLM's hybrid KV cache manager keeps them)") !=
        std::string::npos);
  CHECK(v.source.find("this bound assumes vLLM keeps them as ChunkedLocalAttentionSpec layers under its hybrid KV "
                      "cache manager") != std::string::npos);
  CHECK(v.source.find("VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE defaults to 1 (vLLM #29627; 1 in "
                      "v0.16.0's vllm/envs.py") != std::string::npos);
  CHECK(v.source.find("From v0.10.1 (#21761) through v0.12.0 it defaults to 0") != std::string::npos);
  CHECK(v.source.find("unify_hybrid_kv_cache_specs) keeps them whole as full attention") != std::string::npos);
  // Mistral is not Llama-4: its sliding layers carry no such assumption.
  const Reservation mistral = kv_reservation(config_model("mistral-7b-v0.1.json"), bf16(), 1, 32768,
                                             runtime("vllm", 16, 8192));
  CHECK(mistral.source.find("Llama-4") == std::string::npos);
  CHECK(mistral.bytes.formula.find("Llama-4") == std::string::npos);
  // llama.cpp's rule is its own: no vLLM version named.
  const Reservation l = kv_reservation(m, bf16(), 1, 131072, runtime("llama.cpp", std::nullopt, 512));
  CHECK(l.source.find("vLLM") == std::string::npos);
}

TEST_CASE("full-attention layers: whole vLLM blocks, llama.cpp cells padded to 256", "[calc][runtime]") {
  const Model m = config_model("llama-3.1-8b.json");  // 131,072 B per token over 32 layers
  const Reservation v = kv_reservation(m, bf16(), 1, 1000, runtime("vllm", 16, std::nullopt));
  REQUIRE(v.bytes.bytes);
  CHECK(*v.bytes.bytes == 131072ull * 1008);  // ceil(1000 / 16) x 16
  const Reservation v32 = kv_reservation(m, bf16(), 1, 1000, runtime("vllm", 32, std::nullopt));
  CHECK(*v32.bytes.bytes == 131072ull * 1024);
  const Reservation l = kv_reservation(m, bf16(), 1, 1000, runtime("llama.cpp", std::nullopt, std::nullopt));
  CHECK(*l.bytes.bytes == 131072ull * 1024);  // pad(1000, 256)
  // MLA (DeepSeek-V3) follows the full rule: 70,272 B per token x 1,008 tokens.
  const Reservation mla = kv_reservation(config_model("deepseek-v3.json"), bf16(), 1, 1000, runtime("vllm", 16, 1));
  CHECK(*mla.bytes.bytes == 70272ull * 1008);
}

TEST_CASE("a reservation is unknown without its rule or its inputs, never guessed", "[calc][runtime]") {
  const Model mistral = config_model("mistral-7b-v0.1.json");
  const Reservation none = kv_reservation(mistral, bf16(), 1, 4096, Request{});
  CHECK_FALSE(none.bytes.bytes);
  CHECK(any_text(none.bytes.missing, "the serving engine (serving.engine or --runtime"));
  const Reservation no_block = kv_reservation(mistral, bf16(), 1, 4096, runtime("vllm", std::nullopt, 8192));
  CHECK(any_text(no_block.bytes.missing, "vLLM's block size"));
  const Reservation no_batch = kv_reservation(mistral, bf16(), 1, 4096, runtime("vllm", 16, std::nullopt));
  CHECK(any_text(no_batch.bytes.missing, "max_num_batched_tokens"));
  const Reservation no_ubatch = kv_reservation(mistral, bf16(), 1, 4096, runtime("llama.cpp", 16, std::nullopt));
  CHECK(any_text(no_ubatch.bytes.missing, "n_ubatch"));
  const Reservation sglang = kv_reservation(mistral, bf16(), 1, 4096, runtime("sglang", 16, 8192));
  CHECK_FALSE(sglang.bytes.bytes);
  CHECK(any_text(sglang.bytes.missing, "sglang"));
  CHECK(sglang.source.find("python/sglang/") == 0);
  const Reservation q8 = kv_reservation(mistral, *cache_element_size("q8_0"), 1, 4096, runtime("vllm", 16, 8192));
  CHECK(any_text(q8.bytes.missing, "a KV dtype vLLM keeps"));
}

TEST_CASE("the KV term is [minimum, reservation], and fits needs the reservation to fit", "[calc][runtime][verdict]") {
  // Mistral-7B, 14.5 GB of weights, one slot at 32,768 tokens, 1 GiB of workspace: the minimum
  // KV is 512 MiB, vLLM's reservation 1.5 GiB.
  const Profile p = served("mistral-7b-v0.1.json", 14'500'000'000, 32768);
  const uint64_t base = 14'500'000'000 + test::GiB;
  const uint64_t low = 32ull * 4096 * 4096, high = 32ull * 4096 * 12304;
  Request r = with(request_from_profile(p), "workspace=1GiB");
  r.runtime = "vllm";
  r.block_size = 16;
  r.max_num_batched_tokens = 8192;
  // Room for the reservation: fits, and the term carries both bounds as data.
  const Hardware roomy = test::unified_hardware(base + high);
  const CalculatorVerdict fits = calculate(p, &roomy, r);
  CHECK(fits.kind == VerdictKind::fits);
  const CalcTerm& kv = term(fits, "kv-cache");
  CHECK(kv.low.value() == low);
  CHECK(kv.high.value() == high);
  REQUIRE(kv.bounds.size() == 2);
  CHECK(kv.bounds[0].name == "theoretical minimum");
  CHECK(kv.bounds[1].name == "vLLM reservation");
  CHECK(kv.bounds[1].bytes.value() == high);
  CHECK_FALSE(kv.bounds[1].formula.empty());
  // Room for the minimum only: between the bounds, unknown, and it says so.
  const Hardware tight = test::unified_hardware(base + low + 1);
  const CalculatorVerdict between = calculate(p, &tight, r);
  CHECK(between.kind == VerdictKind::unknown);
  CHECK(has_reason(between, "calculator-between-bounds"));
  // No runtime named: the upper bound is unknown, so no fits however roomy the node.
  Request bare = with(request_from_profile(p), "workspace=1GiB");
  const CalculatorVerdict unnamed = calculate(p, &roomy, bare);
  CHECK(unnamed.kind == VerdictKind::unknown);
  CHECK(any_text(term(unnamed, "kv-cache").missing, "the upper bound: the serving engine"));
  // Not even the minimum fits: does-not-fit whatever the runtime.
  const Hardware small = test::unified_hardware(base + low - 1);
  CHECK(calculate(p, &small, bare).kind == VerdictKind::does_not_fit);
}

TEST_CASE("TP that vLLM refuses is refused with the reason, never floored", "[calc][tp]") {
  // Llama-3.1-8B: 32 attention heads, 8 KV heads. TP 3 divides neither.
  Profile p = served("llama-3.1-8b.json", 16'000'000'000, 4096, 3);
  p.serving.engine = test::words("vllm");
  Hardware hw = test::unified_hardware(64 * test::GiB);
  hw.accelerators_per_node = test::written<int64_t>(4);  // room for 3 ranks: the refusal is vLLM's
  const CalculatorVerdict v = calculate(p, &hw, with(request_from_profile(p), "workspace=0B"));
  CHECK(v.kind == VerdictKind::unknown);
  REQUIRE(!v.reasons.empty());
  CHECK(v.reasons[0].id == "calculator-tp-refused");
  CHECK(any_text(term(v, "kv-cache").missing, "vLLM refuses TP 3: the 32 attention heads"));
  CHECK(term(v, "kv-cache").low.is_known() == false);
  // A does-not-fit on other grounds keeps the refusal among its reasons.
  const Hardware tiny = test::unified_hardware(test::GiB);
  const CalculatorVerdict over = calculate(p, &tiny, with(request_from_profile(p), "workspace=0B"));
  CHECK(over.kind == VerdictKind::does_not_fit);
  CHECK(has_reason(over, "calculator-tp-refused"));
  // 48 attention heads and 8 KV heads at TP 12: the heads divide, the KV heads do not.
  Model m = config_model("llama-3.1-8b.json");
  m.attention_heads.value.count = Count{48, ""};
  CHECK(tp_refusal(m, 12, "vllm").why.find("it neither divides the 8 KV heads") != std::string::npos);
  CHECK(tp_refusal(m, 8, "vllm").empty());
  CHECK(tp_refusal(m, 16, "vllm").empty());  // 48 % 16 == 0 and 16 % 8 == 0: two replicas of each KV head
  CHECK(tp_refusal(m, 32, "vllm").why.find("48 attention heads") != std::string::npos);
  CHECK(tp_refusal(m, 1, "vllm").empty());
}

TEST_CASE("A TP split brief has no rule for names the runtime selected, never vLLM's refusal", "[calc][tp]") {
  const Model m = config_model("llama-3.1-8b.json");
  const TpRefusal llama_cpp = tp_refusal(m, 3, "llama.cpp");
  CHECK(llama_cpp.id == "calculator-tp-unknown");
  CHECK(llama_cpp.why.find("TP 3 does not divide the 32 attention heads; llama.cpp has no tensor-parallel size") == 0);
  CHECK(llama_cpp.why.find("vLLM") == std::string::npos);
  const TpRefusal sglang = tp_refusal(m, 3, "sglang");
  CHECK(sglang.id == "calculator-tp-unknown");
  CHECK(sglang.why.find("how sglang treats that split is not known to brief") != std::string::npos);
  CHECK(sglang.why.find("vLLM") == std::string::npos);
  CHECK(tp_refusal(m, 3, "").why.find("the runtime is not stated") != std::string::npos);
  // Through the verdict: the reason and the KV term's missing input say the same.
  Profile p = served("llama-3.1-8b.json", 16'000'000'000, 4096, 3);
  p.serving.engine = test::words("llama.cpp");
  Hardware hw = test::unified_hardware(64 * test::GiB);
  hw.accelerators_per_node = test::written<int64_t>(4);
  const CalculatorVerdict v = calculate(p, &hw, with(request_from_profile(p), "workspace=0B"));
  REQUIRE(!v.reasons.empty());
  CHECK(v.reasons[0].id == "calculator-tp-unknown");
  CHECK(!has_reason(v, "calculator-tp-refused"));
  CHECK(any_text(term(v, "kv-cache").missing, "llama.cpp has no tensor-parallel size"));
}

TEST_CASE("TP above the KV heads replicates them: one head per rank, said so", "[calc][tp]") {
  // 8 KV heads at TP 16 (vLLM: num_kv_head_replicas = 16 / 8): each rank keeps one head.
  Profile p = served("llama-3.1-8b.json", 16'000'000'000, 4096, 16);
  Hardware hw = test::unified_hardware(64 * test::GiB);
  hw.pools[0].kind = test::written(PoolKind::gpu);
  hw.accelerators_per_node = test::written<int64_t>(16);
  Request r = with(request_from_profile(p), "workspace=0B");
  r.runtime = "llama.cpp";
  const CalculatorVerdict v = calculate(p, &hw, r);
  const CalcTerm& kv = term(v, "kv-cache");
  REQUIRE(kv.low.is_known());
  CHECK(kv.low.value() == 2ull * 128 * 2 * 32 * 4096);
  CHECK(any_text(kv.assumptions, "replicated: TP 16 > 8 KV heads"));
  // The weights under TP: the even split is the low end, the whole checkpoint the high end,
  // and the replicated tensors are named, K/V projections among them.
  const CalcTerm& w = term(v, "weights");
  CHECK(w.low.value() == 16'000'000'000 / 16);
  CHECK(w.high.value() == 16'000'000'000);
  CHECK(any_text(w.assumptions, "lower bound"));
  CHECK(any_text(w.assumptions, "the K/V projections (each of 8 KV heads on 2 of TP 16 ranks)"));
  // The whole checkpoint fits on each 64 GiB accelerator: the upper bound fits, so fits.
  CHECK(v.kind == VerdictKind::fits);
}

TEST_CASE("weights at TP 1 on one accelerator are exact, at TP 2 the even split is only a lower bound",
          "[calc][tp][weights]") {
  const Profile one = served("llama-3.1-8b.json", 16'000'000'000, 4096, 1);
  const Profile two = served("llama-3.1-8b.json", 16'000'000'000, 4096, 2);
  const Hardware hw = test::unified_hardware(64 * test::GiB);
  const CalcTerm w1 = term(calculate(one, &hw, request_from_profile(one)), "weights");
  CHECK(w1.low.value() == w1.high.value());
  CHECK(w1.bounds.empty());
  Profile two_nodes = two;
  two_nodes.hardware.nodes = test::written<int64_t>(2);
  Request r = request_from_profile(two_nodes);
  r.nodes = 2;
  const CalcTerm w2 = term(calculate(two_nodes, &hw, r), "weights");
  CHECK(w2.low.value() == 8'000'000'000);
  CHECK(w2.high.value() == 16'000'000'000);
  CHECK(any_text(w2.assumptions, "norms (whole on every TP rank)"));
}

namespace {

// DeepSeek-V3 (num_nextn_predict_layers 1) with 688.6 GB stored, 11.5 GB of it the MTP layer.
Profile deepseek_with_mtp(bool mtp_bytes_known) {
  Profile p = served("deepseek-v3.json", 688'600'000'000, 4096);
  if (mtp_bytes_known) {
    StoredClass mtp;
    mtp.cls = test::written(ComponentClass::mtp);
    mtp.bytes = test::written(Bytes::known(11'500'000'000));
    p.model.stored.push_back(mtp);
  }
  return p;
}

}  // namespace

TEST_CASE("MTP layers are resident only with speculative decoding by MTP", "[calc][mtp]") {
  REQUIRE(config_model("deepseek-v3.json").mtp_layers.value.value() == 1);
  const Hardware hw = test::unified_hardware(1024 * test::GiB);
  const Profile p = deepseek_with_mtp(true);
  auto weights = [&](const std::string& speculative) {
    Request r = request_from_profile(p);
    r.speculative = speculative;
    return term(calculate(p, &hw, r), "weights");
  };
  const CalcTerm off = weights("none");
  CHECK(off.low.value() == 688'600'000'000 - 11'500'000'000);
  CHECK(off.high.value() == 688'600'000'000 - 11'500'000'000);
  CHECK(any_text(off.assumptions, "on disk, not resident"));
  const CalcTerm draft = weights("draft-model");
  CHECK(draft.high.value() == 688'600'000'000 - 11'500'000'000);
  const CalcTerm on = weights("mtp");
  CHECK(on.low.value() == 688'600'000'000);
  CHECK(on.high.value() == 688'600'000'000);
  // Not stated: either, so the interval spans both.
  const CalcTerm unstated = weights("");
  CHECK(unstated.low.value() == 688'600'000'000 - 11'500'000'000);
  CHECK(unstated.high.value() == 688'600'000'000);
  // The MTP bytes unknown: the stored bytes are only the upper bound, and that is missing.
  const Profile blind = deepseek_with_mtp(false);
  Request r = request_from_profile(blind);
  r.speculative = "none";
  const CalcTerm w = term(calculate(blind, &hw, r), "weights");
  CHECK_FALSE(w.low.is_known());
  CHECK(w.high.value() == 688'600'000'000);
  CHECK(any_text(w.missing, "the stored bytes of the MTP layers"));
  // A model without MTP layers is untouched.
  const Profile llama = served("llama-3.1-8b.json", 16'000'000'000, 4096);
  Request lr = request_from_profile(llama);
  lr.speculative = "none";
  CHECK(term(calculate(llama, &hw, lr), "weights").low.value() == 16'000'000'000);
}

TEST_CASE("max_position_embeddings bounds the context and the max-context search", "[calc][limit]") {
  const Hardware hw = test::unified_hardware(1024 * test::GiB);
  Profile p = served("llama-3.1-8b.json", 16'000'000'000, 200'000);
  p.model.max_position_embeddings = test::written(ModelFact{Count{131072, ""}, false, {}});
  Request r = with(request_from_profile(p), "workspace=0B");
  r.runtime = "llama.cpp";
  // A context past the limit is refused with the limit named.
  const CalculatorVerdict over = calculate(p, &hw, r);
  CHECK(over.kind == VerdictKind::unknown);
  CHECK(has_reason(over, "calculator-context-over-limit"));
  CHECK(any_text(term(over, "kv-cache").missing, "200,000 tokens is past max_position_embeddings 131,072"));
  // The search stops at the limit and says so; memory would allow far more.
  const MaxContext m = max_context(p, &hw, r, uint64_t{1} << 40);
  REQUIRE(m.tokens);
  CHECK(*m.tokens == 131072);
  CHECK(m.stopped_at_model_limit);
  // Without the limit, the search limit is never printed as an answer.
  p.model.max_position_embeddings = {};
  const MaxContext unknown = max_context(p, &hw, r, uint64_t{1} << 20);  // 128 GiB of KV at the top: fits
  CHECK_FALSE(unknown.tokens);
  CHECK(unknown.stopped_at_search_limit);
  CHECK(any_text(unknown.missing, "the model's context limit (model max_position_embeddings)"));
  // Memory binds first: the answer is memory's, under the limit.
  p.model.max_position_embeddings = test::written(ModelFact{Count{131072, ""}, false, {}});
  const Hardware small = test::unified_hardware(20 * test::GiB);
  const MaxContext bound = max_context(p, &small, r, uint64_t{1} << 40);
  REQUIRE(bound.tokens);
  CHECK(*bound.tokens < 131072);
  CHECK_FALSE(bound.stopped_at_model_limit);
  // llama.cpp pads to 256 cells: the answer is a multiple of 256.
  CHECK(*bound.tokens % 256 == 0);
}

TEST_CASE("llama.cpp keeps recurrent state in fp32 whatever the state dtype", "[calc][runtime][state]") {
  // src/llama-model.cpp create_memory gives llama_memory_recurrent and llama_memory_hybrid
  // GGML_TYPE_F32, GGML_TYPE_F32: Nemotron-H-8B's 24 Mamba2 states in 4 bytes a value, twice
  // the bf16 figure vLLM keeps (24 x 2,158,592 B).
  Profile p = served("nemotron-h-8b.json", 16'000'000'000, 8192);
  p.serving.state_dtype = test::words("bf16");
  Hardware hw = test::unified_hardware(141 * test::GiB);
  hw.pools[0].kind = test::written(PoolKind::gpu);
  hw.accelerators_per_node = test::written<int64_t>(8);
  Request r = with(request_from_profile(p), "workspace=0B");
  r.block_size = 16;
  r.max_num_batched_tokens = 8192;
  r.runtime = "vllm";
  const CalcTerm vllm = term(calculate(p, &hw, r), "linear-state");
  REQUIRE(vllm.high.is_known());
  CHECK(vllm.high.value() == 24ull * 2'158'592);
  r.runtime = "llama.cpp";
  const CalcTerm llama = term(calculate(p, &hw, r), "linear-state");
  REQUIRE(llama.low.is_known());
  REQUIRE(llama.high.is_known());
  CHECK(llama.low.value() == 2 * 24ull * 2'158'592);
  CHECK(llama.high.value() == 2 * 24ull * 2'158'592);
  CHECK(llama.formula.find("fp32") != std::string::npos);
  REQUIRE(llama.bounds.size() == 1);
  CHECK(llama.bounds[0].source.find("src/llama-model.cpp") != std::string::npos);
  CHECK(any_text(llama.assumptions, "not in the stated bf16"));
  // Without a state dtype the runtime's own fp32 still sizes it: nothing is assumed.
  p.serving.state_dtype = test::words("");
  Request unstated = with(request_from_profile(p), "workspace=0B");
  unstated.runtime = "llama.cpp";
  const CalcTerm f32 = term(calculate(p, &hw, unstated), "linear-state");
  REQUIRE(f32.high.is_known());
  CHECK(f32.high.value() == 2 * 24ull * 2'158'592);
  CHECK(any_text(f32.assumptions, "fp32 whatever the cache type"));
}

TEST_CASE("DeepSeek-V3.2 under vLLM with an fp8 cache: fp8_ds_mla's 656 B a token, plus the indexer key",
          "[calc][runtime]") {
  // vLLM's sparse MLA backend keeps an fp8 cache as fp8_ds_mla: FlashMLASparseBackend
  // .get_kv_cache_shape returns (num_blocks, block_size, 656): 512 fp8 values, 4 fp32 scales and
  // 64 bf16 rope values. Beside it the indexer's 132 B. The upper bound is never under that.
  const Model ds = config_model("deepseek-v3.2-exp.json");
  const ElementSize fp8 = *cache_element_size("fp8");
  const Exact minimum = kv_bytes_per_token(ds, fp8, 8);
  REQUIRE(minimum.known());
  CHECK(*minimum.bytes == 61ull * (576 + 132));  // 43,188 B: the theoretical minimum
  const Reservation v = kv_reservation(ds, fp8, 8, 4096, runtime("vllm", 64, 8192));
  REQUIRE(v.bytes.known());
  CHECK(*v.bytes.bytes == (656ull + 132) * 61 * 4096);  // 48,068 B a token
  CHECK(*kv_bytes_per_token_kept(ds, fp8, 8, runtime("vllm", 64, 8192)).bytes == 48'068);
  CHECK(v.bytes.formula.find("fp8_ds_mla 656 B") != std::string::npos);
  CHECK(v.source.find("get_kv_cache_shape") != std::string::npos);
  // bf16 keeps the plain latent (576 x 2 B + 132 B); llama.cpp has no fp8_ds_mla.
  CHECK(*kv_reservation(ds, bf16(), 8, 4096, runtime("vllm", 64, 8192)).bytes.bytes == (1152ull + 132) * 61 * 4096);
  CHECK(*kv_reservation(ds, fp8, 8, 4096, runtime("llama.cpp", std::nullopt, 512)).bytes.bytes ==
        (576ull + 132) * 61 * 4096);
  // DeepSeek-V3 (dense MLA, no indexer) is not the sparse backend: 576 B.
  const Model v3 = config_model("deepseek-v3.json");
  CHECK(*kv_reservation(v3, fp8, 8, 4096, runtime("vllm", 64, 8192)).bytes.bytes == 576ull * 61 * 4096);
}
