// The calculator verdict: per node, weights + KV + linear state + drafter + workspace against
// one pool's usable capacity. Nodes are never added. A term is an interval [low, high]; an
// estimate or an unknown term can never make `fits`.
#include <algorithm>

#include <fmt/format.h>

#include "brief/plural.h"

#include "derive/calculator_parts.h"

namespace brief::calc {
namespace {

// Where the ranks sit. A `gpu` pool is ONE accelerator's memory, present on each of the
// node's accelerators_per_node, and every rank has an accelerator of its own; a `unified`
// pool is the node's, shared by every rank placed on the node (docs/calculator.md).
struct Parallel {
  std::optional<uint64_t> tp, pp, nodes, ranks, ranks_per_node;
  std::optional<uint64_t> accelerators_per_node;
  const MemoryPool* pool = nullptr;
  bool per_accelerator = false;          // the pool is one accelerator's
  std::optional<uint64_t> ranks_per_unit;  // ranks sharing one pool instance
  std::string refused;                   // why the ranks cannot be placed; empty when they can
  std::vector<std::string> missing;
  std::vector<std::string> derived;      // how pp was derived, when it was
};

const MemoryPool* node_pool(const Hardware* hw) {
  if (!hw) return nullptr;
  for (const auto& p : hw->pools)
    if (p.kind.value == PoolKind::unified) return &p;
  for (const auto& p : hw->pools)
    if (p.kind.value == PoolKind::gpu) return &p;
  return nullptr;
}

Parallel resolve_parallel(const Request& r, const Hardware* hw) {
  Parallel p;
  p.tp = r.tp;
  p.pp = r.pp;
  p.nodes = r.nodes;
  p.pool = node_pool(hw);
  p.per_accelerator = p.pool && p.pool->kind.value == PoolKind::gpu;
  if (hw && hw->accelerators_per_node.present && hw->accelerators_per_node.value > 0)
    p.accelerators_per_node = static_cast<uint64_t>(hw->accelerators_per_node.value);
  if (!p.nodes || *p.nodes == 0) p.missing.push_back("the node count (hardware.nodes)");
  if (!p.tp || *p.tp == 0) p.missing.push_back("tensor parallelism (parallelism.tp or --tp)");
  // TP x PP ranks need TP x PP accelerators: when the nodes hold fewer than 2 x TP, PP is 1.
  if (!p.pp && p.tp && *p.tp > 0 && p.nodes && p.accelerators_per_node) {
    const uint64_t accelerators = *p.nodes * *p.accelerators_per_node;
    if (accelerators / *p.tp == 1) {
      p.pp = 1;
      p.derived.push_back(fmt::format("derived: TP {} fills all {} accelerators", *p.tp, accelerators));
    }
  }
  if (!p.pp || *p.pp == 0) p.missing.push_back("pipeline parallelism (parallelism.pp or --pp)");
  if (p.tp && p.pp && *p.tp > 0 && *p.pp > 0) {
    const unsigned __int128 ranks = static_cast<unsigned __int128>(*p.tp) * *p.pp;
    if (ranks <= UINT64_MAX) p.ranks = static_cast<uint64_t>(ranks);
  }
  if (p.ranks && p.nodes && *p.nodes > 0) {
    if (p.accelerators_per_node && static_cast<unsigned __int128>(*p.nodes) * *p.accelerators_per_node < *p.ranks)
      p.refused = fmt::format("TP {} x PP {} = {} need {}; {} x {} have {}", *p.tp, *p.pp,
                              count_of(static_cast<int64_t>(*p.ranks), "rank"),
                              count_of(static_cast<int64_t>(*p.ranks), "accelerator"),
                              count_of(static_cast<int64_t>(*p.nodes), "node"),
                              count_of(static_cast<int64_t>(*p.accelerators_per_node), "accelerator"),
                              *p.nodes * *p.accelerators_per_node);
    else if (*p.ranks % *p.nodes == 0) p.ranks_per_node = *p.ranks / *p.nodes;
    else p.missing.push_back(fmt::format("an even spread of {} ranks over {} nodes", *p.ranks, *p.nodes));
  }
  if (p.per_accelerator) {
    if (!p.accelerators_per_node)
      p.missing.push_back("the accelerators per node (hardware accelerators_per_node): a gpu pool is one accelerator's");
    else if (p.ranks_per_node) p.ranks_per_unit = 1;
  } else if (p.ranks_per_node) {
    p.ranks_per_unit = p.ranks_per_node;
  }
  return p;
}

const Assumption* assumed(const Request& r, std::string_view term) {
  for (const auto& a : r.assumptions)
    if (a.term == term) return &a;
  return nullptr;
}

CalcTerm exact_term(std::string id, std::string label, uint64_t bytes, std::string formula) {
  CalcTerm t;
  t.id = std::move(id);
  t.label = std::move(label);
  t.low = t.high = Bytes::known(bytes);
  t.formula = std::move(formula);
  return t;
}

CalcTerm unknown_term(std::string id, std::string label, std::vector<std::string> missing) {
  CalcTerm t;
  t.id = std::move(id);
  t.label = std::move(label);
  t.low = t.high = Bytes::unknown(missing.empty() ? std::string() : missing.front());
  t.missing = std::move(missing);
  return t;
}

CalcTerm assumed_term(std::string id, std::string label, const Assumption& a) {
  CalcTerm t;
  t.id = std::move(id);
  t.label = std::move(label);
  t.low = Bytes::known(a.low);
  t.high = Bytes::known(a.high);
  t.formula = "given on the command line";
  t.assumptions.push_back(fmt::format("assumed: {}", a.as_written));
  return t;
}

std::optional<uint64_t> mul(uint64_t a, uint64_t b) {
  const unsigned __int128 v = static_cast<unsigned __int128>(a) * b;
  if (v > UINT64_MAX) return std::nullopt;
  return static_cast<uint64_t>(v);
}

std::string unit_words(const Parallel& par) {
  return par.per_accelerator ? "on the accelerator" : "on the node";
}

// Bytes of one sequence on one rank x the slots x the ranks sharing one pool.
CalcTerm per_unit_term(std::string id, std::string label, const Exact& per_seq, uint64_t slots, const Parallel& par) {
  if (!per_seq.bytes && !per_seq.over_2_64) return unknown_term(std::move(id), std::move(label), per_seq.missing);
  const uint64_t ranks = *par.ranks_per_unit;
  const auto per_rank = per_seq.bytes ? mul(*per_seq.bytes, slots) : std::nullopt;
  const auto per_unit = per_rank ? mul(*per_rank, ranks) : std::nullopt;
  if (!per_unit) {
    // Past 2^64 bytes nothing holds it: a known lower bound of 2^64 - 1, never "missing".
    CalcTerm t = exact_term(std::move(id), std::move(label), UINT64_MAX,
                            fmt::format("({}) x {} x {} {}: over 2^64 bytes", per_seq.formula,
                                        count_of(static_cast<int64_t>(slots), "slot"),
                                        count_of(static_cast<int64_t>(ranks), "rank"), unit_words(par)));
    t.high = Bytes::unknown("over 2^64 bytes");
    t.missing = {"a size under 2^64 bytes (this one is over: it does not fit any pool)"};
    return t;
  }
  return exact_term(std::move(id), std::move(label), *per_unit,
                    fmt::format("({}) x {} x {} {}", per_seq.formula, count_of(static_cast<int64_t>(slots), "slot"),
                                count_of(static_cast<int64_t>(ranks), "rank"), unit_words(par)));
}

CalcTerm weights_term(const Model& model, const Request& r, const Parallel& par) {
  if (const Assumption* a = assumed(r, "weights")) return assumed_term("weights", "Weights", *a);
  const WeightBytes w = model_weights(model);
  // Every rank holds 1 / ranks of the weights (assumed even split); a pool holds the share
  // of the ranks on it. A unified pool of one node needs no rank count: it holds them all.
  uint64_t of = 1;
  std::string split;
  if (par.per_accelerator) {
    if (!par.ranks || !par.ranks_per_unit)
      return unknown_term("weights", "Weights",
                          w.missing.empty() ? std::vector<std::string>{"the rank count (TP x PP) that splits the weights "
                                                                       "over accelerators"}
                                            : w.missing);
    of = *par.ranks;
  } else {
    if (!par.nodes || *par.nodes == 0) return unknown_term("weights", "Weights", {"the node count (hardware.nodes)"});
    of = *par.nodes;
  }
  if (of > 1) split = par.per_accelerator ? fmt::format(" / {} ranks", of) : fmt::format(" / {} nodes", of);
  CalcTerm t;
  t.id = "weights";
  t.label = "Weights";
  t.estimate = w.estimate;
  t.missing = w.missing;
  auto part = [&](uint64_t bytes, bool up) { return bytes / of + (up && bytes % of ? 1 : 0); };
  if (w.low) t.low = Bytes::known(part(*w.low, false));
  else t.low = Bytes::unknown(w.missing.empty() ? std::string() : w.missing.front());
  if (w.high) t.high = Bytes::known(part(*w.high, true));
  else t.high = Bytes::unknown(w.missing.empty() ? std::string() : w.missing.front());
  t.formula = w.formula.empty() ? std::string() : split.empty() ? w.formula : fmt::format("({}){}", w.formula, split);
  for (const auto& c : w.caveats) t.assumptions.push_back(c);
  if (w.estimate)
    t.assumptions.push_back("estimate: parameters x the checkpoint's stated bits per weight, not measured bytes");
  if (of > 1)
    t.assumptions.push_back(fmt::format(
        "assumed split: every tensor divided evenly over the {} {} (the profile does not state how each class is "
        "split; replicated tensors, such as MLA's down-projections or KV projections when KV heads < TP, add to "
        "each rank)",
        of, par.per_accelerator ? "ranks" : "nodes"));
  return t;
}

CalcTerm kv_term(const Model& model, const Request& r, const Parallel& par) {
  std::vector<std::string> missing = par.missing;
  if (!r.context) missing.push_back("the context per request (serving.context_per_request or --context)");
  if (!r.slots) missing.push_back("the slot count (serving.slots or --slots)");
  const auto size = cache_element_size(r.kv_dtype);
  if (!size) missing.push_back(r.kv_dtype.empty() ? "the KV cache dtype (serving.kv_cache_dtype or --kv-dtype)"
                                                  : fmt::format("a known KV cache dtype (got '{}')", r.kv_dtype));
  if (par.pp && *par.pp > 1) missing.push_back("how the layers split across pipeline stages");
  if (model.layer_groups.empty())
    missing.push_back(model.layout_unknown.value.empty()
                          ? "the layer layout (model.layer_groups)"
                          : fmt::format("the layer layout (model.layer_groups): {}",
                                        std::string_view(model.layout_unknown.value)
                                            .substr(0, model.layout_unknown.value.find_last_not_of('.') + 1)));
  if (!missing.empty() || !par.ranks_per_unit) return unknown_term("kv-cache", "KV cache", missing);
  return per_unit_term("kv-cache", "KV cache", kv_bytes(model, *size, *par.tp, *r.context), *r.slots, par);
}

bool has_linear_layers(const Model& model) {
  return std::any_of(model.layer_groups.begin(), model.layer_groups.end(),
                     [](const LayerGroup& g) { return g.kind.value == LayerKind::linear_attention; });
}

std::optional<CalcTerm> state_term(const Model& model, const Request& r, const Parallel& par) {
  if (!model.layer_groups.empty() && !has_linear_layers(model)) return std::nullopt;
  std::vector<std::string> missing = par.missing;
  if (model.layer_groups.empty()) missing.push_back("the layer layout (model.layer_groups): recurrent state unknown");
  if (!r.slots) missing.push_back("the slot count (serving.slots or --slots)");
  const auto size = cache_element_size(r.state_dtype);
  if (!size) missing.push_back(r.state_dtype.empty() ? "the recurrent state dtype (serving.state_dtype or --state-dtype)"
                                                     : fmt::format("a known state dtype (got '{}')", r.state_dtype));
  if (!missing.empty() || !par.ranks_per_unit) return unknown_term("linear-state", "Linear-attention state", missing);
  return per_unit_term("linear-state", "Linear-attention state", linear_state_bytes(model, *size, *par.tp), *r.slots,
                       par);
}

// A runtime or separate row of the profile (workspace, drafter): its per-rank bytes x the
// node's ranks when stated; else an explicit assumption; else unknown.
std::optional<CalcTerm> profile_row_term(const Profile& p, const Request& r, const Parallel& par, std::string id,
                                         std::string label, bool (*matches)(const Component&)) {
  if (const Assumption* a = assumed(r, id)) return assumed_term(id, label, *a);
  const Component* row = nullptr;
  for (const auto& c : p.components)
    if (matches(c)) row = &c;
  if (!row) return std::nullopt;
  const Bytes& per_rank = row->per_rank.value;
  const auto span = stated_interval(per_rank);
  if (span && par.ranks_per_unit) {
    const auto low = mul(span->low, *par.ranks_per_unit), high = mul(span->high, *par.ranks_per_unit);
    if (low && high) {
      CalcTerm t = exact_term(id, label, *low,
                              fmt::format("{} per rank (profile row {}) x {} {}", format_bytes(per_rank), row->id.value,
                                          count_of(static_cast<int64_t>(*par.ranks_per_unit), "rank"), unit_words(par)));
      t.high = Bytes::known(*high);
      if (span->low != span->high)
        t.assumptions.push_back(fmt::format("approximate: '{}' is an interval at its stated precision",
                                            per_rank.as_written()));
      return t;
    }
  }
  return unknown_term(id, label,
                      {fmt::format("{} bytes (profile row {} states no per-rank bytes; or --assume {}=SIZE)", id,
                                   row->id.value, id)});
}

bool is_workspace(const Component& c) { return c.role.value == ComponentRole::runtime && c.access.value == Access::runtime_scratch; }
bool is_drafter(const Component& c) { return c.role.value == ComponentRole::separate_resident; }

void add_inputs(CalculatorVerdict& v, const Request& r, const Parallel& par) {
  auto opt = [](const std::optional<uint64_t>& x, const char* unit) {
    return x ? fmt::format("{}{}", group_thousands(*x), unit) : std::string("unknown");
  };
  v.inputs.push_back({"context per request", opt(r.context, " tokens"), r.context_source});
  v.inputs.push_back({"slots", opt(r.slots, ""), r.slots_source});
  v.inputs.push_back({"KV cache dtype", r.kv_dtype.empty() ? "unknown" : r.kv_dtype, r.kv_dtype_source});
  v.inputs.push_back({"state dtype", r.state_dtype.empty() ? "unknown" : r.state_dtype, r.state_dtype_source});
  v.inputs.push_back({"nodes", opt(par.nodes, ""), "profile hardware.nodes"});
  v.inputs.push_back({"accelerators per node", opt(par.accelerators_per_node, ""),
                      par.per_accelerator ? "hardware; gpu pool: one accelerator's" : "hardware; unified pool: the node's"});
  v.inputs.push_back({"TP", opt(par.tp, ""), r.tp_source});
  v.inputs.push_back({"PP", opt(par.pp, ""), par.derived.empty() ? r.pp_source : par.derived.front()});
}

}  // namespace

CalculatorVerdict calculate(const Profile& profile, const Hardware* hardware, const Request& request) {
  CalculatorVerdict v;
  v.has_model = profile.model.present;
  const Parallel par = resolve_parallel(request, hardware);
  add_inputs(v, request, par);
  if (!profile.model.present) {
    v.reasons.push_back({"calculator-no-model",
                         "The profile has no model facts, so the calculator computes nothing. The sourced memory "
                         "verdict does not depend on it."});
    v.missing.push_back({"calculator-missing", "Model facts: a model: section (brief inspect measures them from a "
                                               "checkpoint)."});
    return v;
  }
  const Model& model = profile.model;
  // The KV bytes one token adds on one rank, when they can be known: the figure every KV term
  // multiplies.
  if (const auto size = cache_element_size(request.kv_dtype); size && par.tp && *par.tp > 0) {
    const Exact per_token = kv_bytes_per_token(model, *size, *par.tp);
    v.inputs.push_back({"KV bytes per token",
                        per_token.bytes ? fmt::format("{} B", group_thousands(*per_token.bytes)) : "unknown",
                        fmt::format("model facts, one rank at TP {}", *par.tp)});
  }
  std::vector<CalcTerm> terms;
  terms.push_back(weights_term(model, request, par));
  terms.push_back(kv_term(model, request, par));
  if (auto s = state_term(model, request, par)) terms.push_back(std::move(*s));
  if (auto d = profile_row_term(profile, request, par, "drafter", "Drafter", is_drafter)) terms.push_back(std::move(*d));
  if (auto w = profile_row_term(profile, request, par, "workspace", "Workspace", is_workspace))
    terms.push_back(std::move(*w));
  else if (!assumed(request, "workspace"))
    terms.push_back(unknown_term("workspace", "Workspace and runtime overhead",
                                 {"workspace and runtime overhead (not stated; --assume workspace=SIZE)"}));

  const MemoryPool* pool = par.pool;
  const uint64_t nodes = par.nodes.value_or(0);
  bool any_over = false, all_under = nodes > 0 && par.refused.empty();
  for (uint64_t k = 1; k <= nodes; ++k) {
    CalcNode n;
    n.node = static_cast<int>(k);
    n.terms = terms;
    if (pool) {
      n.pool_label = par.per_accelerator
                         ? fmt::format("node {} {}, each accelerator (one rank on each; {} per node)", k, pool->id.value,
                                       par.accelerators_per_node ? group_thousands(*par.accelerators_per_node)
                                                                 : std::string("unknown"))
                         : fmt::format("node {} {}", k, pool->id.value);
      if (pool->usable.value.is_known()) {
        n.usable = pool->usable.value;
        n.capacity_source = pool->usable_source.value.empty() ? "usable capacity" : pool->usable_source.value;
      } else if (pool->nominal.value.is_known()) {
        n.usable = pool->nominal.value;
        n.capacity_source = "usable capacity unknown; nominal capacity used";
      }
    } else {
      n.pool_label = fmt::format("node {}", k);
      n.capacity_source = hardware ? "the hardware has no unified or GPU pool" : "the hardware id did not resolve";
    }
    unsigned __int128 low = 0, high = 0;
    bool high_known = true, exact = true, any_low = false;
    for (const auto& t : n.terms) {
      if (t.low.is_known() && !t.estimate) low += t.low.value(), any_low = true;
      if (t.high.is_known()) high += t.high.value();
      else high_known = false;
      if (t.estimate) exact = false;
    }
    // No bound at all when no exact or assumed term is known: never a bare 0 bytes. A low
    // bound past 2^64 is still a bound: 2^64 - 1 bytes is already more than any pool.
    if (!any_low) n.low = Bytes::unknown("No exact or assumed term is known");
    else n.low = Bytes::known(low <= UINT64_MAX ? static_cast<uint64_t>(low) : UINT64_MAX);
    if (high_known && high <= UINT64_MAX) n.high = Bytes::known(static_cast<uint64_t>(high));
    // An approximate capacity ("about 121.6 GiB") is an interval: over means over its high
    // end, under means under its low end.
    const auto capacity = stated_interval(n.usable);
    if (n.usable.is_known() && !capacity)
      n.capacity_source += "; its precision is unreadable, so it is not compared";
    else if (capacity && capacity->low != capacity->high)
      n.capacity_source += fmt::format("; approximate: [{}, {}] B at its stated precision",
                                       group_thousands(capacity->low), group_thousands(capacity->high));
    if (capacity && n.low.is_known() && n.low.value() > capacity->high) any_over = true;
    if (!(exact && n.high.is_known() && capacity && n.high.value() <= capacity->low)) all_under = false;
    v.nodes.push_back(std::move(n));
  }
  if (!par.refused.empty()) {
    v.kind = VerdictKind::does_not_fit;
    v.reasons.push_back({"calculator-ranks-over-accelerators",
                         fmt::format("The ranks cannot be placed: {}. Every rank needs an accelerator of its own.",
                                     par.refused)});
  } else if (any_over) {
    v.kind = VerdictKind::does_not_fit;
    v.reasons.push_back({"calculator-low-bound-over",
                         par.per_accelerator
                             ? "The exact and assumed terms alone exceed one accelerator's usable capacity. Other "
                               "accelerators' free capacity does not help: pools are never added."
                             : "The exact and assumed terms alone exceed a node's usable capacity. Other nodes' free "
                               "capacity does not help: nodes are never added."});
  } else if (all_under) {
    v.kind = VerdictKind::fits;
    v.reasons.push_back({"calculator-high-bound-under",
                         par.per_accelerator
                             ? "Every term is known or explicitly assumed, and the high bound is under the usable "
                               "capacity of every accelerator, one by one."
                             : "Every term is known or explicitly assumed, and the high bound is under the usable "
                               "capacity on every node, node by node."});
  } else {
    v.kind = VerdictKind::unknown;
    // The reason names the cause that is there: a capacity that cannot be read is not an
    // unknown term, and every term known is no "some term is unknown".
    bool terms_open = false;
    for (const auto& t : terms) terms_open |= t.estimate || !t.low.is_known() || !t.high.is_known() || !(t.low == t.high);
    if (!hardware)
      v.reasons.push_back({"calculator-no-hardware",
                           fmt::format("The hardware entry '{}' was not found among the loaded hardware entries, so "
                                       "there is no capacity to compare against and no fit is computed.",
                                       profile.hardware.id.value)});
    else if (!pool)
      v.reasons.push_back({"calculator-no-pool",
                           fmt::format("The hardware entry '{}' has no unified or GPU pool, so there is no capacity "
                                       "to compare against and no fit is computed.",
                                       hardware->id.value)});
    if (!terms_open && hardware && pool)
      v.reasons.push_back({"calculator-capacity-undecided",
                           "Every term is known, but a node's usable capacity is unknown or, at its stated "
                           "precision, neither above nor below the high bound, so no fit is computed."});
    else if (terms_open)
      v.reasons.push_back({"calculator-unknown",
                           "Some term is unknown, an estimate or a lower bound, so no fit is computed; the missing "
                           "inputs are listed."});
  }
  std::vector<std::string> seen;
  for (const auto& t : terms) {
    for (const auto& m : t.missing) {
      if (std::find(seen.begin(), seen.end(), m) != seen.end()) continue;
      seen.push_back(m);
      v.missing.push_back({"calculator-missing", fmt::format("{}: {}.", t.label, m)});
    }
    for (const auto& a : t.assumptions) v.assumptions.push_back({"calculator-assumption", fmt::format("{}: {}.", t.label, a)});
  }
  if (!hardware) v.missing.push_back({"calculator-missing", "Node capacity: the hardware id did not resolve."});
  return v;
}

MaxContext max_context(const Profile& profile, const Hardware* hardware, Request request, uint64_t limit) {
  MaxContext out;
  request.context = 1;
  CalculatorVerdict at_one = calculate(profile, hardware, request);
  if (at_one.kind == VerdictKind::does_not_fit) {
    out.tokens = 0;
    return out;
  }
  if (at_one.kind == VerdictKind::unknown) {
    for (const auto& m : at_one.missing)
      if (m.text.find("context per request") == std::string::npos) out.missing.push_back(m.text);
    return out;
  }
  // KV grows with the context and nothing else does: the fitting contexts are a prefix.
  uint64_t lo = 1, hi = limit;
  request.context = hi;
  if (calculate(profile, hardware, request).kind == VerdictKind::fits) {
    out.tokens = hi;
    return out;
  }
  while (hi - lo > 1) {
    const uint64_t mid = lo + (hi - lo) / 2;
    request.context = mid;
    (calculate(profile, hardware, request).kind == VerdictKind::fits ? lo : hi) = mid;
  }
  out.tokens = lo;
  return out;
}

}  // namespace brief::calc
