// BM106 capacity-added-across-nodes: a capacity figure equal to nodes x one node's pool.
#include <fmt/format.h>

#include <algorithm>

#include "rules/prose.h"
#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = "BM106",
    .name = "capacity-added-across-nodes",
    .severity = Severity::error,
    .family = "memory",
    .summary = "memory capacity is added across nodes",
    .rationale =
        "N nodes are N pools: two 128 GB machines do not hold one 256 GB model, because no "
        "tensor can live in two nodes' memory at once. The check looks for byte figures in prose "
        "(sentences that do not negate themselves) equal to 2..N times the nominal or usable "
        "capacity of one of the hardware's pools, where N is the larger of the profile's node "
        "count and the hardware's max_nodes.",
    .bad = "hardware:\n  id: nvidia-dgx-spark-128gb-unified\n  nodes: 2\n"
           "summary: Two Sparks give 256 GB of memory for the model.",
    .good = "summary: Two Sparks are two 128 GB pools, not one 256 GB capacity.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  if (!ctx.hardware) return;
  int64_t max_k = std::max<int64_t>(ctx.profile.hardware.nodes.value, ctx.hardware->max_nodes.value);
  for (const Text* t : prose_fields(ctx.profile)) {
    for (const auto& s : sentences(t->value)) {
      if (is_negated(lower(s))) continue;
      for (const auto& f : byte_figures(s)) {
        bool reported = false;
        for (const auto& pool : ctx.hardware->pools) {
          for (const Located<Bytes>* cap : {&pool.nominal, &pool.usable}) {
            if (!cap->value.is_known() || reported) continue;
            for (int64_t k = 2; k <= max_k && !reported; ++k) {
              if (!figure_matches(f, __int128(cap->value.value()) * k)) continue;
              out.add(*t, fmt::format("'{}' is {} nodes' '{}' pools added together", f.text, k, pool.id.value),
                      "each node is its own pool: state the capacity per node");
              reported = true;
            }
          }
        }
      }
    }
  }
}

}  // namespace

Rule bm106_capacity_added_across_nodes() { return {&kInfo, check}; }

}  // namespace brief::rules
