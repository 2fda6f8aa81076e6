#include "render/model_names.h"

#include "brief/bytes.h"

namespace brief::rendering {

std::string fact_phrase(const ModelFact& fact) {
  if (fact.not_present) return "not present";
  if (fact.count.known()) return group_thousands(static_cast<uint64_t>(*fact.count.value));
  return fact.count.why.empty() ? "unknown" : "unknown. " + fact.count.why;
}

std::string fact_phrase(const ModelName& fact) {
  if (fact.not_present) return "not present";
  if (fact.known()) return *fact.value;
  return fact.why.empty() ? "unknown" : "unknown. " + fact.why;
}

}  // namespace brief::rendering
