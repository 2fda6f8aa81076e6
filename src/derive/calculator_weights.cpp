// Weights of the whole model: measured bytes when the model facts hold them; else parameters
// x stored bits per weight, labelled an estimate. Never a default parameter count or bit width.
#include <fmt/format.h>

#include "derive/calculator_parts.h"

namespace brief::calc {
namespace {

const StoredClass* stored_of(const Model& model, ComponentClass cls) {
  for (const auto& s : model.stored)
    if (s.cls.value == cls) return &s;
  return nullptr;
}

const ModelFact* parameters_of(const Model& model, ComponentClass cls) {
  for (const auto& p : model.parameters)
    if (p.cls.value == cls && p.count.present) return &p.count.value;
  return nullptr;
}

}  // namespace

WeightBytes model_weights(const Model& model) {
  WeightBytes out;
  const StoredClass* all = stored_of(model, ComponentClass::all);
  if (all && all->bytes.present && all->bytes.value.is_known()) {
    out.bytes = all->bytes.value.value();
    out.formula = fmt::format("{} B stored", group_thousands(*out.bytes));
    return out;
  }
  // Measured bytes of every class but `all` add up to the checkpoint when every class is known.
  if (!model.stored.empty() && !all) {
    unsigned __int128 sum = 0;
    bool every = true;
    for (const auto& s : model.stored) {
      if (!s.bytes.value.is_known()) every = false;
      else sum += s.bytes.value.value();
    }
    if (every && sum <= UINT64_MAX) {
      out.bytes = static_cast<uint64_t>(sum);
      out.formula = fmt::format("sum of {} stored classes", model.stored.size());
      return out;
    }
  }
  const ModelFact* params = parameters_of(model, ComponentClass::all);
  if (!params || !params->known()) out.missing.push_back("the total parameter count (model.parameters, class all)");
  if (!all || !all->bits_per_weight.present)
    out.missing.push_back("the stored bytes or bits per weight of the checkpoint (model.stored, class all)");
  if (!out.missing.empty()) return out;
  // params x units / 10^scale / 8, rounded up to whole bytes: exact integer arithmetic.
  const Decimal bpw = all->bits_per_weight.value;
  if (bpw.units <= 0) {
    out.missing.push_back("a positive bits-per-weight");
    return out;
  }
  unsigned __int128 den = 8;
  for (int i = 0; i < bpw.scale; ++i) den *= 10;
  const unsigned __int128 num = static_cast<unsigned __int128>(params->value()) * static_cast<uint64_t>(bpw.units);
  const unsigned __int128 bytes = (num + den - 1) / den;
  if (bytes > UINT64_MAX) {
    out.missing.push_back("a weight size under 2^64 bytes");
    return out;
  }
  out.bytes = static_cast<uint64_t>(bytes);
  out.estimate = true;
  out.formula = fmt::format("{} parameters x {} bits / 8", group_thousands(static_cast<uint64_t>(params->value())),
                            bpw.to_string());
  return out;
}

}  // namespace brief::calc
