// What the named runtime reserves for the KV of one sequence: the KV term's upper bound.
// Each rule is read from the runtime's own source (named beside every figure); where the
// rule or one of its inputs is not known, the bound is unknown, never guessed.
#include <algorithm>

#include <fmt/format.h>

#include "brief/plural.h"
#include "derive/calculator.h"
#include "model/names.h"

namespace brief::calc {
namespace {

using u128 = unsigned __int128;

constexpr const char* kVllmSource =
    "vllm/v1/kv_cache_interface.py (FullAttentionSpec, SlidingWindowSpec, MLAAttentionSpec: max_memory_usage_bytes)";
constexpr const char* kLlamaCppSource =
    "src/llama-context.cpp (n_ctx_seq = GGML_PAD(n_ctx / n_seq_max, 256)) and src/llama-kv-cache-iswa.cpp "
    "(size_swa = GGML_PAD(n_swa + n_ubatch, 256), at most the base size)";
constexpr const char* kSglangSource = "python/sglang/srt/model_executor/model_runner_kv_cache_mixin.py";

uint64_t round_up(uint64_t v, uint64_t to) { return (v + to - 1) / to * to; }

bool ggml_block_type(const ElementSize& size) { return size.block_elements > 1; }

// A sliding-window group's window, when it and the tokens one step may take are both known;
// else nullopt and *why names the one missing (`batched`: the runtime's name for the step).
std::optional<uint64_t> sliding_inputs(const LayerGroup& g, const Request& r, const char* batched, const char* keeps,
                                       std::string* why) {
  if (!g.window.present || !g.window.value.known()) {
    *why = "the sliding window of a sliding-window group";
    return std::nullopt;
  }
  if (!r.max_num_batched_tokens) {
    *why = fmt::format("{} (serving.max_num_batched_tokens or --max-num-batched-tokens): a sliding-window layer keeps "
                       "{}",
                       batched, keeps);
    return std::nullopt;
  }
  return static_cast<uint64_t>(g.window.value.value());
}

// Tokens the runtime keeps for one layer group of one sequence; nullopt (and *why) when unknown.
using TokenRule = std::optional<uint64_t> (*)(const LayerGroup&, uint64_t context, const Request&, std::string* why,
                                              std::string* formula);

std::optional<uint64_t> vllm_tokens(const LayerGroup& g, uint64_t context, const Request& r, std::string* why,
                                    std::string* formula) {
  if (!r.block_size || *r.block_size == 0) {
    *why = "vLLM's block size (serving.block_size or --block-size): it reserves whole blocks";
    return std::nullopt;
  }
  const uint64_t b = *r.block_size;
  if (g.kind.value != LayerKind::sliding_window) {
    // FullAttentionSpec (MLA too): cdiv(max_model_len, block_size) blocks.
    *formula = fmt::format("ceil({} / {}) x {} tokens", group_thousands(context), b, b);
    return round_up(context, b);
  }
  const auto window = sliding_inputs(g, r, "vLLM's max_num_batched_tokens", "window - 1 + that many tokens", why);
  if (!window) return std::nullopt;
  // SlidingWindowSpec: (cdiv(min(window - 1 + max_num_batched_tokens, max_model_len), block) + 1) blocks.
  const uint64_t kept = std::min<uint64_t>(*window - 1 + *r.max_num_batched_tokens, context);
  *formula = fmt::format("(ceil(min({} - 1 + {}, {}) / {}) + 1) x {} tokens", group_thousands(*window),
                         group_thousands(*r.max_num_batched_tokens), group_thousands(context), b, b);
  return round_up(kept, b) + b;
}

std::optional<uint64_t> llama_cpp_tokens(const LayerGroup& g, uint64_t context, const Request& r, std::string* why,
                                         std::string* formula) {
  // Cells per sequence are padded to 256; a unified cache pads the sum, which is no more.
  const uint64_t full = round_up(context, 256);
  if (g.kind.value != LayerKind::sliding_window) {
    *formula = fmt::format("pad({}, 256) cells", group_thousands(context));
    return full;
  }
  const auto window = sliding_inputs(g, r, "llama.cpp's n_ubatch", "window + n_ubatch cells", why);
  if (!window) return std::nullopt;
  *formula = fmt::format("min(pad({} + {}, 256), pad({}, 256)) cells (without --swa-full)", group_thousands(*window),
                         group_thousands(*r.max_num_batched_tokens), group_thousands(context));
  return std::min(full, round_up(*window + *r.max_num_batched_tokens, 256));
}

// vLLM's sparse MLA backend (DeepSeek-V3.2) keeps an fp8 cache as "fp8_ds_mla": deepseek_v2.py
// turns any fp8 cache dtype into it, and FlashMLASparseBackend.get_kv_cache_shape returns
// (num_blocks, block_size, 656): 512 fp8 latent values, 4 fp32 scales (one per 128) and the 64
// rope values in bf16, 656 B a token where the minimum counts 576. The indexer key stays beside
// it. nullopt: not that layout (the per-token bytes stand as computed).
constexpr uint64_t kFp8DsMlaBytes = 656;
constexpr const char* kFp8DsMlaSource =
    "vllm/v1/attention/backends/mla/flashmla_sparse.py (FlashMLASparseBackend.get_kv_cache_shape: (num_blocks, "
    "block_size, 656) for fp8_ds_mla; deepseek_v2.py turns an fp8 cache into fp8_ds_mla)";

bool sparse_mla(const LayerGroup& g, const Model& model) {
  if (g.kind.value != LayerKind::mla) return false;
  if (g.index_head_dim.present) return true;
  const std::string& arch = model.architecture.value;
  return arch.find("deepseek_v32") != std::string::npos || arch.find("DeepseekV32") != std::string::npos;
}

// Llama-4's chunked-attention layers, which `brief inspect` writes as sliding-window layers
// whose window is the chunk (config_layout.cpp). What vLLM reserves for them depends on its
// version: kept as ChunkedLocalAttentionSpec layers by the hybrid KV cache manager, SlidingWindowSpec's
// rule bounds them (at most one block over ChunkedLocalAttentionSpec's cdiv(min(chunk +
// max_num_batched_tokens, max_model_len), block_size)); with the manager off for them,
// unify_hybrid_kv_cache_specs keeps them whole, as full attention. The bound assumes the first,
// and says so, with the versions that keep them each way.
bool llama4_chunked(const LayerGroup& g, const Model& model) {
  if (g.kind.value != LayerKind::sliding_window) return false;
  const std::string& arch = model.architecture.value;
  return arch == "llama4" || arch == "llama4_text" || arch.find("Llama4") != std::string::npos;
}

constexpr const char* kVllmChunkedFormula = " (Llama-4 chunked layers, as vLLM's hybrid KV cache manager keeps them)";
constexpr const char* kVllmChunkedSource =
    "Llama-4's chunked-attention layers: this bound assumes vLLM keeps them as ChunkedLocalAttentionSpec layers "
    "under its hybrid KV cache manager, its default where VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE "
    "defaults to 1 (vLLM #29627; 1 in v0.16.0's vllm/envs.py, v0.13 to v0.15 not checked). From v0.10.1 (#21761) "
    "through v0.12.0 it defaults to 0, and then, as with --disable-hybrid-kv-cache-manager or EAGLE drafting "
    "(vllm/config/vllm.py), vllm/v1/core/kv_cache_utils.py (unify_hybrid_kv_cache_specs) keeps them whole as full "
    "attention, ceil(context / block_size) blocks each, above this bound; v0.9.2 has no ChunkedLocalAttentionSpec";

bool fp8(const ElementSize& size) { return size.block_elements == 1 && size.block_bytes == 1 && size.name.starts_with("fp8"); }

// The bytes vLLM keeps per token per layer of `g`, from the minimum's `minimum` bytes.
Exact vllm_per_token_layer(const LayerGroup& g, const Model& model, const ElementSize& size, Exact minimum,
                           std::string* source) {
  // fp8_ds_mla is FlashMLASparse's layout: vLLM keeps no other layer in it.
  if (minimum.bytes && size.name == "fp8_ds_mla" && !sparse_mla(g, model) && *minimum.bytes > 0) {
    minimum.bytes.reset();
    minimum.missing.push_back("a KV dtype vLLM keeps for these layers (fp8_ds_mla is FlashMLASparseBackend's layout, "
                              "for DeepSeek-V3.2's sparse MLA only)");
    return minimum;
  }
  if (!minimum.bytes || !fp8(size) || !sparse_mla(g, model)) return minimum;
  const auto& rank = g.kv_lora_rank, &rope = g.qk_rope_head_dim;
  if (!rank.present || !rope.present || !rank.value.known() || !rope.value.known()) return minimum;
  const auto latent = static_cast<uint64_t>(rank.value.value() + rope.value.value());
  if (rank.value.value() != 512 || rope.value.value() != 64) {
    minimum.bytes.reset();
    minimum.missing.push_back(fmt::format(
        "vLLM's fp8_ds_mla layout for kv_lora_rank {} + qk_rope_head_dim {} (its 656 B a token are for 512 + 64)",
        rank.value.value(), rope.value.value()));
    return minimum;
  }
  // The minimum is latent x 1 B + the indexer key: swap the latent for fp8_ds_mla's 656 B.
  minimum.bytes = *minimum.bytes - latent + kFp8DsMlaBytes;
  *source = kFp8DsMlaSource;
  return minimum;
}

// Per token per layer of `g` in the layout runtime `r` keeps (fp8_ds_mla under vLLM).
Exact kept_per_token_layer(const LayerGroup& g, const Model& model, const ElementSize& size, uint64_t tp,
                           const Request& r, std::string* source) {
  Exact minimum = kv_bytes_per_token_layer(g, model, size, tp);
  return r.runtime == "vllm" ? vllm_per_token_layer(g, model, size, std::move(minimum), source) : minimum;
}

}  // namespace

namespace {

// The head count a TP does not split evenly: `what` says it without a runtime ("TP 3 does not
// divide the 32 attention heads"), `vllm` as vLLM refuses it, with where it checks.
struct UnevenSplit {
  std::string what, vllm;
};

std::optional<UnevenSplit> uneven_split(const Model& model, uint64_t tp) {
  if (tp <= 1) return std::nullopt;
  if (model.attention_heads.present && model.attention_heads.value.known()) {
    const auto heads = static_cast<uint64_t>(model.attention_heads.value.value());
    if (heads > 0 && heads % tp != 0)
      return UnevenSplit{fmt::format("TP {} does not divide the {} attention heads", tp, heads),
                         fmt::format("vLLM refuses TP {}: the {} attention heads are not divisible by it (\"Total "
                                     "number of attention heads must be divisible by tensor parallel size\", "
                                     "vllm/config/model.py)",
                                     tp, heads)};
  }
  auto check = [&](const Located<ModelFact>& f) -> std::optional<UnevenSplit> {
    if (!f.present || !f.value.known() || f.value.value() <= 0) return std::nullopt;
    const auto kv = static_cast<uint64_t>(f.value.value());
    if (kv % tp == 0 || tp % kv == 0) return std::nullopt;
    return UnevenSplit{fmt::format("TP {} neither divides the {} KV heads nor is a multiple of them", tp, kv),
                       fmt::format("vLLM refuses TP {}: it neither divides the {} KV heads nor is a multiple of them "
                                   "(QKVParallelLinear divides one by the other exactly, "
                                   "vllm/model_executor/layers/linear.py)",
                                   tp, kv)};
  };
  for (const auto& g : model.layer_groups)
    if (g.kind.value == LayerKind::full_attention || g.kind.value == LayerKind::sliding_window)
      if (auto split = check(g.kv_heads.present ? g.kv_heads : model.kv_heads)) return split;
  if (model.layer_groups.empty()) return check(model.kv_heads);
  return std::nullopt;
}

}  // namespace

TpRefusal tp_refusal(const Model& model, uint64_t tp, std::string_view runtime) {
  const auto split = uneven_split(model, tp);
  if (!split) return {};
  if (runtime == "vllm") return {"calculator-tp-refused", split->vllm};
  if (runtime == "llama.cpp")
    return {"calculator-tp-unknown",
            fmt::format("{}; llama.cpp has no tensor-parallel size to refuse it with: it splits layers and their KV, "
                        "or weight rows, across GPUs in --tensor-split proportions (llama.h, llama_split_mode), so "
                        "brief has no llama.cpp rule for a TP {} and the KV per rank is unknown",
                        split->what, tp)};
  if (runtime.empty())
    return {"calculator-tp-unknown",
            fmt::format("{}; the runtime is not stated (serving.engine or --runtime), and vLLM would refuse it",
                        split->what)};
  return {"calculator-tp-unknown",
          fmt::format("{}; how {} treats that split is not known to brief, so the KV per rank is unknown", split->what,
                      runtime)};
}

Exact kv_bytes_per_token_kept(const Model& model, const ElementSize& size, uint64_t tp, const Request& r) {
  Exact out;
  u128 sum = 0;
  for (const auto& g : model.layer_groups) {
    std::string source;
    const Exact one = kept_per_token_layer(g, model, size, tp, r, &source);
    if (!one.bytes) {
      out.missing.insert(out.missing.end(), one.missing.begin(), one.missing.end());
      continue;
    }
    sum += static_cast<u128>(*one.bytes) * static_cast<uint64_t>(g.count.value);
  }
  if (model.layer_groups.empty()) out.missing.push_back("the layer layout (model.layer_groups)");
  if (out.missing.empty() && sum <= UINT64_MAX) out.bytes = static_cast<uint64_t>(sum);
  return out;
}

Reservation kv_reservation(const Model& model, const ElementSize& size, uint64_t tp, uint64_t context,
                           const Request& r) {
  Reservation out;
  TokenRule rule = nullptr;
  if (r.runtime == "vllm") {
    out.name = "vLLM reservation";
    out.source = kVllmSource;
    rule = vllm_tokens;
    if (ggml_block_type(size)) {
      out.bytes.missing.push_back(fmt::format("a KV dtype vLLM keeps ({} is a llama.cpp block type)", size.name));
      return out;
    }
  } else if (r.runtime == "llama.cpp") {
    out.name = "llama.cpp reservation";
    out.source = kLlamaCppSource;
    rule = llama_cpp_tokens;
  } else if (r.runtime == "sglang") {
    out.name = "sglang reservation";
    out.source = kSglangSource;
    out.bytes.missing.push_back(
        "sglang's reservation per sequence: it sizes one token pool from the memory fraction for all requests "
        "(and a separate sliding-window pool by swa_full_tokens_ratio), not per sequence, so brief states no upper "
        "bound for it");
    return out;
  } else {
    out.name = "runtime reservation";
    out.bytes.missing.push_back(
        r.runtime.empty()
            ? "the serving engine (serving.engine or --runtime vllm|llama.cpp|sglang): the theoretical minimum is not "
              "what a runtime reserves"
            : fmt::format("the reservation rule of the engine '{}' (brief knows vllm, llama.cpp)", r.runtime));
    return out;
  }
  if (model.layer_groups.empty()) {
    out.bytes.missing.push_back("the layer layout (model.layer_groups)");
    return out;
  }
  u128 sum = 0;
  std::vector<std::string> parts;
  for (const auto& g : model.layer_groups) {
    std::string layout_source;
    const Exact per_token = kept_per_token_layer(g, model, size, tp, r, &layout_source);
    if (!per_token.bytes) {
      out.bytes.missing.insert(out.bytes.missing.end(), per_token.missing.begin(), per_token.missing.end());
      continue;
    }
    if (*per_token.bytes == 0) continue;  // linear attention: its state is its own term
    std::string why, formula;
    const auto tokens = rule(g, context, r, &why, &formula);
    if (!tokens) {
      out.bytes.missing.push_back(why);
      continue;
    }
    sum += static_cast<u128>(*per_token.bytes) * *tokens * static_cast<uint64_t>(g.count.value);
    const bool chunked = r.runtime == "vllm" && llama4_chunked(g, model);
    parts.push_back(fmt::format("{} x {} B{} x {}{}", count_of(g.count.value, std::string(name_of(g.kind.value)) + " layer"),
                                group_thousands(*per_token.bytes),
                                layout_source.empty() ? std::string()
                                                      : fmt::format(" (fp8_ds_mla {} B + indexer key)", kFp8DsMlaBytes),
                                formula, chunked ? kVllmChunkedFormula : ""));
    if (chunked && out.source.find(kVllmChunkedSource) == std::string::npos)
      out.source += fmt::format("; {}", kVllmChunkedSource);
    if (!layout_source.empty() && out.source.find("fp8_ds_mla") == std::string::npos)
      out.source += fmt::format("; {}", layout_source);
  }
  out.bytes.formula = fmt::format("{}", fmt::join(parts, " + "));
  if (!out.bytes.missing.empty()) return out;
  if (sum > UINT64_MAX) {
    out.bytes.over_2_64 = true;
    out.bytes.missing.push_back("a size under 2^64 bytes (this one is over: it does not fit any pool)");
    return out;
  }
  out.bytes.bytes = static_cast<uint64_t>(sum);
  return out;
}

}  // namespace brief::calc
