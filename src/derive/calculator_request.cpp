// What the calculator is given: the profile's own serving facts and parallelism, and the
// explicit, labelled assumptions of the command line. Nothing else; no default fills a gap.
#include <fmt/format.h>

#include "derive/calculator.h"

namespace brief::calc {
namespace {

std::optional<uint64_t> stated_count(const Located<Count>& c) {
  if (c.present && c.value.known() && *c.value.value >= 0) return static_cast<uint64_t>(*c.value.value);
  return std::nullopt;
}

}  // namespace

std::optional<uint64_t> model_context_limit(const Model& model) {
  const auto& f = model.max_position_embeddings;
  if (f.present && f.value.known() && f.value.value() > 0) return static_cast<uint64_t>(f.value.value());
  return std::nullopt;
}

Request request_from_profile(const Profile& p) {
  Request r;
  r.context = stated_count(p.serving.context_per_request);
  r.slots = stated_count(p.serving.slots);
  r.kv_dtype = p.serving.kv_cache_dtype.value;
  r.state_dtype = p.serving.state_dtype.value;
  r.temporal_state_dtype = p.serving.temporal_state_dtype.value;
  r.tp = stated_count(p.parallelism.tp);
  r.pp = stated_count(p.parallelism.pp);
  if (p.hardware.nodes.present && p.hardware.nodes.value > 0) r.nodes = static_cast<uint64_t>(p.hardware.nodes.value);
  r.runtime = p.serving.engine.value;
  r.block_size = stated_count(p.serving.block_size);
  r.max_num_batched_tokens = stated_count(p.serving.max_num_batched_tokens);
  r.speculative = p.serving.speculative.value;
  r.runtime_source = "profile serving.engine";
  r.block_size_source = "profile serving.block_size";
  r.batched_tokens_source = "profile serving.max_num_batched_tokens";
  r.speculative_source = "profile serving.speculative";
  r.context_source = "profile serving.context_per_request";
  r.slots_source = "profile serving.slots";
  r.kv_dtype_source = "profile serving.kv_cache_dtype";
  r.state_dtype_source = "profile serving.state_dtype";
  r.temporal_state_dtype_source = "profile serving.temporal_state_dtype";
  r.tp_source = "profile parallelism.tp";
  r.pp_source = "profile parallelism.pp";
  return r;
}

std::optional<Assumption> parse_assumption(std::string_view text, std::string* error) {
  const auto eq = text.find('=');
  if (eq == std::string_view::npos || eq == 0) {
    *error = "expected TERM=SIZE or TERM=LOW..HIGH (workspace=4GiB)";
    return std::nullopt;
  }
  Assumption a;
  a.term = std::string(text.substr(0, eq));
  if (a.term != "workspace" && a.term != "drafter" && a.term != "weights") {
    *error = fmt::format("unknown term '{}' (allowed: workspace, drafter, weights)", a.term);
    return std::nullopt;
  }
  const std::string_view value = text.substr(eq + 1);
  const auto dots = value.find("..");
  auto quantity = [&](std::string_view q) -> std::optional<uint64_t> {
    std::string why;
    const auto b = parse_byte_quantity(q, &why);
    if (!b || !b->is_known() || b->approximate()) {
      *error = fmt::format("'{}' is not an exact byte quantity{}", q, why.empty() ? "" : ": " + why);
      return std::nullopt;
    }
    return b->value();
  };
  const auto low = quantity(dots == std::string_view::npos ? value : value.substr(0, dots));
  if (!low) return std::nullopt;
  const auto high = dots == std::string_view::npos ? low : quantity(value.substr(dots + 2));
  if (!high) return std::nullopt;
  if (*high < *low) {
    *error = "the high end of the range is below the low end";
    return std::nullopt;
  }
  a.low = *low;
  a.high = *high;
  a.as_written = std::string(text);
  return a;
}

}  // namespace brief::calc
