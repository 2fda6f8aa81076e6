#pragma once
// The generic calculator (docs/calculator.md): pure functions from model facts, serving facts
// and parallelism to exact byte counts, and the second verdict built from them. Every result
// is an exact integer or unknown with the inputs it lacks; nothing defaults silently.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "brief/brief.h"

namespace brief::calc {

// Storage of one cache element: block_bytes per block_elements (bf16: 2 per 1; q8_0: 34 per 32).
struct ElementSize {
  uint64_t block_elements = 1;
  uint64_t block_bytes = 0;
  std::string name;
};
// bf16, fp16, fp32, fp8 (e4m3/e5m2), q8_0, q4_0, q4_1, q5_0, q5_1, iq4_nl, and the spellings
// inspect prints (F8_E4M3) and vLLM takes (bfloat16), in any case: one table
// (calculator_dtype.cpp). nullopt: unknown name.
std::optional<ElementSize> cache_element_size(std::string_view dtype);
// vLLM's `auto` KV cache dtype (CacheConfig.cache_dtype, the default): the cache in the
// model's own dtype. Any case.
bool is_model_dtype(std::string_view dtype);
// "bf16, fp16, ..." for messages.
std::string cache_dtype_names();

// A byte count or the reasons it is unknown.
struct Exact {
  std::optional<uint64_t> bytes;
  std::vector<std::string> missing;
  std::string formula;
  // The size is past 2^64 - 1 bytes: not a missing input but more than any pool holds.
  bool over_2_64 = false;
  // What the figure rests on that a sum's formula cannot show ("KDA's recurrent state in fp32
  // whatever the state dtype"): carried up through sums, printed as the term's assumptions.
  std::vector<std::string> notes;
  bool known() const { return bytes.has_value(); }
};

// Bytes of `elements` cache elements of `size`, when they fill whole blocks (a row of a
// block type is stored in whole blocks; a row that does not is unknown, never rounded).
std::optional<uint64_t> element_bytes(uint64_t elements, const ElementSize& size);

// KV bytes one token adds to one layer of `group` on one TP rank (sliding-window layers
// per token too; the window caps the tokens, see kv_bytes). Linear layers add nothing.
//   full / sliding:  2 * (kv_heads / tp) * head_dim elements; tp a multiple of kv_heads: 2 * head_dim
//                    (vLLM replicates each head); any other tp is unknown (vLLM refuses it)
//   mla:             (kv_lora_rank + qk_rope_head_dim) elements, replicated on every rank
Exact kv_bytes_per_token_layer(const LayerGroup& group, const Model& model, const ElementSize& size,
                               uint64_t tp);

// KV bytes per token over every layer that keeps per-token entries (full, MLA; sliding
// counted too, as if the context were under the window). For per-token check values.
Exact kv_bytes_per_token(const Model& model, const ElementSize& size, uint64_t tp);

// KV bytes of one sequence of `context` tokens on one rank: sum over groups of
// per-token-layer bytes * layers * tokens, tokens = min(window, context) on window layers.
Exact kv_bytes(const Model& model, const ElementSize& size, uint64_t tp, uint64_t context);

// The dtypes a runtime keeps a linear layer's two states in (vLLM MambaStateDtypeCalculator):
// the conv state in serving.state_dtype (vLLM's mamba_cache_dtype), the temporal (SSM,
// recurrent) state in serving.temporal_state_dtype (mamba_ssm_cache_dtype) when stated, else
// in the same dtype (what mamba_ssm_cache_dtype "auto" does). Two kinds keep their own:
// lightning attention has one state, in the conv dtype; KDA's recurrent state is always fp32.
struct StateSizes {
  ElementSize conv;
  ElementSize temporal;
  // The runtime whose rule refuses a split ("vllm", "llama.cpp" ...; empty: not stated): a
  // refusal names the runtime in use, never vLLM for llama.cpp.
  std::string runtime;
};

// Fixed state of one sequence in one linear-attention layer on one rank, in elements:
//   recurrent = value_heads * key_head_dim * value_head_dim                  (temporal dtype)
//   conv      = (conv_kernel - 1) * (2 * key_heads * key_head_dim + value_heads * value_head_dim)
//                                                                            (conv dtype)
// each divided by tp (heads and the conv dim are split); a split that is not whole is unknown.
Exact linear_state_bytes_layer(const LayerGroup& group, const StateSizes& sizes, uint64_t tp);
// Sum over every linear-attention layer, one sequence, one rank.
Exact linear_state_bytes(const Model& model, const StateSizes& sizes, uint64_t tp);

// A closed interval of bytes.
struct Span {
  uint64_t low = 0, high = 0;
};
// A known byte count as the interval its words state: exact counts are [v, v]; "about
// 18.6 GB" is [18.55 GB, 18.65 GB] (half a unit of the last written digit either side); a
// count without a unit, by its last nonzero digit ("about 18600000000" is the same interval).
// nullopt when unknown, or approximate with no readable precision.
std::optional<Span> stated_interval(const Bytes& b);

// An explicit assumption from the command line: `workspace=4GiB`, `drafter=1GiB..2GiB`.
struct Assumption {
  std::string term;        // "workspace", "drafter", "weights"
  uint64_t low = 0, high = 0;
  std::string as_written;  // "workspace=4GiB"
};
// Parses `term=QUANTITY` or `term=LOW..HIGH`; nullopt and *error on bad input.
std::optional<Assumption> parse_assumption(std::string_view text, std::string* error);

// Everything the calculator is given. Optional fields are unknown when empty.
struct Request {
  std::optional<uint64_t> context, slots;
  std::string kv_dtype, state_dtype;
  std::string temporal_state_dtype;  // "": the temporal state in state_dtype
  std::optional<uint64_t> tp, pp, nodes;
  std::vector<Assumption> assumptions;
  // The serving runtime whose reservation is the KV term's upper bound ("vllm", "llama.cpp",
  // "sglang", "other"; empty: not stated), and the two facts its rules need.
  std::string runtime;
  std::optional<uint64_t> block_size, max_num_batched_tokens;
  // Speculative decoding: "mtp" keeps the model's MTP layers resident; "none", "draft-model"
  // leave them on disk; empty: not stated.
  std::string speculative;
  // Where each came from, for the inputs list: "profile serving", "--context" ...
  std::string context_source, slots_source, kv_dtype_source, state_dtype_source, temporal_state_dtype_source;
  std::string tp_source, pp_source;
  std::string runtime_source, block_size_source, batched_tokens_source, speculative_source;
};

// The KV cache dtype of a request, vLLM's `auto` resolved to the model's dtype (model.dtype;
// calculator_kv_dtype.cpp). low sizes the theoretical minimum, high the runtime's reservation:
// equal, except for a float32 model under `auto`, which vLLM's default --dtype auto serves in
// 16 bits and --dtype float32 in 32. Both empty: unknown, and `missing` says why.
struct KvDtype {
  std::optional<ElementSize> low, high;
  std::string missing;
  std::string resolved;  // what `auto` resolved to; empty when the dtype was named
  std::string source;    // where the model's dtype came from ("model.dtype, from: config (config.json)")
  std::string note;      // why low and high differ, when they do
};
KvDtype kv_cache_dtype(const Model& model, const Request& request);

// A TP that splits the model's heads unevenly, as the selected runtime treats it; empty
// when the split is even. vLLM refuses it (total attention heads % TP == 0 in
// ModelConfig.verify_with_parallel_config; QKVParallelLinear divides KV heads by TP, or TP by
// KV heads, exactly): id calculator-tp-refused. llama.cpp has no tensor-parallel size to
// refuse it with, and any other or unstated runtime's rule is not known to brief: id
// calculator-tp-unknown. Either way the KV per rank is unknown, never floored.
struct TpRefusal {
  std::string id;   // "calculator-tp-refused" or "calculator-tp-unknown"
  std::string why;  // one clause naming the runtime, no final period
  bool empty() const { return why.empty(); }
};
TpRefusal tp_refusal(const Model& model, uint64_t tp, std::string_view runtime);

// What a runtime reserves for the KV of one sequence on one rank: the KV term's upper bound.
struct Reservation {
  Exact bytes;          // unknown with the reason when the rule or its inputs are not known
  std::string name;     // "vLLM reservation"
  std::string source;   // the file of the runtime's repository the rule is read from
};
// KV bytes per token over every layer in the layout the named runtime keeps: vLLM's
// fp8_ds_mla for DeepSeek-V3.2's sparse MLA with an fp8 cache (656 B where the minimum counts
// 576); otherwise the same as kv_bytes_per_token.
Exact kv_bytes_per_token_kept(const Model& model, const ElementSize& size, uint64_t tp, const Request& request);
Reservation kv_reservation(const Model& model, const ElementSize& size, uint64_t tp, uint64_t context,
                           const Request& request);

// The request a profile states: its serving facts and parallelism, nothing else.
Request request_from_profile(const Profile& profile);

// The second verdict for one request. hardware may be null (capacity unknown).
CalculatorVerdict calculate(const Profile& profile, const Hardware* hardware, const Request& request);

// The longest context (tokens) that fits at `request`'s other inputs, searched in
// [1, limit]. nullopt when it cannot be known; 0 when not even one token fits.
struct MaxContext {
  std::optional<uint64_t> tokens;
  std::vector<std::string> missing;
  // The model's own limit (max_position_embeddings), when the model facts give it; the
  // search never goes past it.
  std::optional<uint64_t> model_limit;
  bool stopped_at_model_limit = false;   // memory would allow more; the model does not
  bool stopped_at_search_limit = false;  // memory allows the whole search range; no answer
};
// The longest context the calculator takes, in tokens: a --context past it is refused with
// the bound named, and --max-context searches [1, it]. 2^40 is far past any model's limit.
inline constexpr uint64_t kContextTokenLimit = uint64_t{1} << 40;

// The model's max_position_embeddings, when known.
std::optional<uint64_t> model_context_limit(const Model& model);
MaxContext max_context(const Profile& profile, const Hardware* hardware, Request request, uint64_t limit);

}  // namespace brief::calc
