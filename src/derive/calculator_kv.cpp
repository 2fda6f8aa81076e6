// KV cache and linear-attention state, layer kind by layer kind (docs/calculator.md has each
// formula with its source). Exact integers; a missing shape is a missing input, never a default.
#include <algorithm>

#include <fmt/format.h>

#include "brief/plural.h"
#include "derive/calculator.h"
#include "model/names.h"

namespace brief::calc {
namespace {

using u128 = unsigned __int128;

// The group's fact, else the model's (attention shapes are usually model-wide).
const ModelFact* shape(const Located<ModelFact>& own, const Located<ModelFact>* model_wide) {
  if (own.present) return &own.value;
  if (model_wide && model_wide->present) return &model_wide->value;
  return nullptr;
}

// The value of a fact, or nullopt with "<what>" added to missing.
std::optional<uint64_t> need(const ModelFact* fact, const std::string& what, std::vector<std::string>& missing) {
  if (fact && fact->known() && fact->value() >= 0) return static_cast<uint64_t>(fact->value());
  if (fact && fact->not_present) missing.push_back(fmt::format("{} (not present in the model facts)", what));
  else missing.push_back(what);
  return std::nullopt;
}

std::string group_name(const LayerGroup& g) { return name_of(g.kind.value); }

std::optional<uint64_t> fits_u64(u128 v) {
  if (v > UINT64_MAX) return std::nullopt;
  return static_cast<uint64_t>(v);
}

// Sum over the groups of per-layer bytes x layers; unknown when any group's part is.
template <class PerLayer>
Exact sum_over_groups(const Model& model, PerLayer per_layer) {
  Exact out;
  if (model.layer_groups.empty()) {
    out.missing.push_back("the layer layout (model.layer_groups)");
    return out;
  }
  u128 sum = 0;
  std::vector<std::string> parts;
  for (const auto& g : model.layer_groups) {
    const Exact one = per_layer(g);
    out.over_2_64 = out.over_2_64 || one.over_2_64;
    out.missing.insert(out.missing.end(), one.missing.begin(), one.missing.end());
    for (const auto& n : one.notes)
      if (std::find(out.notes.begin(), out.notes.end(), n) == out.notes.end()) out.notes.push_back(n);
    if (!one.bytes || *one.bytes == 0) continue;
    sum += static_cast<u128>(*one.bytes) * static_cast<uint64_t>(g.count.value);
    parts.push_back(fmt::format("{} x {} B", count_of(g.count.value, group_name(g) + " layer"), group_thousands(*one.bytes)));
  }
  out.formula = fmt::format("{}", fmt::join(parts, " + "));
  if (out.missing.empty()) {
    out.bytes = fits_u64(sum);
    if (!out.bytes) {
      out.over_2_64 = true;
      out.missing.push_back("a size under 2^64 bytes (this one is over: it does not fit any pool)");
    }
  }
  return out;
}

// DeepSeek-V3.2's lightning-indexer key, kept per token on every MLA layer beside the latent
// (vLLM deepseek_v2.py: DeepseekV32IndexerCache of head_dim + head_dim / quant_block_size x 4
// bytes, uint8 whatever the KV dtype: fp8 values and an fp32 scale per 128, quant_block_size
// 128; one head, replicated on every rank). 0 bytes for a group without it; nullopt, with
// the input named, when the architecture has one that the group does not size.
std::optional<uint64_t> indexer_key_bytes(const LayerGroup& g, const Model& model, Exact& out) {
  constexpr uint64_t quant_block = 128;
  if (!g.index_head_dim.present) {
    // The architecture as config.json's model_type or as its architectures[] class names it.
    const std::string& arch = model.architecture.value;
    if (arch.find("deepseek_v32") == std::string::npos && arch.find("DeepseekV32") == std::string::npos) return 0;
    out.missing.push_back("mla index_head_dim: DeepSeek-V3.2 keeps a lightning-indexer key per token on every layer "
                          "beside the latent (config.json's index_head_dim)");
    return std::nullopt;
  }
  const auto dim = need(shape(g.index_head_dim, nullptr), "mla index_head_dim", out.missing);
  if (!dim) return std::nullopt;
  if (*dim % quant_block != 0) {
    out.missing.push_back(fmt::format("an index_head_dim that is a multiple of {} (vLLM quantizes the indexer key in "
                                      "blocks of {}; {} is not)",
                                      quant_block, quant_block, *dim));
    return std::nullopt;
  }
  const uint64_t bytes = *dim + *dim / quant_block * 4;
  out.formula += fmt::format(" + indexer key {} x 1 B fp8 + {} / {} x 4 B fp32 scale = {} B (vLLM DeepseekV32IndexerCache)",
                             *dim, *dim, quant_block, bytes);
  return bytes;
}

}  // namespace

Exact kv_bytes_per_token_layer(const LayerGroup& g, const Model& model, const ElementSize& size, uint64_t tp) {
  Exact out;
  const std::string kind = group_name(g);
  uint64_t elements = 0;
  switch (g.kind.value) {
    case LayerKind::linear_attention:
      out.bytes = 0;
      out.formula = "linear attention keeps no per-token cache";
      return out;
    case LayerKind::feed_forward:
      out.bytes = 0;
      out.formula = "a feed-forward layer keeps no cache";
      return out;
    case LayerKind::full_attention:
    case LayerKind::sliding_window: {
      const auto kv = need(shape(g.kv_heads, &model.kv_heads), kind + " KV heads", out.missing);
      const auto hd = need(shape(g.head_dim, &model.head_dim), kind + " head_dim", out.missing);
      if (!kv || !hd) return out;
      if (*kv == 0) {
        out.missing.push_back(fmt::format("{} KV heads of at least 1 (0 is not a head count)", kind));
        return out;
      }
      if (tp == 0) {
        out.missing.push_back("a TP of at least 1");
        return out;
      }
      // vLLM (QKVParallelLinear) asserts total_kv_heads % tp == 0 or tp % total_kv_heads == 0;
      // any other TP is refused, never floored. With TP >= heads, each head is replicated on
      // tp / kv ranks and every rank keeps one.
      if (*kv % tp != 0 && tp % *kv != 0) {
        // Which runtime refuses it, and how, is tp_refusal's to say (calculator_runtime.cpp).
        out.missing.push_back(
            fmt::format("a TP that divides the {} KV heads or is a multiple of them (TP {} is neither)", *kv, tp));
        return out;
      }
      if (tp <= *kv) {
        elements = 2 * (*kv / tp) * *hd;
        out.formula = fmt::format("2 x ({} / {}) x {} x {}", *kv, tp, *hd, size.name);
      } else {
        elements = 2 * *hd;
        out.formula = fmt::format("2 x 1 x {} x {}, each of {} KV heads replicated on {} of TP {} ranks", *hd,
                                  size.name, *kv, tp / *kv, tp);
      }
      break;
    }
    case LayerKind::mla: {
      const auto rank = need(shape(g.kv_lora_rank, nullptr), "mla kv_lora_rank", out.missing);
      const auto rope = need(shape(g.qk_rope_head_dim, nullptr), "mla qk_rope_head_dim", out.missing);
      if (!rank || !rope) return out;
      // One latent per token, replicated on every TP rank: not divided by tp.
      elements = *rank + *rope;
      out.formula = fmt::format("({} + {}) x {}, replicated on every rank", *rank, *rope, size.name);
      const auto indexer = indexer_key_bytes(g, model, out);
      if (!indexer) return out;
      out.bytes = element_bytes(elements, size);
      if (!out.bytes) break;
      out.bytes = *out.bytes + *indexer;
      return out;
    }
  }
  out.bytes = element_bytes(elements, size);
  if (!out.bytes)
    out.missing.push_back(fmt::format("{} elements per token do not fill whole {} blocks", elements, size.name));
  return out;
}

Exact kv_bytes_per_token(const Model& model, const ElementSize& size, uint64_t tp) {
  return sum_over_groups(model, [&](const LayerGroup& g) { return kv_bytes_per_token_layer(g, model, size, tp); });
}

Exact kv_bytes(const Model& model, const ElementSize& size, uint64_t tp, uint64_t context) {
  // Per layer: bytes per token x the tokens it keeps, min(window, context) on window layers.
  return sum_over_groups(model, [&](const LayerGroup& g) {
    Exact one = kv_bytes_per_token_layer(g, model, size, tp);
    uint64_t tokens = context;
    if (g.kind.value == LayerKind::sliding_window) {
      const auto window = need(shape(g.window, nullptr), "sliding-window window", one.missing);
      if (!window) return one;
      tokens = std::min(*window, context);
    }
    if (one.bytes) {
      one.bytes = fits_u64(static_cast<u128>(*one.bytes) * tokens);
      if (!one.bytes) {
        one.over_2_64 = true;
        one.missing.push_back("a size under 2^64 bytes (this one is over: it does not fit any pool)");
      }
    }
    return one;
  });
}

namespace {

// The bytes of a state's two parts on one rank, or why they cannot be stated: `conv`
// elements in the conv dtype and `temporal` elements in the temporal one.
Exact state_of(Exact out, u128 conv, const ElementSize& conv_size, u128 temporal, const ElementSize& temporal_size,
               std::string formula) {
  std::optional<uint64_t> conv_bytes = 0, temporal_bytes = 0;
  if (conv != 0) {
    const auto fitting = fits_u64(conv);
    conv_bytes = fitting ? element_bytes(*fitting, conv_size) : std::nullopt;
    if (!conv_bytes) out.missing.push_back(fmt::format("conv state elements in whole {} blocks", conv_size.name));
  }
  if (temporal != 0) {
    const auto fitting = fits_u64(temporal);
    temporal_bytes = fitting ? element_bytes(*fitting, temporal_size) : std::nullopt;
    if (!temporal_bytes) out.missing.push_back(fmt::format("linear state elements in whole {} blocks", temporal_size.name));
  }
  if (conv_bytes && temporal_bytes) {
    out.bytes = fits_u64(static_cast<u128>(*conv_bytes) + *temporal_bytes);
    if (!out.bytes) {
      out.over_2_64 = true;
      out.missing.push_back("a size under 2^64 bytes (this one is over: it does not fit any pool)");
    }
  }
  out.formula = std::move(formula);
  return out;
}

// "x bf16" for one dtype, "(conv in bf16, state in fp32)" when the two differ.
std::string dtypes_of(const ElementSize& conv, const ElementSize& temporal) {
  return conv.name == temporal.name ? conv.name : fmt::format("{} (conv) / {} (state)", conv.name, temporal.name);
}

// Why a TP that does not split a state evenly gives no size, as the runtime in use treats
// it: vLLM refuses it (`vllm_check` says where); llama.cpp has no tensor-parallel size, so
// brief has no llama.cpp rule for it; another runtime's rule is not known to brief.
std::string split_refusal(std::string_view runtime, uint64_t tp, std::string_view vllm_check) {
  if (runtime == "vllm") return fmt::format("vLLM refuses TP {} ({})", tp, vllm_check);
  if (runtime == "llama.cpp")
    return fmt::format("llama.cpp has no tensor-parallel size to split it with (it splits layers or weight rows "
                       "across GPUs in --tensor-split proportions, llama_split_mode), so brief has no llama.cpp rule "
                       "for TP {}",
                       tp);
  if (runtime.empty())
    return fmt::format("the runtime is not stated (serving.engine or --runtime), and vLLM refuses TP {} ({})", tp,
                       vllm_check);
  return fmt::format("how {} splits it at TP {} is not known to brief", runtime, tp);
}

// Mamba (v1), vLLM mamba1_state_shape: conv (inner / tp, conv_kernel - 1) and temporal
// (inner / tp, state) values; value_heads holds the inner size, key_head_dim the state.
Exact mamba_v1_state(const LayerGroup& g, const StateSizes& sizes, uint64_t tp) {
  Exact out;
  const auto inner = need(shape(g.value_heads, nullptr), "Mamba inner size (value_heads)", out.missing);
  const auto state = need(shape(g.key_head_dim, nullptr), "Mamba state size (key_head_dim)", out.missing);
  const auto ck = need(shape(g.conv_kernel, nullptr), "linear conv_kernel", out.missing);
  if (!out.missing.empty()) return out;
  if (*ck == 0 || tp == 0 || *inner % tp != 0) {
    out.missing.push_back(*ck == 0 ? "a conv_kernel of at least 1"
                                   : fmt::format("a whole split of the Mamba inner size {} over TP {}: {}", *inner, tp,
                                                 split_refusal(sizes.runtime, tp, "divide, mamba1_state_shape")));
    return out;
  }
  const u128 per_rank = *inner / tp;
  return state_of(std::move(out), per_rank * (*ck - 1), sizes.conv, per_rank * *state, sizes.temporal,
                  fmt::format("{} / {} x ({} + ({} - 1)) x {}", *inner, tp, *state, *ck,
                              dtypes_of(sizes.conv, sizes.temporal)));
}

// Lightning attention (MiniMax), vLLM linear_attention_state_shape: (heads / tp, head_dim,
// head_dim) values, no convolution; one state, in the conv dtype (linear_attention_state_dtype
// reads only mamba_cache_dtype).
Exact lightning_state(const LayerGroup& g, const StateSizes& sizes, uint64_t tp) {
  Exact out;
  const auto heads = need(shape(g.value_heads, nullptr), "lightning-attention heads (value_heads)", out.missing);
  const auto dim = need(shape(g.value_head_dim, nullptr), "lightning-attention head_dim (value_head_dim)", out.missing);
  if (!out.missing.empty()) return out;
  if (tp == 0 || *heads % tp != 0) {
    out.missing.push_back(fmt::format("a whole split of {} lightning-attention heads over TP {}: {}", *heads, tp,
                                      split_refusal(sizes.runtime, tp, "divide, linear_attention_state_shape")));
    return out;
  }
  return state_of(std::move(out), 0, sizes.conv, static_cast<u128>(*heads / tp) * *dim * *dim, sizes.conv,
                  fmt::format("{} / {} x {} x {} x {}", *heads, tp, *dim, *dim, sizes.conv.name));
}

}  // namespace

Exact linear_state_bytes_layer(const LayerGroup& g, const StateSizes& sizes, uint64_t tp) {
  Exact out;
  if (g.kind.value != LayerKind::linear_attention) {
    out.bytes = 0;
    return out;
  }
  if (g.linear.present && g.linear.value == LinearKind::mamba) return mamba_v1_state(g, sizes, tp);
  if (g.linear.present && g.linear.value == LinearKind::lightning) return lightning_state(g, sizes, tp);
  const auto kh = need(shape(g.key_heads, nullptr), "linear key_heads", out.missing);
  const auto vh = need(shape(g.value_heads, nullptr), "linear value_heads", out.missing);
  const auto kd = need(shape(g.key_head_dim, nullptr), "linear key_head_dim", out.missing);
  const auto vd = need(shape(g.value_head_dim, nullptr), "linear value_head_dim", out.missing);
  const auto ck = need(shape(g.conv_kernel, nullptr), "linear conv_kernel", out.missing);
  if (!out.missing.empty()) return out;
  if (*ck == 0) {
    out.missing.push_back("a conv_kernel of at least 1");
    return out;
  }
  // vLLM mamba_utils (gated_delta_net_state_shape, mamba2_state_shape, kda_state_shape): the
  // temporal state is (value_heads / tp, key_head_dim, value_head_dim); the conv state
  // (conv_kernel - 1, conv_dim / tp) with conv_dim = 2 * key_heads * key_head_dim + value_heads
  // * value_head_dim. Mamba2's groups (key_heads) follow their heads' shards: a TP that does
  // not divide them replicates one group on every rank (extra_groups_for_head_shards: n_groups
  // becomes tp), and MambaMixer2 refuses any other split (n_groups % tp == 0 or n_groups == 1).
  uint64_t groups = *kh;
  std::string replicated;
  if (g.linear.present && g.linear.value == LinearKind::mamba2 && tp > 0 && *kh % tp != 0) {
    if (*kh != 1) {
      out.missing.push_back(fmt::format(
          "a TP that divides the {} Mamba2 groups: {}", *kh,
          split_refusal(sizes.runtime, tp, "MambaMixer2 asserts n_groups % tp == 0 or n_groups == 1")));
      return out;
    }
    groups = tp;
    replicated = fmt::format(", the 1 group replicated on each of TP {} ranks", tp);
  }
  const u128 recurrent = static_cast<u128>(*vh) * *kd * *vd;
  const u128 conv_dim = 2 * static_cast<u128>(groups) * *kd + static_cast<u128>(*vh) * *vd;
  if (tp == 0 || *vh % tp != 0 || conv_dim % tp != 0) {
    const std::string why = split_refusal(sizes.runtime, tp, "divide, mamba_utils state shapes");
    out.missing.push_back(tp != 0 && *vh % tp == 0
                              ? fmt::format("a whole split of the conv dim {} over TP {}: {}",
                                            static_cast<uint64_t>(conv_dim), tp, why)
                              : fmt::format("a whole split of {} value heads over TP {}: {}", *vh, tp, why));
    return out;
  }
  // KDA keeps its recurrent state in fp32 whatever the cache dtype (vLLM kda_state_dtype).
  StateSizes kept = sizes;
  std::string kda;
  if (g.linear.present && g.linear.value == LinearKind::kda) {
    kept.temporal = *cache_element_size("fp32");
    kda = ", the recurrent state in fp32 as vLLM keeps KDA's";
  }
  Exact state = state_of(std::move(out), static_cast<u128>(*ck - 1) * (conv_dim / tp), kept.conv, recurrent / tp,
                         kept.temporal,
                         fmt::format("({} x {} x {} + ({} - 1) x (2 x {} x {} + {} x {})) / {} x {}{}{}", *vh, *kd, *vd,
                                     *ck, groups, *kd, *vh, *vd, tp, dtypes_of(kept.conv, kept.temporal), replicated, kda));
  if (!kda.empty())
    state.notes.push_back("KDA's recurrent state in fp32 whatever the state dtype, as vLLM keeps it (kda_state_dtype)");
  return state;
}

Exact linear_state_bytes(const Model& model, const StateSizes& sizes, uint64_t tp) {
  return sum_over_groups(model, [&](const LayerGroup& g) { return linear_state_bytes_layer(g, sizes, tp); });
}

}  // namespace brief::calc
