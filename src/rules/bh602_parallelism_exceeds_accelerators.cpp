// BH602 parallelism-exceeds-accelerators: TP x PP x EP above the accelerators of the nodes.
#include <fmt/format.h>

#include <cstdint>

#include "brief/plural.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bh602 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BH602"},
    .name = "parallelism-exceeds-accelerators",
    .severity = Severity::error,
    .summary = "the known parallelism (TP x PP x EP) exceeds the accelerators of the nodes",
    .rationale =
        "Every rank needs an accelerator: TP x PP x EP ranks cannot run on fewer accelerators "
        "than that. Unknown factors are not zero and not guessed: the product of the known ones "
        "is a lower bound, and only a lower bound above nodes x accelerators_per_node is reported.",
    .bad = "hardware:\n  nodes: 2\nparallelism:\n  tp: 4",
    .good = "hardware:\n  nodes: 2\nparallelism:\n  tp: 2",
    .suppressible = true,
};

void check(const RuleContext& ctx, Findings& out) {
  if (!ctx.hardware || !ctx.hardware->accelerators_per_node.present) return;
  const auto& par = ctx.profile.parallelism;
  int64_t product = 1;
  const Located<Count>* first = nullptr;
  const Located<Count>* last = nullptr;
  for (const auto* f : {&par.tp, &par.pp, &par.ep}) {
    if (!f->present || !f->value.known()) continue;
    if (!first) first = f;
    last = f;
    // Checked: the loader bounds each factor (FormatLimits), and an overflow is still never
    // a wrap that could make 2^64 ranks look like few.
    if (*f->value.value > 0 && __builtin_mul_overflow(product, *f->value.value, &product)) product = INT64_MAX;
  }
  int64_t accelerators = 0;
  if (__builtin_mul_overflow(ctx.profile.hardware.nodes.value, ctx.hardware->accelerators_per_node.value, &accelerators))
    accelerators = INT64_MAX;
  if (!first || product <= accelerators) return;
  // The finding spans what disagrees: the node count written (when it is) to the last known
  // factor, so a lie in any of them (nodes: 1, pp: 2) is under the finding.
  const Loc& nodes_at = ctx.profile.hardware.nodes.loc;
  const Loc begin = ctx.profile.hardware.nodes.present && nodes_at.known() && nodes_at.line < first->loc.line
                        ? nodes_at
                        : first->loc;
  const Loc end = last->end.known() ? last->end : last->loc;
  out.add(begin, end, fmt::format("parallelism needs at least {} but {} {} {}", count_of(product, "rank"),
                                  count_of(ctx.profile.hardware.nodes.value, "node"),
                                  ctx.profile.hardware.nodes.value == 1 ? "has" : "have", count_of(accelerators, "accelerator")),
          "check tp/pp/ep against hardware.nodes");
}

}  // namespace
}  // namespace bh602

Rule bh602_parallelism_exceeds_accelerators() { return {&bh602::kInfo, bh602::check}; }

}  // namespace brief::rules
