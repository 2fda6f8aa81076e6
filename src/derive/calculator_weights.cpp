// Weights of the whole model: measured bytes when the model facts hold them (they win over
// any bits-per-weight label); else parameters x stored bits per weight, labelled an estimate.
// An approximate figure stays an interval; a list of some classes is only a lower bound.
// Never a default parameter count or bit width.
#include <fmt/format.h>

#include "derive/calculator_parts.h"
#include "model/names.h"

namespace brief::calc {
namespace {

const StoredClass* stored_bytes_of(const Model& model, ComponentClass cls) {
  for (const auto& s : model.stored)
    if (s.cls.value == cls && s.bytes.present && s.bytes.value.is_known()) return &s;
  return nullptr;
}

const StoredClass* stored_bits_of(const Model& model, ComponentClass cls) {
  for (const auto& s : model.stored)
    if (s.cls.value == cls && s.bits_per_weight.present) return &s;
  return nullptr;
}

const ModelFact* parameters_of(const Model& model, ComponentClass cls) {
  for (const auto& p : model.parameters)
    if (p.cls.value == cls && p.count.present) return &p.count.value;
  return nullptr;
}

}  // namespace

// A partial checkpoint (model.partial: a shard missing, an index total past the headers,
// config layers with no tensors): whatever its stored rows say, they are what the files here
// hold, so the weights are at least their bytes and at most unknown, the reasons named.
WeightBytes partial_weights(const Model& model) {
  WeightBytes out;
  std::vector<std::string> reasons;
  for (const auto& p : model.partial) reasons.push_back(p.value);
  const std::string why = fmt::format("{}", fmt::join(reasons, "; "));
  unsigned __int128 listed = 0;
  std::vector<std::string> names;
  for (const auto& s : model.stored) {
    if (!s.bytes.present || !s.bytes.value.is_known()) continue;
    const auto span = stated_interval(s.bytes.value);
    if (!span) continue;
    if (s.cls.value == ComponentClass::all) {  // the files' whole: the sum of the classes
      listed = span->low;
      names = {std::string(name_of(s.cls.value))};
      break;
    }
    listed += span->low;
    names.push_back(std::string(name_of(s.cls.value)));
  }
  if (!names.empty()) {
    if (listed <= UINT64_MAX) out.low = static_cast<uint64_t>(listed);
    out.formula = fmt::format("at least the bytes of the files here ({}): {} B", fmt::join(names, ", "),
                              group_thousands(out.low.value_or(0)));
  }
  out.caveats.push_back(fmt::format("lower bound: a partial checkpoint (model.partial): {}", why));
  out.missing.push_back(fmt::format("the stored bytes of the whole checkpoint: the files inspected are a partial "
                                    "checkpoint ({})",
                                    why));
  return out;
}

WeightBytes model_weights(const Model& model) {
  if (!model.partial.empty()) return partial_weights(model);
  WeightBytes out;
  if (const StoredClass* all = stored_bytes_of(model, ComponentClass::all)) {
    const Bytes& b = all->bytes.value;
    const auto span = stated_interval(b);
    if (!span) {
      out.missing.push_back(fmt::format("the precision of the stored bytes '{}' (model.stored, class all)", b.as_written()));
      return out;
    }
    out.low = span->low;
    out.high = span->high;
    if (span->low == span->high) {
      out.formula = fmt::format("{} B stored", group_thousands(span->low));
    } else {
      out.formula = fmt::format("'{}' stored: [{}, {}] B at its stated precision", b.as_written(),
                                group_thousands(span->low), group_thousands(span->high));
      out.caveats.push_back(fmt::format("approximate: '{}' is an interval at its stated precision", b.as_written()));
    }
    return out;
  }
  // Measured bytes of some classes but not of the whole checkpoint: their sum is a lower
  // bound (the list may not name every class), never the whole weights.
  unsigned __int128 listed = 0;
  std::vector<std::string> names;
  bool any_listed = false;
  for (const auto& s : model.stored) {
    if (s.cls.value == ComponentClass::all || !s.bytes.present || !s.bytes.value.is_known()) continue;
    const auto span = stated_interval(s.bytes.value);
    if (!span) continue;
    listed += span->low;
    names.push_back(std::string(name_of(s.cls.value)));
    any_listed = true;
  }
  const ModelFact* params = parameters_of(model, ComponentClass::all);
  const StoredClass* bits = stored_bits_of(model, ComponentClass::all);
  const bool can_estimate = params && params->known() && bits;
  if (any_listed && !can_estimate) {
    if (listed <= UINT64_MAX) out.low = static_cast<uint64_t>(listed);
    out.formula = fmt::format("at least the {} listed class(es) ({}): {} B", names.size(), fmt::join(names, ", "),
                              group_thousands(out.low.value_or(0)));
    out.caveats.push_back(fmt::format("lower bound: model.stored lists {} but not the whole checkpoint (class all)",
                                      fmt::join(names, ", ")));
    out.missing.push_back("the stored bytes of the whole checkpoint (model.stored, class all); the listed classes "
                          "give only a lower bound");
    return out;
  }
  if (!params || !params->known()) out.missing.push_back("the total parameter count (model.parameters, class all)");
  if (!bits) out.missing.push_back("the stored bytes or bits per weight of the checkpoint (model.stored, class all)");
  if (!out.missing.empty()) return out;
  // params x units / 10^scale / 8, rounded up to whole bytes: exact integer arithmetic.
  const Decimal bpw = bits->bits_per_weight.value;
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
  out.low = out.high = static_cast<uint64_t>(bytes);
  out.estimate = true;
  out.formula = fmt::format("{} parameters x {} bits / 8", group_thousands(static_cast<uint64_t>(params->value())),
                            bpw.to_string());
  return out;
}

}  // namespace brief::calc
