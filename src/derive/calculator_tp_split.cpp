// One TP rank's weights as vLLM shards them, from the bytes inspect measured per class.
//
// vLLM keeps each tensor either split over the TP ranks or whole on every one of them:
// - norms (RMSNorm's weight) are whole on every rank;
// - the embeddings and the LM head are VocabParallelEmbedding / ParallelLMHead: the
//   vocabulary is padded to a multiple of 64 (DEFAULT_VOCAB_PADDING_SIZE, pad_vocab_size) and
//   divided by TP (num_embeddings_per_partition = divide(num_embeddings_padded, tp_size));
//   vllm/model_executor/layers/vocab_parallel_embedding.py;
// - routed and shared experts are split: FusedMoE divides each expert's intermediate size by
//   TP, and the shared experts are column- and row-parallel MLPs (models/deepseek_v2.py);
// - the dense class mixes both: attention and dense-MLP projections are split, but MLA's
//   q_a_proj and kv_a_proj_with_mqa and the MoE router (`gate`) are ReplicatedLinear
//   (models/deepseek_v2.py), K/V projections are replicated when KV heads < TP
//   (QKVParallelLinear: num_kv_head_replicas = divide(tp_size, total_num_kv_heads)) and a
//   RowParallelLinear's bias is whole (layers/linear.py). Which of its bytes are which is not
//   in the class bytes, so the dense class (and every class not named above) counts whole in
//   the high bound: an honest interval, never the even split.
#include <fmt/format.h>

#include "derive/calculator_parts.h"

namespace brief::calc {
namespace {

// vLLM's DEFAULT_VOCAB_PADDING_SIZE.
constexpr uint64_t kVocabPadding = 64;

// A class's measured bytes when stated exactly (an approximate class is not split).
std::optional<uint64_t> exact_class(const Model& model, ComponentClass cls) {
  for (const auto& s : model.stored) {
    if (s.cls.value != cls || !s.bytes.present || !s.bytes.value.is_known()) continue;
    const auto span = stated_interval(s.bytes.value);
    if (span && span->low == span->high) return span->low;
  }
  return std::nullopt;
}

uint64_t ceil_div(uint64_t a, uint64_t b) { return a / b + (a % b != 0); }

}  // namespace

std::optional<RankWeights> vllm_rank_weights(const Model& model, const WeightBytes& resident, uint64_t tp) {
  if (!resident.low || !resident.high || tp < 2) return std::nullopt;
  const uint64_t low = *resident.low, high = *resident.high;
  RankWeights out;
  std::vector<std::string> parts;
  uint64_t whole = 0, split_high = 0, counted = 0;  // counted: bytes placed by a rule, of `high`

  const uint64_t norms = exact_class(model, ComponentClass::norms).value_or(0);
  if (norms > low) return std::nullopt;  // classes larger than the checkpoint: nothing to split
  if (norms) {
    whole += norms;
    counted += norms;
    parts.push_back(fmt::format("norms {} B whole", group_thousands(norms)));
  }
  // Embeddings and LM head: rows of the vocabulary, padded to 64, split over the ranks.
  const auto& vocab = model.vocab;
  // 0: the vocabulary size is unknown.
  const uint64_t rows =
      vocab.present && vocab.value.known() && vocab.value.value() > 0 ? static_cast<uint64_t>(vocab.value.value()) : 0;
  for (const auto cls : {ComponentClass::embeddings, ComponentClass::lm_head}) {
    const auto bytes = exact_class(model, cls);
    if (!bytes || !*bytes || counted + *bytes > high) continue;
    const std::string name = cls == ComponentClass::embeddings ? "embeddings" : "LM head";
    if (rows == 0 || *bytes % rows != 0) {
      out.notes.push_back(fmt::format("the {} ({} B) counted whole: {}", name, group_thousands(*bytes),
                                      rows ? fmt::format("{} B is not a whole number of rows of the {}-token vocabulary",
                                                         group_thousands(*bytes), group_thousands(rows))
                                           : std::string("the vocabulary size (model.vocab) is unknown")));
      continue;
    }
    const uint64_t padded = ceil_div(rows, kVocabPadding) * kVocabPadding;
    if (padded % tp != 0) {
      out.notes.push_back(fmt::format("the {} ({} B) counted whole: the padded vocabulary {} does not divide by TP {} "
                                      "(vLLM's divide refuses it)",
                                      name, group_thousands(*bytes), group_thousands(padded), tp));
      continue;
    }
    const uint64_t per_rank = *bytes / rows * (padded / tp);
    split_high += per_rank;
    counted += *bytes;
    parts.push_back(fmt::format("{} {} B as {} of {} padded rows", name, group_thousands(*bytes),
                                group_thousands(padded / tp), group_thousands(padded)));
  }
  uint64_t experts = 0;
  for (const auto cls : {ComponentClass::routed_experts, ComponentClass::shared_experts})
    if (const auto bytes = exact_class(model, cls); bytes && counted + experts + *bytes <= high) experts += *bytes;
  if (experts) {
    split_high += ceil_div(experts, tp);
    counted += experts;
    parts.push_back(fmt::format("experts {} B / {}", group_thousands(experts), tp));
  }
  const uint64_t rest = high - counted;
  if (rest) {
    whole += rest;
    parts.push_back(fmt::format("the rest {} B whole", group_thousands(rest)));
    out.notes.push_back(fmt::format(
        "{} B (the dense class: attention, dense MLP, router; and any class not measured apart) counted whole on "
        "every rank in the high bound: vLLM splits most of it but keeps MLA's q_a_proj and kv_a_proj_with_mqa, the "
        "MoE router and the K/V projections when KV heads < TP whole, and which bytes are which is not in the "
        "model facts",
        group_thousands(rest)));
  }
  // Low: the norms whole and everything else at least its even share.
  out.low = norms + (low - norms) / tp;
  out.high = whole + split_high;
  out.formula = fmt::format("one rank at TP {} as vLLM shards it: {}", tp, fmt::join(parts, " + "));
  return out;
}

}  // namespace brief::calc
