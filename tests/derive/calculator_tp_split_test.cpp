// One TP rank's weights as vLLM shards them (src/derive/calculator_tp_split.cpp): norms whole,
// embeddings and LM head over the padded vocabulary, experts split, and every byte whose
// split is not in the model facts (the dense class) whole in the high bound.
//
// Class bytes are computed from each model's published config.json shapes:
// - Llama-3.1-8B in bf16 (hidden 4096, 32 layers, 8 KV heads, intermediate 14336, vocab
//   128256): embeddings and LM head 1,050,673,152 B each, norms 532,480, attention and MLP
//   13,958,643,712; the sum, 16,060,522,496 B, is the total_size of the published
//   model.safetensors.index.json.
// - DeepSeek-V3 (hidden 7168, 61 layers of which 3 dense, 256 routed + 1 shared experts of
//   2048, q_lora 1536, kv_lora 512, vocab 129280): fp8 projections with fp32 128 x 128 block
//   scales, bf16 embeddings, LM head, norms and router, layer 61 the MTP module; 688,574,839,360
//   B in all (the published checkpoint is 688.6 GB).
#include <catch2/catch.hpp>

#include <algorithm>

#include "derive/calculator_helpers.h"
#include "derive/calculator_parts.h"
#include "derive/profile_builder.h"

using namespace brief;
using namespace brief::calc;

