#include "render/model_names.h"

#include "brief/bytes.h"
#include "load/model_enums.h"

namespace brief::rendering {
namespace {

template <class T, std::size_t N>
const char* lookup(const load::EnumName<T> (&table)[N], T value) {
  for (const auto& e : table)
    if (e.value == value) return e.name.data();
  return "?";
}

}  // namespace

const char* name_of(FactOrigin v) { return lookup(load::kFactOrigins, v); }
const char* name_of(LayerKind v) { return lookup(load::kLayerKinds, v); }
const char* name_of(LinearKind v) { return lookup(load::kLinearKinds, v); }
const char* name_of(ComponentClass v) { return lookup(load::kComponentClasses, v); }

std::string fact_phrase(const ModelFact& fact) {
  if (fact.not_present) return "not present";
  if (fact.count.known()) return group_thousands(static_cast<uint64_t>(*fact.count.value));
  return fact.count.why.empty() ? "unknown" : "unknown. " + fact.count.why;
}

}  // namespace brief::rendering
