// The calculator verdict: per node, weights + KV + linear state + drafter + workspace against
// one pool's usable capacity. Nodes are never added. A term is an interval [low, high]; an
// estimate or an unknown term can never make `fits`.
#include <algorithm>

#include <fmt/format.h>

#include "brief/plural.h"

#include "derive/calculator_parts.h"
#include "derive/wording.h"

namespace brief::calc {
namespace {

// Where the ranks sit. A `gpu` pool is ONE accelerator's memory, present on each of the
// node's accelerators_per_node, and every rank has an accelerator of its own; a `unified`
// pool is the node's, shared by every rank placed on the node (docs/calculator.md).
struct Parallel {
  std::optional<uint64_t> tp, pp, nodes, ranks, ranks_per_node;
  std::optional<uint64_t> accelerators_per_node;
  const MemoryPool* pool = nullptr;
  bool per_accelerator = false;          // the pool is one accelerator's
  std::optional<uint64_t> ranks_per_unit;  // ranks sharing one pool instance
  std::string refused;                   // why the ranks cannot be placed; empty when they can
  std::vector<std::string> missing;
  std::vector<std::string> derived;      // how pp was derived, when it was
};

const MemoryPool* node_pool(const Hardware* hw) {
  if (!hw) return nullptr;
  for (const auto& p : hw->pools)
    if (p.kind.value == PoolKind::unified) return &p;
  for (const auto& p : hw->pools)
    if (p.kind.value == PoolKind::gpu) return &p;
  return nullptr;
}

Parallel resolve_parallel(const Request& r, const Hardware* hw) {
  Parallel p;
  p.tp = r.tp;
  p.pp = r.pp;
  p.nodes = r.nodes;
  p.pool = node_pool(hw);
  p.per_accelerator = p.pool && p.pool->kind.value == PoolKind::gpu;
  if (hw && hw->accelerators_per_node.present && hw->accelerators_per_node.value > 0)
    p.accelerators_per_node = static_cast<uint64_t>(hw->accelerators_per_node.value);
  if (!p.nodes || *p.nodes == 0) p.missing.push_back("the node count (hardware.nodes)");
  if (!p.tp || *p.tp == 0) p.missing.push_back("tensor parallelism (parallelism.tp or --tp)");
  // TP x PP ranks need TP x PP accelerators: when the nodes hold fewer than 2 x TP, PP is 1.
  if (!p.pp && p.tp && *p.tp > 0 && p.nodes && p.accelerators_per_node) {
    const uint64_t accelerators = *p.nodes * *p.accelerators_per_node;
    if (accelerators / *p.tp == 1) {
      p.pp = 1;
      p.derived.push_back(fmt::format("derived: the profile states no PP, and TP {} fills {}, so a second stage has none",
                                      *p.tp, accelerators == 1 ? std::string("its one accelerator")
                                                               : "all " + count_of(static_cast<int64_t>(accelerators), "accelerator")));
    }
  }
  if (!p.pp || *p.pp == 0) p.missing.push_back("pipeline parallelism (parallelism.pp or --pp)");
  if (p.tp && p.pp && *p.tp > 0 && *p.pp > 0) {
    const unsigned __int128 ranks = static_cast<unsigned __int128>(*p.tp) * *p.pp;
    if (ranks <= UINT64_MAX) p.ranks = static_cast<uint64_t>(ranks);
  }
  if (p.ranks && p.nodes && *p.nodes > 0) {
    if (p.accelerators_per_node && static_cast<unsigned __int128>(*p.nodes) * *p.accelerators_per_node < *p.ranks)
      p.refused = fmt::format("TP {} x PP {} = {} need {}; {} x {} have {}", *p.tp, *p.pp,
                              count_of(static_cast<int64_t>(*p.ranks), "rank"),
                              count_of(static_cast<int64_t>(*p.ranks), "accelerator"),
                              count_of(static_cast<int64_t>(*p.nodes), "node"),
                              count_of(static_cast<int64_t>(*p.accelerators_per_node), "accelerator"),
                              *p.nodes * *p.accelerators_per_node);
    else if (*p.ranks % *p.nodes == 0) p.ranks_per_node = *p.ranks / *p.nodes;
    else p.missing.push_back(fmt::format("an even spread of {} ranks over {} nodes", *p.ranks, *p.nodes));
  }
  if (p.per_accelerator) {
    if (!p.accelerators_per_node)
      p.missing.push_back("the accelerators per node (hardware accelerators_per_node): a gpu pool is one accelerator's");
    else if (p.ranks_per_node) p.ranks_per_unit = 1;
  } else if (p.ranks_per_node) {
    p.ranks_per_unit = p.ranks_per_node;
  }
  return p;
}

const Assumption* assumed(const Request& r, std::string_view term) {
  for (const auto& a : r.assumptions)
    if (a.term == term) return &a;
  return nullptr;
}

CalcTerm exact_term(std::string id, std::string label, uint64_t bytes, std::string formula) {
  CalcTerm t;
  t.id = std::move(id);
  t.label = std::move(label);
  t.low = t.high = Bytes::known(bytes);
  t.formula = std::move(formula);
  return t;
}

CalcTerm unknown_term(std::string id, std::string label, std::vector<std::string> missing) {
  CalcTerm t;
  t.id = std::move(id);
  t.label = std::move(label);
  t.low = t.high = Bytes::unknown(missing.empty() ? std::string() : missing.front());
  t.missing = std::move(missing);
  return t;
}

CalcTerm assumed_term(std::string id, std::string label, const Assumption& a) {
  CalcTerm t;
  t.id = std::move(id);
  t.label = std::move(label);
  t.low = Bytes::known(a.low);
  t.high = Bytes::known(a.high);
  t.formula = "given on the command line";
  t.assumptions.push_back(fmt::format("assumed: {}", a.as_written));
  return t;
}

std::optional<uint64_t> mul(uint64_t a, uint64_t b) {
  const unsigned __int128 v = static_cast<unsigned __int128>(a) * b;
  if (v > UINT64_MAX) return std::nullopt;
  return static_cast<uint64_t>(v);
}

std::string unit_words(const Parallel& par) {
  return par.per_accelerator ? "on the accelerator" : "on the node";
}

// Bytes of one sequence on one rank x the slots x the ranks sharing one pool.
CalcTerm per_unit_term(std::string id, std::string label, const Exact& per_seq, uint64_t slots, const Parallel& par) {
  if (!per_seq.bytes && !per_seq.over_2_64) return unknown_term(std::move(id), std::move(label), per_seq.missing);
  const uint64_t ranks = *par.ranks_per_unit;
  const auto per_rank = per_seq.bytes ? mul(*per_seq.bytes, slots) : std::nullopt;
  const auto per_unit = per_rank ? mul(*per_rank, ranks) : std::nullopt;
  if (!per_unit) {
    // Past 2^64 bytes nothing holds it: a known lower bound of 2^64 - 1, never "missing".
    CalcTerm t = exact_term(std::move(id), std::move(label), UINT64_MAX,
                            fmt::format("({}) x {} x {} {}: over 2^64 bytes", per_seq.formula,
                                        count_of(static_cast<int64_t>(slots), "slot"),
                                        count_of(static_cast<int64_t>(ranks), "rank"), unit_words(par)));
    t.high = Bytes::unknown("over 2^64 bytes");
    t.missing = {"a size under 2^64 bytes (this one is over: it does not fit any pool)"};
    return t;
  }
  CalcTerm t = exact_term(std::move(id), std::move(label), *per_unit,
                          fmt::format("({}) x {} x {} {}", per_seq.formula, count_of(static_cast<int64_t>(slots), "slot"),
                                      count_of(static_cast<int64_t>(ranks), "rank"), unit_words(par)));
  // What the per-layer sizes rest on that the sum's formula cannot show.
  t.assumptions.insert(t.assumptions.end(), per_seq.notes.begin(), per_seq.notes.end());
  return t;
}

const StoredClass* measured_class(const Model& model, ComponentClass cls) {
  for (const auto& st : model.stored)
    if (st.cls.value == cls && st.bytes.present && st.bytes.value.is_known()) return &st;
  return nullptr;
}

// The model has MTP (next-token-prediction) layers: num_nextn_predict_layers > 0, or a
// measured mtp class.
bool has_mtp(const Model& model) {
  const auto& f = model.mtp_layers;
  if (f.present && f.value.known() && f.value.value() > 0) return true;
  const StoredClass* m = measured_class(model, ComponentClass::mtp);
  return m && m->bytes.value.value() > 0;
}

// MTP layers are resident only when speculative decoding uses them (vLLM skips their
// weights otherwise: DeepseekV2ForCausalLM.load_weights, get_spec_layer_idx_from_weight_name).
// Takes them out of the resident weights, or widens the interval when that is not stated.
void resident_without_mtp(const Model& model, const Request& r, WeightBytes& w) {
  if (!has_mtp(model) || r.speculative == "mtp" || (!w.low && !w.high)) return;
  const StoredClass* mtp = measured_class(model, ComponentClass::mtp);
  const auto span = mtp ? stated_interval(mtp->bytes.value) : std::nullopt;
  const bool stated = !r.speculative.empty();
  if (span) {
    const std::string bytes = format_bytes(mtp->bytes.value);
    if (w.low) w.low = *w.low > span->high ? *w.low - span->high : 0;
    if (stated && w.high) w.high = *w.high > span->low ? *w.high - span->low : 0;
    w.formula += fmt::format(" - {} MTP", bytes);
    w.caveats.push_back(
        stated ? fmt::format("MTP layers ({}) on disk, not resident: speculative decoding is '{}' ({})", bytes,
                             r.speculative, r.speculative_source)
               : fmt::format("MTP layers ({}) counted only in the high bound: resident only with speculative decoding "
                             "by MTP (serving.speculative not stated)",
                             bytes));
    return;
  }
  // Their bytes are not in the model facts: the stored bytes are only an upper bound.
  w.low.reset();
  w.caveats.push_back(
      stated ? fmt::format("MTP layers on disk, not resident (speculative decoding '{}'), but their bytes are not in "
                           "the model facts (model.stored, class mtp): the stored bytes are only an upper bound",
                           r.speculative)
             : "MTP layers resident only with speculative decoding by MTP (serving.speculative not stated), and their "
               "bytes are not in the model facts (model.stored, class mtp): the stored bytes are only an upper bound");
  w.missing.push_back("the stored bytes of the MTP layers (model.stored, class mtp)");
}

// What each rank holds beyond an even split, and why (vLLM: RMSNorm weights and ReplicatedLinear
// layers are whole on every TP rank; QKVParallelLinear replicates KV heads when TP > KV heads).
std::vector<std::string> replicated_parts(const Model& model, const Parallel& par) {
  std::vector<std::string> out;
  const uint64_t tp = par.tp.value_or(1);
  if (tp > 1) {
    out.push_back("norms (whole on every TP rank)");
    const auto& kv = model.kv_heads;
    if (kv.present && kv.value.known() && kv.value.value() > 0 && static_cast<uint64_t>(kv.value.value()) < tp)
      out.push_back(fmt::format("the K/V projections (each of {} KV heads on {} of TP {} ranks)", kv.value.value(),
                                tp / static_cast<uint64_t>(kv.value.value()), tp));
    if (std::any_of(model.layer_groups.begin(), model.layer_groups.end(),
                    [](const LayerGroup& g) { return g.kind.value == LayerKind::mla; }))
      out.push_back("MLA's down-projections (q_a_proj, kv_a_proj_with_mqa: replicated)");
    if (model.routed_experts.present && model.routed_experts.value.known() && model.routed_experts.value.value() > 0)
      out.push_back("the MoE router (replicated)");
    out.push_back("vocabulary padding of the split embeddings");
  }
  if (par.pp && *par.pp > 1) out.push_back("uneven pipeline stages (embeddings on the first, the LM head on the last)");
  if (!par.per_accelerator && par.nodes && *par.nodes > 1) out.push_back("an uneven split over the nodes");
  return out;
}

// A weights bound: an estimate (parameters x a nominal bits per weight) is approximate, so it
// prints at three significant digits ("about 74.8 GiB"), never as a byte-exact count.
Bytes weight_bytes(uint64_t n, bool estimate) { return estimate ? Bytes::approximately(n, {}) : Bytes::known(n); }

// The weights term from one rank's share as vLLM shards it, times the ranks on the pool.
CalcTerm vllm_weights_term(const WeightBytes& w, const RankWeights& rank, const Parallel& par) {
  const uint64_t ranks = *par.ranks_per_unit;
  CalcTerm t;
  t.id = "weights";
  t.label = "Weights";
  t.estimate = w.estimate;
  t.missing = w.missing;
  const auto low = mul(rank.low, ranks), high = mul(rank.high, ranks);
  t.low = low ? weight_bytes(*low, w.estimate) : Bytes::unknown("over 2^64 bytes");
  t.high = high ? weight_bytes(*high, w.estimate) : Bytes::unknown("over 2^64 bytes");
  t.formula = ranks == 1 ? rank.formula : fmt::format("({}) x {} {}", rank.formula,
                                                      count_of(static_cast<int64_t>(ranks), "rank"), unit_words(par));
  for (const auto& c : w.caveats) t.assumptions.push_back(c);
  if (w.estimate)
    t.assumptions.push_back("estimate: parameters x the checkpoint's stated bits per weight, not measured bytes");
  t.assumptions.push_back(
      "split as vLLM shards it (vocab_parallel_embedding.py, linear.py, models/deepseek_v2.py): the low end is the "
      "norms whole and the rest evenly split; the high end counts whole every byte whose split is not known");
  t.assumptions.insert(t.assumptions.end(), rank.notes.begin(), rank.notes.end());
  return t;
}

CalcTerm weights_term(const Model& model, const Request& r, const Parallel& par) {
  if (const Assumption* a = assumed(r, "weights")) return assumed_term("weights", "Weights", *a);
  WeightBytes w = model_weights(model);
  resident_without_mtp(model, r, w);
  // A pool holds the share of the ranks on it. One rank holds at least 1 / ranks of the
  // weights (an even split) and at most all of them (replicated tensors add to each rank and
  // their bytes are not in the model facts); one rank alone holds exactly all.
  if (par.per_accelerator && (!par.ranks || !par.ranks_per_unit))
    return unknown_term("weights", "Weights",
                        w.missing.empty() ? std::vector<std::string>{"the rank count (TP x PP) that splits the weights "
                                                                     "over accelerators"}
                                          : w.missing);
  if (!par.per_accelerator && (!par.nodes || *par.nodes == 0))
    return unknown_term("weights", "Weights", {"the node count (hardware.nodes)"});
  const bool one_rank = par.ranks && *par.ranks == 1;
  // Under vLLM at PP 1, one rank's share follows vLLM's split of the measured classes.
  if (r.runtime == "vllm" && !one_rank && par.pp == std::optional<uint64_t>(1) && par.ranks && par.ranks_per_unit)
    if (const auto rank = vllm_rank_weights(model, w, *par.ranks)) return vllm_weights_term(w, *rank, par);
  const uint64_t of = par.per_accelerator ? *par.ranks : *par.nodes;
  CalcTerm t;
  t.id = "weights";
  t.label = "Weights";
  t.estimate = w.estimate;
  t.missing = w.missing;
  const std::string why = w.missing.empty() ? std::string() : w.missing.front();
  if (w.low) t.low = weight_bytes(*w.low / of, w.estimate);  // a low end rounds down
  else t.low = Bytes::unknown(why);
  std::optional<uint64_t> high;
  if (w.high && one_rank) high = *w.high;
  else if (w.high && par.ranks_per_unit) high = mul(*w.high, *par.ranks_per_unit);
  if (high) t.high = weight_bytes(*high, w.estimate);
  else t.high = Bytes::unknown(!w.high ? why : "the ranks on each pool (TP x PP), each of which may hold every replicated tensor");
  if (w.high && !high && !par.ranks_per_unit) t.missing.push_back("the ranks on each pool (TP x PP)");
  const std::string split = of > 1 ? (par.per_accelerator ? fmt::format(" / {} ranks", of) : fmt::format(" / {} nodes", of))
                                   : std::string();
  t.formula = w.formula.empty() ? std::string() : split.empty() ? w.formula : fmt::format("({}){}", w.formula, split);
  for (const auto& c : w.caveats) t.assumptions.push_back(c);
  if (w.estimate)
    t.assumptions.push_back("estimate: parameters x the checkpoint's stated bits per weight, not measured bytes");
  if (!one_rank && par.ranks) {
    const auto parts = replicated_parts(model, par);
    const uint64_t per_pool = par.ranks_per_unit.value_or(1);
    t.assumptions.push_back(fmt::format(
        "lower bound {}: the even split over {}; {} add to each rank and their bytes are not in the model facts, so "
        "the high end is the whole checkpoint on {}",
        t.low.is_known() ? format_bytes(t.low) : std::string("unknown"),
        count_of(static_cast<int64_t>(of), par.per_accelerator ? "rank" : "node"),
        parts.empty() ? std::string("replicated tensors") : fmt::format("{}", fmt::join(parts, ", ")),
        per_pool == 1 ? std::string("the pool's one rank")
                      : fmt::format("each of the pool's {}", count_of(static_cast<int64_t>(per_pool), "rank"))));
    // Why vLLM's split was not used: say which fact it needed.
    // The per-class split is the named runtime's rule; brief knows one runtime's (vLLM's).
    if (r.runtime.empty())
      t.assumptions.push_back("the runtime is not stated (serving.engine or --runtime), so how it splits each class "
                              "of the weights over the ranks is not known");
    else if (r.runtime == "llama.cpp")
      t.assumptions.push_back("llama.cpp splits layers or weight rows across GPUs in --tensor-split proportions "
                              "(llama_split_mode), not by a TP rule brief can apply per class");
    else if (r.runtime != "vllm")
      t.assumptions.push_back(fmt::format("how {} splits each class of the weights over the ranks is not known to brief",
                                          r.runtime));
    else if (par.pp && *par.pp > 1)
      t.assumptions.push_back("how the layers split across pipeline stages is not in the model facts");
  }
  return t;
}

std::string context_over_limit(uint64_t context, uint64_t limit) {
  return fmt::format("a context within the model's limit: {} tokens is past max_position_embeddings {} (the model "
                     "is not configured for it; vLLM refuses a max_model_len past it)",
                     group_thousands(context), group_thousands(limit));
}

CalcTerm kv_term(const Model& model, const Request& r, const Parallel& par) {
  std::vector<std::string> missing = par.missing;
  if (!r.context) missing.push_back("the context per request (serving.context_per_request or --context)");
  if (!r.slots) missing.push_back("the slot count (serving.slots or --slots)");
  const KvDtype dtype = kv_cache_dtype(model, r);
  if (!dtype.missing.empty()) missing.push_back(dtype.missing);
  if (par.pp && *par.pp > 1) missing.push_back("how the layers split across pipeline stages");
  if (model.layer_groups.empty())
    missing.push_back(model.layout_unknown.value.empty()
                          ? "the layer layout (model.layer_groups)"
                          : fmt::format("the layer layout (model.layer_groups): {}",
                                        derivation::as_clause(model.layout_unknown.value)));
  if (const auto limit = model_context_limit(model); limit && r.context && *r.context > *limit)
    missing.push_back(context_over_limit(*r.context, *limit));
  if (par.tp)
    if (auto refusal = tp_refusal(model, *par.tp, r.runtime); !refusal.empty()) missing.push_back(refusal.why);
  if (!missing.empty() || !par.ranks_per_unit) return unknown_term("kv-cache", "KV cache", missing);
  // Low: the theoretical minimum. High: what the named runtime reserves, in its own units.
  CalcTerm t = per_unit_term("kv-cache", "KV cache", kv_bytes(model, *dtype.low, *par.tp, *r.context), *r.slots, par);
  if (!t.low.is_known()) return t;
  if (!dtype.resolved.empty())
    t.assumptions.push_back(fmt::format("KV cache dtype {} = {}, from {}", r.kv_dtype, dtype.resolved, dtype.source));
  if (!dtype.note.empty()) t.assumptions.push_back(dtype.note);
  const Reservation res = kv_reservation(model, *dtype.high, *par.tp, *r.context, r);
  const CalcTerm high = per_unit_term("kv-cache", "KV cache", res.bytes, *r.slots, par);
  t.bounds.push_back({"theoretical minimum", t.low, t.formula, "docs/calculator.md (KV bytes per token per layer)"});
  t.bounds.push_back({res.name, high.high, high.formula.empty() ? std::string() : high.formula, res.source});
  t.high = high.high;
  if (high.high.is_known() && high.high.value() < t.low.value()) t.high = t.low;  // never under the minimum
  for (const auto& m : high.missing) t.missing.push_back(fmt::format("the upper bound: {}", m));
  if (par.tp && model.kv_heads.present && model.kv_heads.value.known() && model.kv_heads.value.value() > 0 &&
      *par.tp > static_cast<uint64_t>(model.kv_heads.value.value()))
    t.assumptions.push_back(fmt::format("replicated: TP {} > {} KV heads, so each rank keeps one KV head, each head "
                                        "on {} ranks (vLLM QKVParallelLinear)",
                                        *par.tp, model.kv_heads.value.value(),
                                        *par.tp / static_cast<uint64_t>(model.kv_heads.value.value())));
  return t;
}

bool has_linear_layers(const Model& model) {
  return std::any_of(model.layer_groups.begin(), model.layer_groups.end(),
                     [](const LayerGroup& g) { return g.kind.value == LayerKind::linear_attention; });
}

constexpr const char* kLlamaCppStateSource =
    "src/llama-model.cpp (create_memory: llama_memory_recurrent and llama_memory_hybrid are given GGML_TYPE_F32, "
    "GGML_TYPE_F32 for the r and s states, whatever the cache type)";

// llama.cpp keeps every recurrent state (Mamba conv and SSM, DeltaNet, KDA, lightning) in F32,
// whatever the cache type: the state dtype is the runtime's, not the profile's.
CalcTerm llama_cpp_state_term(const Model& model, const Request& r, const Parallel& par,
                              std::vector<std::string> missing) {
  if (!missing.empty() || !par.ranks_per_unit) return unknown_term("linear-state", "Linear-attention state", missing);
  const ElementSize f32 = *cache_element_size("fp32");
  CalcTerm t = per_unit_term("linear-state", "Linear-attention state", linear_state_bytes(model, StateSizes{f32, f32, r.runtime}, *par.tp),
                             *r.slots, par);
  if (!t.high.is_known()) return t;
  t.formula += ", in fp32 as llama.cpp keeps recurrent state";
  t.bounds.push_back({"llama.cpp reservation", t.high, "", kLlamaCppStateSource});
  t.assumptions.push_back(
      r.state_dtype.empty() || cache_element_size(r.state_dtype).value_or(ElementSize{}).name == "fp32"
          ? std::string("llama.cpp keeps recurrent state in fp32 whatever the cache type (src/llama-model.cpp "
                        "create_memory)")
          : fmt::format("llama.cpp keeps recurrent state in fp32 whatever the cache type, not in the stated {} "
                        "({}; src/llama-model.cpp create_memory)",
                        r.state_dtype, r.state_dtype_source));
  return t;
}

std::optional<CalcTerm> state_term(const Model& model, const Request& r, const Parallel& par) {
  if (!model.layer_groups.empty() && !has_linear_layers(model)) return std::nullopt;
  std::vector<std::string> missing = par.missing;
  if (model.layer_groups.empty()) missing.push_back("the layer layout (model.layer_groups): recurrent state unknown");
  if (!r.slots) missing.push_back("the slot count (serving.slots or --slots)");
  if (r.runtime == "llama.cpp") return llama_cpp_state_term(model, r, par, std::move(missing));
  const auto size = cache_element_size(r.state_dtype);
  if (!size) missing.push_back(r.state_dtype.empty() ? "the recurrent state dtype (serving.state_dtype or --state-dtype)"
                                                     : fmt::format("a known state dtype (got '{}')", r.state_dtype));
  // The temporal state in its own dtype when one is stated; else in the state dtype, as vLLM's
  // mamba_ssm_cache_dtype "auto" keeps it (calculator.h, StateSizes).
  const auto temporal = r.temporal_state_dtype.empty() ? size : cache_element_size(r.temporal_state_dtype);
  if (!temporal && !r.temporal_state_dtype.empty())
    missing.push_back(fmt::format("a known temporal state dtype (got '{}')", r.temporal_state_dtype));
  if (!missing.empty() || !par.ranks_per_unit) return unknown_term("linear-state", "Linear-attention state", missing);
  return per_unit_term("linear-state", "Linear-attention state",
                       linear_state_bytes(model, StateSizes{*size, *temporal, r.runtime}, *par.tp), *r.slots, par);
}

// A runtime or separate row of the profile (workspace, drafter): its per-rank bytes x the
// node's ranks when stated; else an explicit assumption; else unknown.
std::optional<CalcTerm> profile_row_term(const Profile& p, const Request& r, const Parallel& par, std::string id,
                                         std::string label, bool (*matches)(const Component&)) {
  if (const Assumption* a = assumed(r, id)) return assumed_term(id, label, *a);
  const Component* row = nullptr;
  for (const auto& c : p.components)
    if (matches(c)) row = &c;
  if (!row) return std::nullopt;
  const Bytes& per_rank = row->per_rank.value;
  const auto span = stated_interval(per_rank);
  if (span && par.ranks_per_unit) {
    const auto low = mul(span->low, *par.ranks_per_unit), high = mul(span->high, *par.ranks_per_unit);
    if (low && high) {
      CalcTerm t = exact_term(id, label, *low,
                              fmt::format("{} per rank (profile row {}) x {} {}", format_bytes(per_rank), row->id.value,
                                          count_of(static_cast<int64_t>(*par.ranks_per_unit), "rank"), unit_words(par)));
      t.high = Bytes::known(*high);
      if (span->low != span->high)
        t.assumptions.push_back(fmt::format("approximate: '{}' is an interval at its stated precision",
                                            per_rank.as_written()));
      return t;
    }
  }
  // Name what is missing: the row's bytes, or (the row states them) the ranks they are
  // multiplied by, e.g. when TP x PP ranks cannot be placed on the accelerators.
  if (span && !par.ranks_per_unit)
    return unknown_term(
        id, label,
        {fmt::format("{} bytes on each pool: profile row {} states {} per rank, but {}", id, row->id.value,
                     format_bytes(per_rank),
                     !par.refused.empty() ? "the ranks cannot be placed, so no pool's rank count is known"
                                          : "the ranks on each pool (TP x PP) are not known")});
  if (span)
    return unknown_term(id, label,
                        {fmt::format("{} bytes under 2^64 (profile row {}: {} per rank x the pool's ranks is over)",
                                     id, row->id.value, format_bytes(per_rank))});
  if (per_rank.is_known())
    return unknown_term(id, label,
                        {fmt::format("the precision of profile row {}'s per-rank bytes '{}' (or --assume {}=SIZE)",
                                     row->id.value, per_rank.as_written(), id)});
  return unknown_term(id, label,
                      {fmt::format("{} bytes (profile row {} states no per-rank bytes; or --assume {}=SIZE)", id,
                                   row->id.value, id)});
}

bool is_workspace(const Component& c) { return c.role.value == ComponentRole::runtime && c.access.value == Access::runtime_scratch; }
bool is_drafter(const Component& c) { return c.role.value == ComponentRole::separate_resident; }

void add_inputs(CalculatorVerdict& v, const Request& r, const Parallel& par) {
  auto opt = [](const std::optional<uint64_t>& x, const char* unit) {
    return x ? fmt::format("{}{}", group_thousands(*x), unit) : std::string("unknown");
  };
  v.inputs.push_back({"context per request", opt(r.context, " tokens"), r.context_source});
  v.inputs.push_back({"slots", opt(r.slots, ""), r.slots_source});
  v.inputs.push_back({"KV cache dtype", r.kv_dtype.empty() ? "unknown" : r.kv_dtype, r.kv_dtype_source});
  v.inputs.push_back({"state dtype", r.state_dtype.empty() ? "unknown" : r.state_dtype, r.state_dtype_source});
  if (!r.temporal_state_dtype.empty())
    v.inputs.push_back({"temporal state dtype", r.temporal_state_dtype, r.temporal_state_dtype_source});
  v.inputs.push_back({"nodes", opt(par.nodes, ""), "profile hardware.nodes"});
  v.inputs.push_back({"accelerators per node", opt(par.accelerators_per_node, ""),
                      // Where the count comes from and what one pool is, in a whole phrase:
                      // "the node's" alone read cut off, and said nothing when no entry resolved.
                      !par.pool            ? "hardware: no resolved entry with a unified or gpu pool"
                      : par.per_accelerator ? "hardware entry; a gpu pool is one accelerator's memory"
                                            : "hardware entry; the unified pool is the node's, shared by its accelerators"});
  v.inputs.push_back({"TP", opt(par.tp, ""), r.tp_source});
  v.inputs.push_back({"PP", opt(par.pp, ""), par.derived.empty() ? r.pp_source : par.derived.front()});
  v.inputs.push_back({"runtime", r.runtime.empty() ? "unknown" : r.runtime, r.runtime_source});
  if (r.runtime == "vllm") v.inputs.push_back({"block size", opt(r.block_size, " tokens"), r.block_size_source});
  if (r.runtime == "vllm" || r.runtime == "llama.cpp")
    v.inputs.push_back({r.runtime == "vllm" ? "max_num_batched_tokens" : "n_ubatch", opt(r.max_num_batched_tokens, " tokens"),
                        r.batched_tokens_source});
  v.inputs.push_back({"speculative decoding", r.speculative.empty() ? "unknown" : r.speculative, r.speculative_source});
}

}  // namespace

CalculatorVerdict calculate(const Profile& profile, const Hardware* hardware, const Request& request) {
  CalculatorVerdict v;
  v.has_model = profile.model.present;
  const Parallel par = resolve_parallel(request, hardware);
  add_inputs(v, request, par);
  if (!profile.model.present) {
    v.reasons.push_back({"calculator-no-model",
                         "The profile has no model facts, so the calculator computes nothing. The sourced memory "
                         "verdict does not depend on it."});
    v.missing.push_back({"calculator-missing", "Model facts: a model: section (brief inspect measures them from a "
                                               "checkpoint)."});
    return v;
  }
  const Model& model = profile.model;
  // The KV bytes one token adds on one rank, when they can be known: the figure every KV term
  // multiplies.
  const KvDtype dtype = kv_cache_dtype(model, request);
  if (!dtype.resolved.empty())
    v.inputs.push_back({fmt::format("KV cache dtype {}", request.kv_dtype), dtype.resolved, dtype.source});
  if (const auto& size = dtype.low; size && par.tp && *par.tp > 0) {
    const Exact per_token = kv_bytes_per_token(model, *size, *par.tp);
    v.inputs.push_back({"KV bytes per token",
                        per_token.bytes ? fmt::format("{} B", group_thousands(*per_token.bytes)) : "unknown",
                        fmt::format("model facts, one rank at TP {}", *par.tp)});
    if (dtype.high && dtype.high->name != size->name) {
      const Exact wide = kv_bytes_per_token(model, *dtype.high, *par.tp);
      v.inputs.push_back({fmt::format("KV bytes per token in {}", dtype.high->name),
                          wide.bytes ? fmt::format("{} B", group_thousands(*wide.bytes)) : "unknown",
                          "the reservation's dtype (vLLM --dtype float32)"});
    }
    const Exact kept = kv_bytes_per_token_kept(model, *size, *par.tp, request);
    if (kept.bytes && per_token.bytes && *kept.bytes != *per_token.bytes)
      v.inputs.push_back({fmt::format("KV bytes per token as {} keeps them", request.runtime),
                          fmt::format("{} B", group_thousands(*kept.bytes)),
                          "fp8_ds_mla, 656 B a layer for the latent (vLLM FlashMLASparseBackend), the upper bound's "
                          "layout"});
  }
  const auto limit = model_context_limit(model);
  v.inputs.push_back({"model context limit", limit ? fmt::format("{} tokens", group_thousands(*limit)) : "unknown",
                      "model max_position_embeddings"});
  std::vector<CalcTerm> terms;
  terms.push_back(weights_term(model, request, par));
  terms.push_back(kv_term(model, request, par));
  if (auto s = state_term(model, request, par)) terms.push_back(std::move(*s));
  if (auto d = profile_row_term(profile, request, par, "drafter", "Drafter", is_drafter)) terms.push_back(std::move(*d));
  if (auto w = profile_row_term(profile, request, par, "workspace", "Workspace", is_workspace))
    terms.push_back(std::move(*w));
  else if (!assumed(request, "workspace"))
    // The label names the term; the missing fact says what would give it, without the label again.
    terms.push_back(unknown_term("workspace", "Workspace and runtime overhead",
                                 {"a stated size (a workspace row, or --assume workspace=SIZE)"}));

  const MemoryPool* pool = par.pool;
  const uint64_t nodes = par.nodes.value_or(0);
  bool any_over = false, between = false, all_under = nodes > 0 && par.refused.empty();
  for (uint64_t k = 1; k <= nodes; ++k) {
    CalcNode n;
    n.node = static_cast<int>(k);
    n.terms = terms;
    if (pool) {
      n.pool_label = par.per_accelerator
                         ? fmt::format("node {} {}, each accelerator (one rank on each; {} per node)", k, pool->id.value,
                                       par.accelerators_per_node ? group_thousands(*par.accelerators_per_node)
                                                                 : std::string("unknown"))
                         : fmt::format("node {} {}", k, pool->id.value);
      if (pool->usable.value.is_known()) {
        n.usable = pool->usable.value;
        n.capacity_source = pool->usable_source.value.empty() ? "usable capacity" : pool->usable_source.value;
      } else if (pool->nominal.value.is_known()) {
        n.usable = pool->nominal.value;
        n.capacity_source = "usable capacity unknown; nominal capacity used";
      }
    } else {
      n.pool_label = fmt::format("node {}", k);
      n.capacity_source = hardware ? "the hardware has no unified or GPU pool" : "the hardware id did not resolve";
    }
    unsigned __int128 low = 0, high = 0;
    bool high_known = true, exact = true, any_low = false;
    for (const auto& t : n.terms) {
      if (t.low.is_known() && !t.estimate) low += t.low.value(), any_low = true;
      if (t.high.is_known()) high += t.high.value();
      else high_known = false;
      if (t.estimate) exact = false;
    }
    // No bound at all when no exact or assumed term is known: never a bare 0 bytes. A low
    // bound past 2^64 is still a bound: 2^64 - 1 bytes is already more than any pool.
    if (!any_low) n.low = Bytes::unknown("No exact or assumed term is known");
    else n.low = Bytes::known(low <= UINT64_MAX ? static_cast<uint64_t>(low) : UINT64_MAX);
    if (high_known && high <= UINT64_MAX) n.high = Bytes::known(static_cast<uint64_t>(high));
    // An approximate capacity ("about 121.6 GiB") is an interval: over means over its high
    // end, under means under its low end.
    const auto capacity = stated_interval(n.usable);
    if (n.usable.is_known() && !capacity)
      n.capacity_source += "; its precision is unreadable, so it is not compared";
    else if (capacity && capacity->low != capacity->high)
      // The interval at one digit past the stated one ("121.55 GiB to 121.65 GiB"): its ends
      // in bytes would print digits the source never gave.
      n.capacity_source += fmt::format(
          "; approximate: compared as {} to {}, what rounds to it",
          format_at_precision(capacity->low, {n.usable.precision().unit, n.usable.precision().decimals + 1}),
          format_at_precision(capacity->high, {n.usable.precision().unit, n.usable.precision().decimals + 1}));
    if (capacity && n.low.is_known() && n.low.value() > capacity->high) any_over = true;
    // The low bound fits and the high bound does not: the verdict lies between them.
    if (capacity && n.low.is_known() && n.high.is_known() && n.low.value() <= capacity->high &&
        n.high.value() > capacity->low)
      between = true;
    if (!(exact && n.high.is_known() && capacity && n.high.value() <= capacity->low)) all_under = false;
    v.nodes.push_back(std::move(n));
  }
  if (!par.refused.empty()) {
    v.kind = VerdictKind::does_not_fit;
    v.reasons.push_back({"calculator-ranks-over-accelerators",
                         fmt::format("The ranks cannot be placed: {}. Every rank needs an accelerator of its own.",
                                     par.refused)});
  } else if (any_over) {
    v.kind = VerdictKind::does_not_fit;
    v.reasons.push_back({"calculator-low-bound-over",
                         par.per_accelerator
                             ? "The exact and assumed terms alone exceed one accelerator's usable capacity. Other "
                               "accelerators' free capacity does not help: pools are never added."
                             : "The exact and assumed terms alone exceed a node's usable capacity. Other nodes' free "
                               "capacity does not help: nodes are never added."});
  } else if (all_under) {
    v.kind = VerdictKind::fits;
    v.reasons.push_back({"calculator-high-bound-under",
                         par.per_accelerator
                             ? "Every term is known or explicitly assumed, and the high bound is under the usable "
                               "capacity of every accelerator, one by one."
                             : "Every term is known or explicitly assumed, and the high bound is under the usable "
                               "capacity on every node, node by node."});
  } else {
    v.kind = VerdictKind::unknown;
    if (limit && request.context && *request.context > *limit)
      v.reasons.push_back({"calculator-context-over-limit",
                           fmt::format("Refused: {} tokens is past the model's max_position_embeddings ({} tokens).",
                                       group_thousands(*request.context), group_thousands(*limit))});
    if (between)
      v.reasons.push_back({"calculator-between-bounds",
                           "The low bound fits and the high bound does not: the verdict lies between them (the "
                           "runtime's reservation or a lower-bound term decides it)."});
    // The reason names the cause that is there: a capacity that cannot be read is not an
    // unknown term, and every term known is no "some term is unknown".
    bool terms_open = false;
    for (const auto& t : terms) terms_open |= t.estimate || !t.low.is_known() || !t.high.is_known() || !(t.low == t.high);
    if (!hardware)
      v.reasons.push_back({"calculator-no-hardware",
                           fmt::format("The hardware entry '{}' was not found among the loaded hardware entries, so "
                                       "there is no capacity to compare against and no fit is computed.",
                                       profile.hardware.id.value)});
    else if (!pool)
      v.reasons.push_back({"calculator-no-pool",
                           fmt::format("The hardware entry '{}' has no unified or GPU pool, so there is no capacity "
                                       "to compare against and no fit is computed.",
                                       hardware->id.value)});
    if (!terms_open && hardware && pool)
      v.reasons.push_back({"calculator-capacity-undecided",
                           "Every term is known, but a node's usable capacity is unknown or, at its stated "
                           "precision, neither above nor below the high bound, so no fit is computed."});
    else if (terms_open)
      v.reasons.push_back({"calculator-unknown",
                           "Some term is unknown, an estimate or a lower bound, so no fit is computed; the missing "
                           "inputs are listed."});
  }
  // A TP the runtime refuses (or whose split brief cannot state) is a reason whatever the
  // verdict: a does-not-fit on other grounds does not make it servable.
  if (par.tp)
    if (auto refusal = tp_refusal(model, *par.tp, request.runtime); !refusal.empty()) {
      Caveat reason{refusal.id, refusal.id == "calculator-tp-refused" ? fmt::format("Refused: {}.", refusal.why)
                                                                       : fmt::format("{}.", refusal.why)};
      // First when it is why the verdict stays unknown; after the verdict's own reason otherwise.
      v.reasons.insert(v.kind == VerdictKind::unknown ? v.reasons.begin() : v.reasons.end(), std::move(reason));
    }
  std::vector<std::string> seen;
  for (const auto& t : terms) {
    for (const auto& m : t.missing) {
      if (std::find(seen.begin(), seen.end(), m) != seen.end()) continue;
      seen.push_back(m);
      v.missing.push_back({"calculator-missing", fmt::format("{}: {}.", t.label, m)});
    }
    for (const auto& a : t.assumptions) v.assumptions.push_back({"calculator-assumption", fmt::format("{}: {}.", t.label, a)});
  }
  if (!hardware) v.missing.push_back({"calculator-missing", "Node capacity: the hardware id did not resolve."});
  return v;
}

MaxContext max_context(const Profile& profile, const Hardware* hardware, Request request, uint64_t limit) {
  MaxContext out;
  out.model_limit = model_context_limit(profile.model);
  // The search never passes the model's own limit: a longer context is refused, not computed.
  const uint64_t top = out.model_limit ? std::min(*out.model_limit, limit) : limit;
  request.context = 1;
  CalculatorVerdict at_one = calculate(profile, hardware, request);
  if (at_one.kind == VerdictKind::does_not_fit) {
    out.tokens = 0;
    return out;
  }
  if (at_one.kind == VerdictKind::unknown) {
    for (const auto& m : at_one.missing)
      if (m.text.find("context per request") == std::string::npos) out.missing.push_back(m.text);
    // Nothing missing but still unknown (a verdict between its bounds): say why.
    if (out.missing.empty())
      for (const auto& reason : at_one.reasons)
        if (reason.id != "calculator-unknown") out.missing.push_back(reason.text);
    return out;
  }
  // KV grows with the context and nothing else does: the fitting contexts are a prefix.
  uint64_t lo = 1, hi = top;
  request.context = hi;
  if (calculate(profile, hardware, request).kind == VerdictKind::fits) {
    if (out.model_limit && top == *out.model_limit) {
      out.tokens = top;
      out.stopped_at_model_limit = true;
    } else {
      // Memory allows the whole range and the model's limit is unknown: no honest answer.
      out.stopped_at_search_limit = true;
      out.missing.push_back(fmt::format(
          "the model's context limit (model max_position_embeddings): memory alone allows more than {} tokens",
          group_thousands(top)));
    }
    return out;
  }
  while (hi - lo > 1) {
    const uint64_t mid = lo + (hi - lo) / 2;
    request.context = mid;
    (calculate(profile, hardware, request).kind == VerdictKind::fits ? lo : hi) = mid;
  }
  out.tokens = lo;
  return out;
}

}  // namespace brief::calc
