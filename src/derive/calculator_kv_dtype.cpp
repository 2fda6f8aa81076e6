// The KV cache dtype a request names, with vLLM's `auto` resolved to the model's own dtype
// (model.dtype): vLLM's CacheConfig.cache_dtype "auto" keeps the cache in ModelConfig.dtype,
// the dtype the model is served in. The resolution names its source; a model dtype the facts
// do not state, or one vLLM does not serve a model in, leaves the KV term unknown with why.
#include <fmt/format.h>

#include "derive/calculator.h"

namespace brief::calc {
namespace {

// Where the model's dtype came from: "model.dtype, from: config (config.json)".
std::string dtype_source(const Model& model) {
  const std::string& id = model.dtype.value.from.value.empty() ? model.from.value : model.dtype.value.from.value;
  if (id.empty()) return "model.dtype";
  for (const auto& s : model.sources)
    if (s.id.value == id && !s.document.value.empty())
      return fmt::format("model.dtype, from: {} ({})", id, s.document.value);
  return fmt::format("model.dtype, from: {}", id);
}

}  // namespace

KvDtype kv_cache_dtype(const Model& model, const Request& r) {
  KvDtype out;
  if (!is_model_dtype(r.kv_dtype)) {
    if (const auto size = cache_element_size(r.kv_dtype)) out.low = out.high = *size;
    else if (r.kv_dtype.empty()) out.missing = "the KV cache dtype (serving.kv_cache_dtype or --kv-dtype)";
    else out.missing = fmt::format("a known KV cache dtype (got '{}')", r.kv_dtype);
    return out;
  }
  const auto& fact = model.dtype;
  const std::string head = fmt::format("the model's dtype: KV cache dtype '{}' ({}) keeps the cache in it, as vLLM's "
                                       "cache_dtype auto does",
                                       r.kv_dtype, r.kv_dtype_source);
  if (!fact.present || !fact.value.known()) {
    out.missing = !fact.present || fact.value.not_present
                      ? head + ", and the model facts do not state it (model.dtype; brief inspect reads config.json's "
                               "torch_dtype)"
                      : fmt::format("{}, and model.dtype is unknown{}", head,
                                    fact.value.why.empty() ? std::string() : ": " + fact.value.why);
    return out;
  }
  const std::string& name = *fact.value.value;
  const auto size = cache_element_size(name);
  // vLLM serves a model in float16, bfloat16 or float32 only (ModelConfig.dtype, ModelDType).
  if (!size || (size->name != "bf16" && size->name != "fp16" && size->name != "fp32")) {
    out.missing = fmt::format("{}, and model.dtype '{}' is none of the dtypes vLLM serves a model in (float16, "
                              "bfloat16, float32: vllm/config/model.py ModelDType)",
                              head, name);
    return out;
  }
  out.resolved = fmt::format("{} ({} {})", size->name, "model.dtype", name);
  out.source = dtype_source(model);
  out.low = out.high = *size;
  if (size->name == "fp32") {
    // vLLM's --dtype auto (the default) downcasts a float32 checkpoint to the platform's
    // preferred 16-bit dtype (vllm/config/model.py _resolve_auto_dtype); --dtype float32 keeps
    // it. Which one serves the model is not in the profile: both bound the cache.
    out.low = *cache_element_size("bf16");
    out.note = "model.dtype is float32: vLLM's --dtype auto (the default) serves a float32 checkpoint in the "
               "platform's 16-bit dtype (vllm/config/model.py _resolve_auto_dtype, 'Downcast for float32 models') "
               "and --dtype float32 keeps it, so the minimum counts 2 B a value and the reservation 4 B";
    out.resolved = fmt::format("2 or 4 B a value (model.dtype {}: 16-bit under vLLM's --dtype auto, fp32 under "
                               "--dtype float32)",
                               name);
  }
  return out;
}

}  // namespace brief::calc
