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
