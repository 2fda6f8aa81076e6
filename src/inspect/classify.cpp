#include "inspect/classify.h"

#include <charconv>

namespace brief::inspect {
namespace {

bool has(std::string_view s, std::string_view part) { return s.find(part) != std::string_view::npos; }

// The layer index after "layers." / "blk.", when there is one.
std::optional<int64_t> layer_index(std::string_view name, std::string_view marker) {
  const auto at = name.find(marker);
  if (at == std::string_view::npos) return std::nullopt;
  int64_t v = 0;
  const char* begin = name.data() + at + marker.size();
  const auto [end, ec] = std::from_chars(begin, name.data() + name.size(), v);
  if (ec != std::errc() || end == begin) return std::nullopt;
  return v;
}

// The last name part before .weight / .bias / .scales ...: "input_layernorm".
std::string_view leaf(std::string_view name) {
  auto end = name.rfind('.');
  if (end == std::string_view::npos) return name;
  const std::string_view head = name.substr(0, end);
  const auto start = head.rfind('.');
  return start == std::string_view::npos ? head : head.substr(start + 1);
}

ComponentClass classify_hf(std::string_view n, std::optional<int64_t> layers) {
  if (has(n, "visual.") || has(n, "vision_tower") || has(n, "vision_model") || has(n, "multi_modal_projector") ||
      has(n, "mm_projector") || has(n, "vision_encoder") || has(n, "image_newline"))
    return ComponentClass::vision;
  if (has(n, ".mtp.") || n.starts_with("mtp.") || has(n, "mtp_") || has(n, "draft_model")) return ComponentClass::mtp;
  if (layers) {
    const auto i = layer_index(n, "layers.");
    if (i && *i >= *layers) return ComponentClass::mtp;
  }
  if (has(n, "embed_tokens") || has(n, "word_embeddings") || has(n, ".wte.") || n.starts_with("wte.") ||
      has(n, "tok_embeddings"))
    return ComponentClass::embeddings;
  if (n.starts_with("lm_head") || has(n, ".lm_head") || n.starts_with("output.")) return ComponentClass::lm_head;
  if (has(leaf(n), "norm")) return ComponentClass::norms;
  if (has(n, "shared_expert")) return ComponentClass::shared_experts;
  if (has(n, ".experts.") || has(n, ".experts_")) return ComponentClass::routed_experts;
  if (has(n, "self_attn") || has(n, "attention") || has(n, ".attn.") || has(n, "linear_attn") || has(n, ".mlp.") ||
      has(n, "feed_forward") || has(n, "mixer") || has(n, "block_sparse_moe.gate"))
    return ComponentClass::dense;
  return ComponentClass::unclassified;
}

// llama.cpp tensor names (gguf-py/gguf/constants.py TENSOR_NAMES).
ComponentClass classify_gguf(std::string_view n) {
  if (n.starts_with("v.") || n.starts_with("mm.")) return ComponentClass::vision;
  if (has(n, ".nextn.")) return ComponentClass::mtp;
  if (n.starts_with("token_embd")) return ComponentClass::embeddings;
  if (n.starts_with("output.")) return ComponentClass::lm_head;
  if (has(leaf(n), "norm")) return ComponentClass::norms;
  if (has(n, "_shexp")) return ComponentClass::shared_experts;
  if (has(n, "_exps")) return ComponentClass::routed_experts;
  if (n.starts_with("blk.") && (has(n, ".attn_") || has(n, ".ffn_") || has(n, ".ssm_") || has(n, ".time_mix")))
    return ComponentClass::dense;
  return ComponentClass::unclassified;
}

}  // namespace

ComponentClass classify_tensor(std::string_view name, bool gguf, std::optional<int64_t> layers) {
  return gguf ? classify_gguf(name) : classify_hf(name, layers);
}

}  // namespace brief::inspect
