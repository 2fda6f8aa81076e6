#pragma once
// Internal pieces of the calculator shared by its files.
#include "derive/calculator.h"

namespace brief::calc {

struct WeightBytes {
  std::optional<uint64_t> bytes;
  bool estimate = false;   // parameters x stated bits, not measured bytes
  std::string formula;
  std::vector<std::string> missing;
};
WeightBytes model_weights(const Model& model);

}  // namespace brief::calc
