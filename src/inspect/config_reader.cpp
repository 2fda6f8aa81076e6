// config.json -> model facts, key by key. Sources of the key names: transformers'
// configuration classes (LlamaConfig, DeepseekV3Config, Qwen3NextConfig, Gemma3TextConfig).
#include "inspect/config_reader.h"

#include <fmt/format.h>

#include "inspect/config_layout.h"
#include "inspect/count_bounds.h"
#include "inspect/error.h"
#include "inspect/json_guard.h"
#include "model/names.h"

namespace brief::inspect {
namespace {

using nlohmann::json;

// A count that is not a count (a fraction, a negative number, past its bound): read_config
// turns it into an error located at the key.
struct BadCount {
  std::string key;
  std::string why;
};

// A 0 where 0 is not a size (`num_key_value_heads: 0`): refused as the profile loader refuses
// `kv_heads: 0` (model/names.h, kNonzeroModelFacts), at the key.
struct ZeroCount {
  std::string key;
  std::string_view zero_is_not;
};

bool is_layer_count(std::string_view key) { return key == "num_hidden_layers" || key == "n_layer" || key == "num_layers"; }

Located<ModelFact> fact_of(const json& cfg, std::initializer_list<const char*> keys,
                           std::string_view zero_refused = {}) {
  Located<ModelFact> out;
  for (const char* key : keys) {
    const auto it = cfg.find(key);
    if (it == cfg.end() || it->is_null()) continue;  // null: the library's "not set"
    if (!it->is_number()) continue;                  // not a number: not this fact (a string, a list)
    if (!it->is_number_integer()) throw BadCount{key, fmt::format("{} is not an integer (a count has no fraction or exponent)", it->dump())};
    if (it->is_number_unsigned() && it->get<uint64_t>() > static_cast<uint64_t>(INT64_MAX))
      throw BadCount{key, fmt::format("{} is past any model's size", it->dump())};
    const int64_t v = it->get<int64_t>();
    if (v < 0) throw BadCount{key, fmt::format("{} is negative", v)};
    const int64_t bound = is_layer_count(key) ? kMaxLayers : kMaxCount;
    if (v > bound) throw BadCount{key, fmt::format("{} is more than {} (no model has that many)", v, bound)};
    if (v == 0 && !zero_refused.empty()) throw ZeroCount{key, zero_refused};
    out.value.count.value = v;
    out.present = true;
    return out;
  }
  out.value.count.why = fmt::format("config.json has no {}", *keys.begin());
  out.present = true;
  return out;
}

// The dtype the weights were saved in: torch_dtype, renamed dtype by newer transformers
// (PretrainedConfig). A name, read as written; what it sizes is the calculator's to say.
Located<ModelName> dtype_of(const json& cfg) {
  Located<ModelName> out;
  out.present = true;
  for (const char* key : {"torch_dtype", "dtype"}) {
    const auto it = cfg.find(key);
    if (it == cfg.end() || !it->is_string() || it->get<std::string>().empty()) continue;
    out.value.value = it->get<std::string>();
    return out;
  }
  out.value.why = "config.json has no torch_dtype (or dtype)";
  return out;
}

Located<ModelFact> known(int64_t v) {
  Located<ModelFact> out;
  out.value.count.value = v;
  out.present = true;
  return out;
}

void set_quantization(const json& q, ConfigFacts& out) {
  if (!q.is_object()) return;
  if (const auto it = q.find("quant_method"); it != q.end() && it->is_string()) out.quant_method = it->get<std::string>();
  // exl2/exl3/gptq/awq write `bits`; exl2/exl3 also `head_bits` for lm_head.
  auto bits = [&](const char* key, ComponentClass cls) {
    const auto it = q.find(key);
    if (it == q.end() || !it->is_number()) return;
    const auto d = Decimal::parse(it->dump());
    if (!d) return;
    StoredClass s;
    s.cls.value = cls;
    s.cls.present = true;
    s.bits_per_weight.value = *d;
    s.bits_per_weight.present = true;
    s.from.value = "config";
    s.note.value = fmt::format("quantization_config.{} ({})", key, out.quant_method.empty() ? "?" : out.quant_method);
    out.model.stored.push_back(s);
  };
  bits("bits", ComponentClass::all);
  bits("head_bits", ComponentClass::lm_head);
  if (!out.quant_method.empty()) out.notes.push_back(fmt::format("quantization: {}", out.quant_method));
}

}  // namespace

static ConfigFacts read_config_facts(std::string_view text, const std::string& path) {
  const json root = parse_json(text, path, 0, 64);
  if (!root.is_object()) throw InspectError(path, 0, "config.json is not a JSON object");
  ConfigFacts out;
  Model& m = out.model;
  m.present = true;
  m.from.value = "config";
  // Multimodal models keep the language model's facts in text_config.
  json cfg = root;
  if (const auto it = root.find("text_config"); it != root.end() && it->is_object()) {
    for (const auto& [k, v] : it->items()) cfg[k] = v;
    out.notes.push_back("language-model facts from text_config");
  }
  if (const auto it = cfg.find("model_type"); it != cfg.end() && it->is_string()) m.architecture.value = it->get<std::string>();
  m.layers = fact_of(cfg, {"num_hidden_layers", "n_layer", "num_layers"}, zero_is_not(&Model::layers));
  m.attention_heads = fact_of(cfg, {"num_attention_heads", "n_head"}, zero_is_not(&Model::attention_heads));
  m.kv_heads = fact_of(cfg, {"num_key_value_heads"}, zero_is_not(&Model::kv_heads));
  m.head_dim = fact_of(cfg, {"head_dim"}, zero_is_not(&Model::head_dim));
  std::vector<std::string> derivations;  // how each fact that says from: derived was computed
  // hidden_size divides into head_dim and sizes Mamba's inner state: 0 would make both 0.
  const auto hidden = fact_of(cfg, {"hidden_size"}, "hidden size");
  if (!m.head_dim.value.known() && !cfg.contains("kv_lora_rank")) {
    if (hidden.value.known() && m.attention_heads.value.known() && m.attention_heads.value.value() > 0 &&
        hidden.value.value() % m.attention_heads.value.value() == 0) {
      m.head_dim = known(hidden.value.value() / m.attention_heads.value.value());
      m.head_dim.value.from.value = "derived";
      out.notes.push_back("head_dim = hidden_size / num_attention_heads (config.json has no head_dim)");
      derivations.push_back("head_dim = hidden_size / num_attention_heads");
    }
  }
  m.vocab = fact_of(cfg, {"vocab_size"}, zero_is_not(&Model::vocab));
  m.routed_experts = fact_of(cfg, {"n_routed_experts", "num_experts", "num_local_experts"});
  m.experts_per_token = fact_of(cfg, {"num_experts_per_tok", "moe_topk"});
  m.shared_experts = fact_of(cfg, {"n_shared_experts", "num_shared_experts"});
  m.first_dense_layers = fact_of(cfg, {"first_k_dense_replace"});
  m.max_position_embeddings = fact_of(cfg, {"max_position_embeddings"}, zero_is_not(&Model::max_position_embeddings));
  // DeepSeek-V3 and GLM-4.5 name their MTP layers num_nextn_predict_layers.
  m.mtp_layers = fact_of(cfg, {"num_nextn_predict_layers"});
  m.dtype = dtype_of(cfg);
  read_layout(cfg, m, out.notes, derivations, out.defaults);
  if (const auto it = root.find("quantization_config"); it != root.end()) set_quantization(*it, out);
  FactSource src;
  src.id.value = "config";
  src.origin.value = FactOrigin::config;
  src.document.value = path;
  m.sources.push_back(src);
  if (!derivations.empty()) {
    // Derived, not read: the facts name how (a source of their own, from the config's keys).
    FactSource derived;
    derived.id.value = "derived";
    derived.origin.value = FactOrigin::config;
    derived.document.value = fmt::format("derived from {}: {}", path, fmt::join(derivations, "; "));
    m.sources.push_back(derived);
  }
  return out;
}

ConfigFacts read_config(std::string_view text, const std::string& path) {
  try {
    return read_config_facts(text, path);
  } catch (const ZeroCount& zero) {
    const auto at = text.find(fmt::format("\"{}\"", zero.key));
    throw InspectError(path, at == std::string_view::npos ? 0 : at,
                       fmt::format("'{}: 0' is not a {}", zero.key, zero.zero_is_not),
                       fmt::format("a model's {} is at least 1; a profile's model section refuses 0 the same way",
                                   zero.key));
  } catch (const BadCount& bad) {
    const auto at = text.find(fmt::format("\"{}\"", bad.key));
    throw InspectError(path, at == std::string_view::npos ? 0 : at, fmt::format("'{}': {}", bad.key, bad.why),
                       "a count in config.json is a whole number of a real model's size");
  }
}

}  // namespace brief::inspect
