// The calculator verdict: per node, weights + KV + linear state + drafter + workspace against
// one pool's usable capacity. Nodes are never added. A term is an interval [low, high]; an
// estimate or an unknown term can never make `fits`.
#include <algorithm>

#include <fmt/format.h>

#include "derive/calculator_parts.h"

namespace brief::calc {
namespace {

struct Parallel {
  std::optional<uint64_t> tp, pp, nodes, ranks_per_node;
  std::vector<std::string> missing;
  std::vector<std::string> derived;  // how pp was derived, when it was
};

Parallel resolve_parallel(const Request& r, const Hardware* hw) {
  Parallel p{r.tp, r.pp, r.nodes, std::nullopt, {}, {}};
  if (!p.nodes || *p.nodes == 0) p.missing.push_back("the node count (hardware.nodes)");
  if (!p.tp || *p.tp == 0) p.missing.push_back("tensor parallelism (parallelism.tp or --tp)");
  // TP x PP ranks need TP x PP accelerators: when the nodes hold fewer than 2 x TP, PP is 1.
  if (!p.pp && p.tp && p.nodes && hw && hw->accelerators_per_node.present && hw->accelerators_per_node.value > 0) {
    const uint64_t accelerators = *p.nodes * static_cast<uint64_t>(hw->accelerators_per_node.value);
    if (*p.tp > 0 && accelerators / *p.tp == 1) {
      p.pp = 1;
      p.derived.push_back(fmt::format("PP = 1: TP {} uses all {} accelerators of {} node(s)", *p.tp, accelerators,
                                      *p.nodes));
    }
  }
  if (!p.pp) p.missing.push_back("pipeline parallelism (parallelism.pp or --pp)");
  if (p.tp && p.pp && p.nodes && *p.nodes > 0) {
    const uint64_t ranks = *p.tp * *p.pp;
    if (ranks % *p.nodes == 0) p.ranks_per_node = ranks / *p.nodes;
    else p.missing.push_back(fmt::format("an even spread of {} ranks over {} nodes", ranks, *p.nodes));
  }
  return p;
}

const MemoryPool* node_pool(const Hardware* hw) {
  if (!hw) return nullptr;
  for (const auto& p : hw->pools)
    if (p.kind.value == PoolKind::unified) return &p;
  for (const auto& p : hw->pools)
    if (p.kind.value == PoolKind::gpu) return &p;
  return nullptr;
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

// Bytes of one sequence on one rank x the slots x the ranks on the node.
CalcTerm per_node_term(std::string id, std::string label, const Exact& per_seq, uint64_t slots, uint64_t ranks) {
  if (!per_seq.bytes) return unknown_term(std::move(id), std::move(label), per_seq.missing);
  const auto per_rank = mul(*per_seq.bytes, slots);
  const auto per_node = per_rank ? mul(*per_rank, ranks) : std::nullopt;
  if (!per_node) return unknown_term(std::move(id), std::move(label), {"a size under 2^64 bytes"});
  return exact_term(std::move(id), std::move(label), *per_node,
                    fmt::format("({}) x {} slots x {} rank(s) on the node", per_seq.formula, slots, ranks));
}

CalcTerm weights_term(const Model& model, const Request& r, const Parallel& par) {
  if (const Assumption* a = assumed(r, "weights")) return assumed_term("weights", "Weights", *a);
  const WeightBytes w = model_weights(model);
  if (!w.bytes) return unknown_term("weights", "Weights", w.missing);
  if (!par.nodes || *par.nodes == 0) return unknown_term("weights", "Weights", {"the node count (hardware.nodes)"});
  const uint64_t n = *par.nodes;
  CalcTerm t;
  t.id = "weights";
  t.label = "Weights";
  t.estimate = w.estimate;
  t.low = Bytes::known(*w.bytes / n);
  t.high = Bytes::known(*w.bytes / n + (*w.bytes % n ? 1 : 0));
  t.formula = n == 1 ? w.formula : fmt::format("({}) / {} nodes", w.formula, n);
  if (w.estimate)
    t.assumptions.push_back("estimate: parameters x the checkpoint's stated bits per weight, not measured bytes");
  if (n > 1)
    t.assumptions.push_back(fmt::format(
        "assumed split: every component class divided evenly over the {} nodes (the profile does not state how "
        "each class is split across TP/EP ranks)",
        n));
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
  if (model.layer_groups.empty()) missing.push_back("the layer layout (model.layer_groups)");
  if (!missing.empty()) return unknown_term("kv-cache", "KV cache", missing);
  return per_node_term("kv-cache", "KV cache", kv_bytes(model, *size, *par.tp, *r.context), *r.slots,
                       *par.ranks_per_node);
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
  if (!missing.empty()) return unknown_term("linear-state", "Linear-attention state", missing);
  return per_node_term("linear-state", "Linear-attention state", linear_state_bytes(model, *size, *par.tp), *r.slots,
                       *par.ranks_per_node);
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
  if (per_rank.is_known() && par.ranks_per_node) {
    if (const auto v = mul(per_rank.value(), *par.ranks_per_node))
      return exact_term(id, label, *v,
                        fmt::format("{} per rank (profile row {}) x {} rank(s)", format_bytes(per_rank),
                                    row->id.value, *par.ranks_per_node));
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
  v.inputs.push_back({"nodes", opt(par.nodes, ""), "profile hardware"});
  v.inputs.push_back({"TP", opt(par.tp, ""), r.parallel_source});
  v.inputs.push_back({"PP", opt(par.pp, ""), par.derived.empty() ? r.parallel_source : par.derived.front()});
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

  const MemoryPool* pool = node_pool(hardware);
  const uint64_t nodes = par.nodes.value_or(0);
  bool any_over = false, all_under = nodes > 0;
  for (uint64_t k = 1; k <= nodes; ++k) {
    CalcNode n;
    n.node = static_cast<int>(k);
    n.terms = terms;
    if (pool) {
      n.pool_label = fmt::format("node {} {}", k, pool->id.value);
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
    // No bound at all when no exact or assumed term is known: never a bare 0 bytes.
    if (!any_low) n.low = Bytes::unknown("No exact or assumed term is known");
    else if (low <= UINT64_MAX) n.low = Bytes::known(static_cast<uint64_t>(low));
    if (high_known && high <= UINT64_MAX) n.high = Bytes::known(static_cast<uint64_t>(high));
    if (n.usable.is_known() && n.low.is_known() && n.low.value() > n.usable.value()) any_over = true;
    if (!(exact && n.high.is_known() && n.usable.is_known() && n.high.value() <= n.usable.value())) all_under = false;
    v.nodes.push_back(std::move(n));
  }
  if (any_over) {
    v.kind = VerdictKind::does_not_fit;
    v.reasons.push_back({"calculator-low-bound-over",
                         "The exact and assumed terms alone exceed a node's usable capacity. Other nodes' free "
                         "capacity does not help: nodes are never added."});
  } else if (all_under) {
    v.kind = VerdictKind::fits;
    v.reasons.push_back({"calculator-high-bound-under",
                         "Every term is known or explicitly assumed, and the high bound is under the usable "
                         "capacity on every node, node by node."});
  } else {
    v.kind = VerdictKind::unknown;
    v.reasons.push_back({"calculator-unknown",
                         "Some term is unknown or an estimate, so no fit is computed; the missing inputs are listed."});
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
