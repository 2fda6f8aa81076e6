// config.json -> layer groups, family by family. Sources: transformers' configuration classes
// (Gemma2Config, Gemma3TextConfig, Qwen2Config/Qwen3Config, Llama4TextConfig, JambaConfig,
// NemotronHConfig, MiniMaxConfig, KimiLinearConfig, Qwen3NextConfig, DeepseekV3Config) and
// vLLM's model files, which decide per layer what each keeps in its cache.
#include "inspect/config_layout.h"

#include <fmt/format.h>

#include <map>

#include "inspect/class_defaults.h"

namespace brief::inspect {
namespace {

using nlohmann::json;

enum class Slot { full, sliding, chunked, mla, gated_deltanet, kda, mamba2, mamba, lightning, feed_forward };

Located<ModelFact> fact_of(const json& cfg, const char* key) {
  Located<ModelFact> out;
  out.present = true;
  const auto it = cfg.find(key);
  if (it != cfg.end() && it->is_number_integer() && it->get<int64_t>() >= 0) out.value.count.value = it->get<int64_t>();
  else out.value.count.why = fmt::format("config.json has no {}", key);
  return out;
}

std::optional<int64_t> int_of(const json& cfg, const char* key) {
  const auto it = cfg.find(key);
  if (it == cfg.end() || !it->is_number_integer()) return std::nullopt;
  return it->get<int64_t>();
}

// What a file says of its sliding window, for a family whose configuration class defaults
// one: a window, none (null or 0: the layers do not slide), left out (the class's default
// applies), or something else (a string ...), which no class reads as a window.
enum class WindowIs { stated, none, left_out, malformed };

WindowIs window_is(const json& cfg) {
  const auto it = cfg.find("sliding_window");
  if (it == cfg.end()) return WindowIs::left_out;
  if (it->is_null()) return WindowIs::none;
  if (!it->is_number_integer()) return WindowIs::malformed;
  return it->get<int64_t>() > 0 ? WindowIs::stated : WindowIs::none;
}

// The transformers class of a Qwen2/Qwen3 model_type, whose use_sliding_window (False) and
// sliding_window (4096) defaults brief takes (configuration_qwen2.py, _qwen2_moe.py,
// _qwen3.py, _qwen3_moe.py). Another qwen2* / qwen3* type is read as Qwen2Config, and its
// label says so.
std::string qwen_class(const std::string& type) {
  if (type == "qwen2") return "Qwen2Config";
  if (type == "qwen2_moe") return "Qwen2MoeConfig";
  if (type == "qwen3") return "Qwen3Config";
  if (type == "qwen3_moe") return "Qwen3MoeConfig";
  return fmt::format("Qwen2Config (model_type '{}' read as qwen2)", type);
}

bool has_window(const json& cfg) {
  const auto it = cfg.find("sliding_window");
  return it != cfg.end() && it->is_number_integer() && it->get<int64_t>() > 0;
}

LayerGroup group(LayerKind kind, int64_t count) {
  LayerGroup g;
  g.kind.value = kind;
  g.kind.present = true;
  g.count.value = count;
  g.count.present = true;
  return g;
}

// Keys of a linear group's shapes: key heads, value heads, key head dim, value head dim, conv kernel.
struct LinearKeys {
  const char *key_heads, *value_heads, *key_head_dim, *value_head_dim, *conv_kernel;
};

LayerGroup linear_group(LinearKind kind, int64_t count, const json& cfg, const LinearKeys& keys) {
  LayerGroup g = group(LayerKind::linear_attention, count);
  g.linear.value = kind;
  g.linear.present = true;
  g.key_heads = fact_of(cfg, keys.key_heads);
  g.value_heads = fact_of(cfg, keys.value_heads);
  g.key_head_dim = fact_of(cfg, keys.key_head_dim);
  g.value_head_dim = fact_of(cfg, keys.value_head_dim);
  g.conv_kernel = fact_of(cfg, keys.conv_kernel);
  return g;
}

// The layout, or the reason it cannot be stated.
struct Layout {
  std::vector<Slot> slots;
  std::string unknown;
  // The sliding layers' window, for a family whose class defaults it (fact not present: the
  // file's sliding_window as it is).
  SizeOrDefault window;
};

Layout unknown(std::string why) { return Layout{{}, std::move(why), {}}; }

// transformers' layer_types ("full_attention", "sliding_attention", "linear_attention",
// "chunked_attention").
Layout from_layer_types(const json& types, const json& cfg, std::vector<std::string>& notes) {
  Layout out;
  const std::string type = cfg.value("model_type", std::string());
  for (const auto& t : types) {
    const std::string s = t.is_string() ? t.get<std::string>() : "";
    if (s == "full_attention") out.slots.push_back(cfg.contains("kv_lora_rank") ? Slot::mla : Slot::full);
    else if (s == "sliding_attention") out.slots.push_back(Slot::sliding);
    else if (s == "chunked_attention") out.slots.push_back(Slot::chunked);
    else if (s == "linear_attention" && (type == "qwen3_next" || cfg.contains("linear_num_value_heads")))
      out.slots.push_back(Slot::gated_deltanet);
    else return unknown(fmt::format("layer_types names '{}', a layer kind brief does not read for model_type '{}'", s, type));
  }
  notes.push_back("layer kinds from layer_types");
  return out;
}

// Each key the layout rests on that config.json leaves out takes its class's default, recorded
// in `defaults` (class_defaults.h).
Layout read_slots(const json& cfg, int64_t layers, std::vector<std::string>& notes, ClassDefaults& defaults) {
  // (every(kind_of): a layout of `layers` layers, layer i of kind kind_of(i).)
  const std::string type = cfg.value("model_type", std::string());
  auto every = [&](auto kind_of) {
    Layout out;
    for (int64_t i = 0; i < layers; ++i) out.slots.push_back(kind_of(i));
    return out;
  };
  // DeepSeek-V3.2 keeps a lightning-indexer key cache beside MLA's latent on every layer
  // (vLLM deepseek_v2.py, DeepseekV32IndexerCache), sized from index_head_dim: without it
  // the layout would be stated short, so it is not stated.
  if (type == "deepseek_v32" && !cfg.contains("index_head_dim"))
    return unknown("deepseek_v32 keeps a lightning-indexer key cache on every layer beside its MLA latent, sized "
                   "from index_head_dim, which config.json does not give");
  // Other sparse-attention families (GLM's glm_moe_dsa: indexers shared across layers by
  // index_topk_freq or indexer_types, keys pooled by index_kpool) keep fewer or smaller
  // indexer caches than V3.2's one per layer; brief reads only V3.2's.
  for (const char* key : {"index_topk_freq", "indexer_types", "index_kpool"})
    if (cfg.contains(key))
      return unknown(fmt::format("config.json sets {}: its indexer caches are shared or pooled across layers in a "
                                 "way brief does not read (only deepseek_v32's one key per layer)",
                                 key));
  if (cfg.contains("index_head_dim") && type != "deepseek_v32")
    return unknown(fmt::format("model_type '{}' has a lightning indexer (index_head_dim) whose cache layout brief "
                               "does not read (only deepseek_v32's)",
                               type.empty() ? "?" : type));
  // Kimi-Linear: linear_attn_config.kda_layers (1-based) are KDA, every other layer MLA.
  // Read before kv_lora_rank, which the file also has.
  if (const auto it = cfg.find("linear_attn_config"); it != cfg.end() && it->is_object()) {
    const auto kda = it->find("kda_layers");
    if (kda == it->end() || !kda->is_array()) return unknown("linear_attn_config has no kda_layers list");
    std::vector<bool> is_kda(static_cast<std::size_t>(layers), false);
    for (const auto& n : *kda) {
      if (!n.is_number_integer() || n.get<int64_t>() < 1 || n.get<int64_t>() > layers)
        return unknown(fmt::format("linear_attn_config.kda_layers names a layer outside 1..{}", layers));
      is_kda[static_cast<std::size_t>(n.get<int64_t>() - 1)] = true;
    }
    notes.push_back("layer kinds from linear_attn_config.kda_layers (1-based): KDA there, MLA elsewhere");
    return every([&](int64_t i) { return is_kda[static_cast<std::size_t>(i)] ? Slot::kda : Slot::mla; });
  }
  // Jamba (JambaConfig.layers_block_type): attention where i % attn_layer_period ==
  // attn_layer_offset, Mamba (v1) elsewhere. A key the file leaves out takes JambaConfig's
  // default (8 and 4, configuration_jamba.py), labelled; one that is there but not an
  // integer would make transformers fail, so it is not replaced by the default.
  if (type == "jamba") {
    const auto period_read = defaults.integer(cfg, "attn_layer_period", 8, "JambaConfig");
    const auto offset_read = defaults.integer(cfg, "attn_layer_offset", 4, "JambaConfig");
    if (!period_read || !offset_read)
      return unknown(fmt::format("jamba: {} is not an integer", period_read ? "attn_layer_offset" : "attn_layer_period"));
    const int64_t period = *period_read, offset = *offset_read;
    if (period <= 0 || offset < 0 || offset >= period)
      return unknown(fmt::format("jamba: attn_layer_offset {} is not a position within attn_layer_period {}", offset,
                                 period));
    notes.push_back(fmt::format("layer kinds from attn_layer_period {} and attn_layer_offset {}: attention there, "
                                "Mamba (v1) elsewhere",
                                period, offset));
    return every([&](int64_t i) { return i % period == offset ? Slot::full : Slot::mamba; });
  }
  // Nemotron-H: hybrid_override_pattern, one letter a layer, as NemotronHConfig reads it
  // (layers_block_type): M Mamba2, * attention, - MLP, E MoE; vLLM's nemotron_h.py gives
  // only the attention layers a KV cache and only the Mamba2 layers a state.
  if (type == "nemotron_h") {
    const auto it = cfg.find("hybrid_override_pattern");
    if (it == cfg.end() || !it->is_string()) return unknown("nemotron_h without hybrid_override_pattern");
    const std::string pattern = it->get<std::string>();
    if (static_cast<int64_t>(pattern.size()) != layers)
      return unknown(fmt::format("nemotron_h hybrid_override_pattern has {} letters for {} layers", pattern.size(), layers));
    Layout out;
    for (char c : pattern) {
      if (c == 'M') out.slots.push_back(Slot::mamba2);
      else if (c == '*') out.slots.push_back(Slot::full);
      else if (c == '-' || c == 'E') out.slots.push_back(Slot::feed_forward);
      else
        return unknown(fmt::format("nemotron_h hybrid_override_pattern has '{}', a layer letter brief does not read "
                                   "(M, *, - and E are)",
                                   c));
    }
    notes.push_back("layer kinds from hybrid_override_pattern: M Mamba2, * attention, - and E feed-forward (no cache)");
    return out;
  }
  // MiniMax-Text-01 / M1 (MiniMaxConfig.attn_type_list): 0 lightning (linear) attention, 1
  // softmax attention; vLLM minimax_text_01.py keeps KV only on the softmax layers.
  if (type == "minimax" || cfg.contains("attn_type_list")) {
    const auto it = cfg.find("attn_type_list");
    if (it == cfg.end() || !it->is_array()) return unknown("minimax without attn_type_list");
    if (static_cast<int64_t>(it->size()) != layers)
      return unknown(fmt::format("minimax attn_type_list has {} entries for {} layers", it->size(), layers));
    Layout out;
    for (const auto& t : *it) {
      if (!t.is_number_integer() || (t.get<int64_t>() != 0 && t.get<int64_t>() != 1))
        return unknown(fmt::format("minimax attn_type_list has {}, a layer type brief does not read (0 and 1 are)",
                                   t.dump()));
      out.slots.push_back(t.get<int64_t>() == 1 ? Slot::full : Slot::lightning);
    }
    notes.push_back("layer kinds from attn_type_list: 1 softmax attention, 0 lightning attention");
    return out;
  }
  if (const auto it = cfg.find("layer_types"); it != cfg.end() && it->is_array()) return from_layer_types(*it, cfg, notes);
  // MLA everywhere (DeepSeek-V2/V3/V3.2, Kimi K2): one latent of kv_lora_rank + qk_rope_head_dim,
  // and V3.2's indexer key of index_head_dim.
  if (cfg.contains("kv_lora_rank")) {
    notes.push_back(cfg.contains("index_head_dim") ? "every layer MLA (kv_lora_rank is set) with a lightning-indexer "
                                                     "key cache (index_head_dim is set)"
                                                   : "every layer MLA (kv_lora_rank is set)");
    return every([](int64_t) { return Slot::mla; });
  }
  // Qwen3-Next: every full_attention_interval-th layer full attention, Gated DeltaNet elsewhere.
  // Left out of a qwen3_next file, Qwen3NextConfig's default 4 (configuration_qwen3_next.py:
  // kwargs.pop("full_attention_interval", 4)), labelled; without this branch the file would
  // fall to the Qwen3 rule below and read as full attention on every layer.
  if (type == "qwen3_next" || cfg.contains("full_attention_interval")) {
    const auto k = type == "qwen3_next" ? defaults.integer(cfg, "full_attention_interval", 4, "Qwen3NextConfig")
                                        : int_of(cfg, "full_attention_interval");
    if (!k || *k <= 0)
      return unknown(fmt::format("full_attention_interval is {}, not a positive interval: which layers are full "
                                 "attention is not in the file",
                                 cfg.at("full_attention_interval").dump()));
    notes.push_back(fmt::format("layer kinds from full_attention_interval = {} (every {}th layer full attention)", *k, *k));
    return every([&](int64_t i) { return (i + 1) % *k == 0 ? Slot::full : Slot::gated_deltanet; });
  }
  // Llama-4 (transformers Llama4TextConfig, configuration_llama4.py): chunked attention of
  // attention_chunk_size tokens where no_rope_layers[i] is 1 (RoPE), full attention where it
  // is 0 (NoPE); without a no_rope_layers list (absent or empty, as the published Scout file
  // has it) every no_rope_layer_interval-th layer is NoPE. Left out,
  // no_rope_layer_interval is the class's 4 and attention_chunk_size its 8192 (read_layout),
  // both labelled; "attention_chunk_size": null is the class's None, no chunking: vLLM's
  // llama4.py then keeps every layer full.
  if (type == "llama4_text" || type == "llama4") {
    if (const auto chunk = cfg.find("attention_chunk_size"); chunk != cfg.end()) {
      if (chunk->is_null()) {
        notes.push_back("attention_chunk_size is null: full attention on every layer");
        return every([](int64_t) { return Slot::full; });
      }
      if (!chunk->is_number_integer() || chunk->get<int64_t>() <= 0)
        return unknown(fmt::format("llama4: attention_chunk_size is {}, not a positive chunk", chunk->dump()));
    }
    const auto list = cfg.find("no_rope_layers");
    if (list != cfg.end() && list->is_array() && !list->empty()) {
      if (static_cast<int64_t>(list->size()) != layers) return unknown("no_rope_layers does not list every layer");
      notes.push_back("layer kinds from no_rope_layers: chunked attention where RoPE is used, full where not");
      return every([&](int64_t i) {
        const auto& v = (*list)[static_cast<std::size_t>(i)];
        return v.is_number_integer() && v.get<int64_t>() == 0 ? Slot::full : Slot::chunked;
      });
    }
    const auto interval = defaults.integer(cfg, "no_rope_layer_interval", 4, "Llama4TextConfig");
    if (!interval || *interval <= 0) return unknown("llama4: no_rope_layer_interval is not a positive integer");
    notes.push_back(fmt::format("layer kinds from no_rope_layer_interval = {} (config.json lists no no_rope_layers): "
                                "every {}th layer full attention, chunked elsewhere",
                                *interval, *interval));
    return every([&](int64_t i) { return (i + 1) % *interval == 0 ? Slot::full : Slot::chunked; });
  }
  // Gemma-2: sliding on even layers (0-based), full on odd ones. Left out, the window is
  // Gemma2Config's 4096 (configuration_gemma2.py), labelled; null is no window at all.
  if (type == "gemma2") {
    const WindowIs window = window_is(cfg);
    if (window == WindowIs::malformed) return unknown("gemma2: sliding_window is not an integer");
    if (window == WindowIs::none) {
      notes.push_back("gemma2: sliding_window is null or 0: full attention on every layer");
      return every([](int64_t) { return Slot::full; });
    }
    notes.push_back("gemma2: sliding window on every other layer (layers 0, 2, 4, ...), full attention between");
    Layout out = every([](int64_t i) { return i % 2 == 0 ? Slot::sliding : Slot::full; });
    out.window = ClassDefaults::size(cfg, "sliding_window", 4096, "Gemma2Config");
    return out;
  }
  // Gemma-3: every sliding_window_pattern-th layer full attention (transformers' default 6).
  if (type == "gemma3_text" || type == "gemma3") {
    // Newer transformers saves the pattern as _sliding_window_pattern.
    const bool stated = cfg.contains("sliding_window_pattern") || cfg.contains("_sliding_window_pattern");
    const char* key = cfg.contains("sliding_window_pattern") || !stated ? "sliding_window_pattern" : "_sliding_window_pattern";
    const auto read = defaults.integer(cfg, key, 6, "Gemma3TextConfig");
    if (!read || *read <= 0) return unknown(fmt::format("{} is not a positive integer", key));
    const int64_t k = *read;
    notes.push_back(stated ? fmt::format("layer kinds from {} = {} (every {}th layer full attention)", key, k, k)
                           : "layer kinds from transformers' Gemma3TextConfig default sliding_window_pattern = 6 (every "
                             "6th layer full attention): config.json sets no layer_types or sliding_window_pattern");
    // Its window left out is Gemma3TextConfig's 4096, labelled.
    Layout out = every([&](int64_t i) { return (i + 1) % k == 0 ? Slot::full : Slot::sliding; });
    out.window = ClassDefaults::size(cfg, "sliding_window", 4096, "Gemma3TextConfig");
    return out;
  }
  if (const auto k = int_of(cfg, "sliding_window_pattern")) {
    if (*k <= 0) return unknown("sliding_window_pattern is not positive");
    notes.push_back(fmt::format("layer kinds from sliding_window_pattern = {} (every {}th layer full attention)", *k, *k));
    return every([&](int64_t i) { return (i + 1) % *k == 0 ? Slot::full : Slot::sliding; });
  }
  // Qwen2/Qwen3 (and their MoE): sliding only when use_sliding_window, and only on layers
  // >= max_window_layers (transformers' layer_types default). Left out, use_sliding_window
  // is the class's False and sliding_window its 4096 (qwen_class), each labelled.
  if (type.starts_with("qwen2") || type.starts_with("qwen3")) {
    const std::string config_class = qwen_class(type);
    const auto use = defaults.flag(cfg, "use_sliding_window", false, config_class);
    if (!use) return unknown(fmt::format("{}: use_sliding_window is not true or false", type));
    if (!*use) {
      notes.push_back("use_sliding_window is false: full attention");
      return every([](int64_t) { return Slot::full; });
    }
    const WindowIs window = window_is(cfg);
    if (window == WindowIs::malformed) return unknown(fmt::format("{}: sliding_window is not an integer", type));
    if (window == WindowIs::none) {
      notes.push_back("use_sliding_window is true but sliding_window is null or 0: full attention");
      return every([](int64_t) { return Slot::full; });
    }
    const auto from = int_of(cfg, "max_window_layers");
    if (!from) return unknown(fmt::format("{} with use_sliding_window but no max_window_layers", type));
    notes.push_back(fmt::format("sliding window on layers {} and up (max_window_layers), full attention below", *from));
    Layout out = every([&](int64_t i) { return i >= *from ? Slot::sliding : Slot::full; });
    out.window = ClassDefaults::size(cfg, "sliding_window", 4096, config_class);
    return out;
  }
  // Mistral applies sliding_window to every layer; left out, MistralConfig's 4096
  // (configuration_mistral.py), labelled. Mixtral's class has no window by default
  // (MixtralConfig: sliding_window None, configuration_mixtral.py): left out, full attention,
  // labelled. null is no window for both.
  if (type == "mistral" || type == "mixtral") {
    const WindowIs window = window_is(cfg);
    if (window == WindowIs::malformed) return unknown(fmt::format("{}: sliding_window is not an integer", type));
    if (window == WindowIs::left_out && type == "mixtral") defaults.record("sliding_window", "null", "MixtralConfig");
    if (window == WindowIs::none || (window == WindowIs::left_out && type == "mixtral")) {
      notes.push_back(fmt::format("{}: no sliding window: full attention on every layer", type));
      return every([](int64_t) { return Slot::full; });
    }
    notes.push_back(fmt::format("{}: sliding window on every layer", type));
    Layout out = every([](int64_t) { return Slot::sliding; });
    if (type == "mistral") out.window = ClassDefaults::size(cfg, "sliding_window", 4096, "MistralConfig");
    return out;
  }
  // Any other family: no window, full attention (brief checks no other class's default); a
  // window with no layout key brief reads is not guessed at.
  if (!has_window(cfg)) return every([](int64_t) { return Slot::full; });
  return unknown(fmt::format("sliding_window is set but model_type '{}' has no layout key brief reads (layer_types, "
                             "sliding_window_pattern): which layers slide is not in the file",
                             type.empty() ? "?" : type));
}

}  // namespace

void read_layout(const json& cfg, Model& m, std::vector<std::string>& notes, std::vector<std::string>& derivations,
                 std::vector<std::string>& defaults) {
  if (!m.layers.value.known()) {
    m.layout_unknown.value = "config.json has no num_hidden_layers";
    return;
  }
  const int64_t layers = m.layers.value.value();
  ClassDefaults class_defaults(defaults);
  const Layout layout = read_slots(cfg, layers, notes, class_defaults);
  const std::string type = cfg.value("model_type", std::string());
  if (!layout.unknown.empty()) {
    m.layout_unknown.value = layout.unknown;
    return;
  }
  if (static_cast<int64_t>(layout.slots.size()) != layers) {
    m.layout_unknown.value = "config.json's layer layout does not match num_hidden_layers";
    return;
  }
  std::map<Slot, int64_t> counts;
  for (Slot s : layout.slots) counts[s]++;
  const json* linear_cfg = nullptr;
  if (const auto it = cfg.find("linear_attn_config"); it != cfg.end() && it->is_object()) linear_cfg = &*it;
  for (const auto& [slot, count] : counts) {
    switch (slot) {
      case Slot::full: {
        LayerGroup g = group(LayerKind::full_attention, count);
        // Nemotron-H names its attention head size attention_head_dim.
        if (cfg.contains("attention_head_dim")) g.head_dim = fact_of(cfg, "attention_head_dim");
        m.layer_groups.push_back(g);
        break;
      }
      case Slot::feed_forward: m.layer_groups.push_back(group(LayerKind::feed_forward, count)); break;
      case Slot::mamba: {
        // vLLM JambaMambaMixer: intermediate_size = mamba_expand x hidden_size, the state
        // mamba_d_state, the convolution mamba_d_conv (JambaConfig defaults 2, 16 and 4,
        // each labelled a default when the file leaves it out).
        LayerGroup g = group(LayerKind::linear_attention, count);
        g.linear.value = LinearKind::mamba;
        g.linear.present = true;
        g.value_heads.present = true;
        const auto expand = class_defaults.integer(cfg, "mamba_expand", 2, "JambaConfig");
        const auto hidden = int_of(cfg, "hidden_size");
        if (!expand || *expand <= 0) {
          g.value_heads.value.count.why = "config.json's mamba_expand is not a positive integer";
        } else if (hidden && *hidden > 0 && *hidden <= (int64_t{1} << 40) / *expand) {
          g.value_heads.value.count.value = *expand * *hidden;
          g.value_heads.value.from.value = "derived";
          derivations.push_back("Mamba inner size = mamba_expand x hidden_size");
        } else {
          g.value_heads.value.count.why = "config.json has no hidden_size to size Mamba's inner state from";
        }
        g.key_head_dim = class_defaults.use(ClassDefaults::size(cfg, "mamba_d_state", 16, "JambaConfig"));
        g.conv_kernel = class_defaults.use(ClassDefaults::size(cfg, "mamba_d_conv", 4, "JambaConfig"));
        m.layer_groups.push_back(g);
        break;
      }
      case Slot::lightning: {
        // vLLM MiniMaxText01LinearAttention: num_attention_heads heads of head_dim.
        LayerGroup g = group(LayerKind::linear_attention, count);
        g.linear.value = LinearKind::lightning;
        g.linear.present = true;
        g.value_heads = fact_of(cfg, "num_attention_heads");
        g.value_head_dim = fact_of(cfg, "head_dim");
        m.layer_groups.push_back(g);
        break;
      }
      case Slot::mamba2:
        // Mamba2 in brief's linear shapes (profile.h): groups as key heads, the state size as
        // the key head dim, the Mamba heads and head dim as the value heads and head dim.
        m.layer_groups.push_back(linear_group(LinearKind::mamba2, count, cfg,
                                              {"n_groups", "mamba_num_heads", "ssm_state_size", "mamba_head_dim",
                                               "conv_kernel"}));
        break;
      case Slot::sliding: {
        LayerGroup g = group(LayerKind::sliding_window, count);
        g.window = layout.window.fact.present ? class_defaults.use(layout.window) : fact_of(cfg, "sliding_window");
        m.layer_groups.push_back(g);
        break;
      }
      case Slot::chunked: {
        // A chunked layer attends within its chunk: at most attention_chunk_size tokens kept.
        // Llama-4's file may leave the chunk to Llama4TextConfig's default 8192, labelled.
        LayerGroup g = group(LayerKind::sliding_window, count);
        g.window = type == "llama4" || type == "llama4_text"
                       ? class_defaults.use(ClassDefaults::size(cfg, "attention_chunk_size", 8192, "Llama4TextConfig"))
                       : fact_of(cfg, "attention_chunk_size");
        m.layer_groups.push_back(g);
        notes.push_back("chunked-attention layers written as sliding-window layers whose window is attention_chunk_size");
        break;
      }
      case Slot::mla: {
        LayerGroup g = group(LayerKind::mla, count);
        g.kv_lora_rank = fact_of(cfg, "kv_lora_rank");
        g.qk_rope_head_dim = fact_of(cfg, "qk_rope_head_dim");
        if (cfg.contains("index_head_dim")) g.index_head_dim = fact_of(cfg, "index_head_dim");
        m.layer_groups.push_back(g);
        break;
      }
      case Slot::gated_deltanet:
        m.layer_groups.push_back(linear_group(LinearKind::gated_deltanet, count, cfg,
                                              {"linear_num_key_heads", "linear_num_value_heads", "linear_key_head_dim",
                                               "linear_value_head_dim", "linear_conv_kernel_dim"}));
        break;
      case Slot::kda:
        // vLLM KimiDeltaAttention: recurrent (heads, head_dim, head_dim); q, k and v short
        // convolutions of heads x head_dim each: key_heads = value_heads = heads.
        m.layer_groups.push_back(linear_group(LinearKind::kda, count, linear_cfg ? *linear_cfg : cfg,
                                              {"num_heads", "num_heads", "head_dim", "head_dim", "short_conv_kernel_size"}));
        break;
    }
  }
}

}  // namespace brief::inspect