namespace {

void tp_split_store(Profile& p, ComponentClass cls, uint64_t bytes) {
  StoredClass s;
  s.cls = test::written(cls);
  s.bytes = test::written(Bytes::known(bytes));
  p.model.stored.push_back(s);
}

Profile tp_split_profile(const std::string& config, int64_t tp, const std::string& engine) {
  Profile p = test::profile_with(1, tp, {});
  p.model = test::config_model(config);
  p.parallelism.pp = test::written(Count{1, ""});
  p.serving.context_per_request = test::written(Count{4096, ""});
  p.serving.slots = test::written(Count{1, ""});
  p.serving.kv_cache_dtype = test::words("bf16");
  p.serving.engine = test::words(engine);
  p.serving.block_size = test::written(Count{16, ""});
  p.serving.max_num_batched_tokens = test::written(Count{8192, ""});
  return p;
}

Profile tp_split_llama(int64_t tp, const std::string& engine, bool classes) {
  Profile p = tp_split_profile("llama-3.1-8b.json", tp, engine);
  tp_split_store(p, ComponentClass::all, 16'060'522'496);
  if (classes) {
    tp_split_store(p, ComponentClass::embeddings, 1'050'673'152);
    tp_split_store(p, ComponentClass::lm_head, 1'050'673'152);
    tp_split_store(p, ComponentClass::norms, 532'480);
    tp_split_store(p, ComponentClass::dense, 13'958'643'712);
  }
  return p;
}

CalcTerm tp_split_weights(const CalculatorVerdict& v) {
  REQUIRE(v.nodes.size() == 1);
  const auto& terms = v.nodes[0].terms;
  const auto it = std::find_if(terms.begin(), terms.end(), [](const CalcTerm& t) { return t.id == "weights"; });
  REQUIRE(it != terms.end());
  return *it;
}

bool tp_split_says(const CalcTerm& t, const std::string& words) {
  return std::any_of(t.assumptions.begin(), t.assumptions.end(),
                     [&](const std::string& a) { return a.find(words) != std::string::npos; });
}

}  // namespace

TEST_CASE("TP split: Llama-3.1-8B at TP 2 under vLLM counts the norms whole and the vocabulary split",
          "[calc][weights][tp]") {
  const Hardware hw = test::gpu_hardware(2, 24'000'000'000);
  const Profile p = tp_split_llama(2, "vllm", true);
  const CalcTerm w = tp_split_weights(calculate(p, &hw, test::with(request_from_profile(p), "workspace=0B")));
  // low: 532,480 + (16,060,522,496 - 532,480) / 2; high: the norms, half of each vocabulary
  // tensor (128,256 rows pad to 128,256, 64,128 a rank) and the dense class whole.
  CHECK(w.low.value() == 8'030'527'488);
  CHECK(w.high.value() == 532'480 + 2 * 525'336'576 + 13'958'643'712);
  CHECK(w.high.value() == 15'009'849'344);
  CHECK(w.formula.starts_with("one rank at TP 2 as vLLM shards it: norms 532,480 B whole"));
  CHECK(tp_split_says(w, "13,958,643,712 B (the dense class"));
}

TEST_CASE("TP split: only a total stored size keeps [total / TP, total], saying why", "[calc][weights][tp]") {
  const Hardware hw = test::gpu_hardware(2, 24'000'000'000);
  const Profile p = tp_split_llama(2, "vllm", false);
  const CalcTerm w = tp_split_weights(calculate(p, &hw, test::with(request_from_profile(p), "workspace=0B")));
  CHECK(w.low.value() == 16'060'522'496 / 2);
  CHECK(w.high.value() == 16'060'522'496);
  CHECK(w.formula.find("the rest 16,060,522,496 B whole") != std::string::npos);
  CHECK(tp_split_says(w, "which bytes are which is not in the model facts"));
  // Under another runtime the split is not vLLM's to assume.
  const Profile cpp = tp_split_llama(2, "llama.cpp", true);
  const CalcTerm c = tp_split_weights(calculate(cpp, &hw, test::with(request_from_profile(cpp), "workspace=0B")));
  CHECK(c.low.value() == 16'060'522'496 / 2);
  CHECK(c.high.value() == 16'060'522'496);
  CHECK(tp_split_says(c, "llama.cpp splits layers or weight rows across GPUs in --tensor-split proportions"));
}

TEST_CASE("TP split: DeepSeek-V3 at TP 8 on 8 x 141 GB fits under vLLM once its classes are measured",
          "[calc][weights][tp][placement]") {
  const Hardware hw = test::gpu_hardware(8, 141'000'000'000);
  Profile p = tp_split_profile("deepseek-v3.json", 8, "vllm");
  tp_split_store(p, ComponentClass::all, 688'574'839'360);
  tp_split_store(p, ComponentClass::embeddings, 1'853'358'080);
  tp_split_store(p, ComponentClass::lm_head, 1'853'358'080);
  tp_split_store(p, ComponentClass::norms, 2'013'184);
  tp_split_store(p, ComponentClass::dense, 12'818'511'200);
  tp_split_store(p, ComponentClass::routed_experts, 654'068'416'512);
  tp_split_store(p, ComponentClass::shared_experts, 2'554'954'752);
  tp_split_store(p, ComponentClass::mtp, 15'424'227'552);
  p.serving.speculative = test::words("mtp");
  const CalculatorVerdict v = calculate(p, &hw, test::with(request_from_profile(p), "workspace=4GiB"));
  const CalcTerm w = tp_split_weights(v);
  // Embeddings and LM head: 129,280 rows (a multiple of 64), 16,160 a rank; experts / 8; the
  // dense class and the resident MTP module whole.
  CHECK(w.low.value() == 86'073'616'456);
  CHECK(w.high.value() == 2'013'184 + 2 * 231'669'760 + 82'077'921'408 + 12'818'511'200 + 15'424'227'552);
  CHECK(w.high.value() == 110'786'012'864);
  CHECK(v.kind == VerdictKind::fits);
  // Without speculative decoding the MTP module stays on disk.
  p.serving.speculative = test::words("none");
  const CalcTerm off = tp_split_weights(calculate(p, &hw, test::with(request_from_profile(p), "workspace=4GiB")));
  CHECK(off.low.value() == 84'145'588'012);
  CHECK(off.high.value() == 95'361'785'312);
  // PP 2: how the layers split over the stages is not in the model facts.
  p.parallelism.pp = test::written(Count{2, ""});
  p.parallelism.tp = test::written(Count{4, ""});
  const CalcTerm staged = tp_split_weights(calculate(p, &hw, test::with(request_from_profile(p), "workspace=4GiB")));
  CHECK(tp_split_says(staged, "pipeline stages"));
}

TEST_CASE("TP split: a padded vocabulary TP does not divide counts the embeddings whole", "[calc][weights][tp]") {
  // 128,256 rows pad to 128,256 (2,004 x 64), which 5 does not divide: vLLM's divide refuses it.
  const Model m = tp_split_llama(5, "vllm", true).model;
  WeightBytes w;
  w.low = w.high = 16'060'522'496;
  const auto rank = vllm_rank_weights(m, w, 5);
  REQUIRE(rank);
  CHECK(rank->high == 16'060'522'496);
  CHECK(std::any_of(rank->notes.begin(), rank->notes.end(), [](const std::string& n) {
    return n.find("does not divide by TP 5") != std::string::npos;
  }));
}
