#pragma once
// Internal pieces of the calculator shared by its files.
#include "derive/calculator.h"

namespace brief::calc {

// Weights of the whole checkpoint as an interval of bytes. low == high when measured or
// exact; an approximate figure spans its stated precision; a partial list is a lower bound
// (high unknown); an estimate is parameters x bits.
struct WeightBytes {
  std::optional<uint64_t> low, high;
  bool estimate = false;   // parameters x stated bits, not measured bytes
  std::string formula;
  std::vector<std::string> missing;
  std::vector<std::string> caveats;  // why it is an interval or a lower bound
};
WeightBytes model_weights(const Model& model);

}  // namespace brief::calc

namespace brief::calc {

// One TP rank's weights as vLLM shards them (PP 1), from the measured class bytes: the
// bounds of what one rank holds, and how they were counted.
struct RankWeights {
  uint64_t low = 0, high = 0;
  std::string formula;
  std::vector<std::string> notes;  // what each part rests on, and what stays counted whole
};
// nullopt when `resident` has no bounds. tp > 1.
std::optional<RankWeights> vllm_rank_weights(const Model& model, const WeightBytes& resident, uint64_t tp);

}  // namespace brief::calc
