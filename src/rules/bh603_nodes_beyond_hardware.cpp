// BH603 nodes-beyond-hardware: a node count the hardware entry does not allow.
#include <fmt/format.h>

#include "brief/plural.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bh603 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BH603"},
    .name = "nodes-beyond-hardware",
    .severity = Severity::error,
    .summary = "the node count is outside what the hardware entry allows",
    .rationale =
        "A hardware entry states how many nodes can be joined (max_nodes): a profile beyond it "
        "describes a setup nobody validated, and a node count below 1 describes none.",
    .bad = "hardware:\n  id: nvidia-dgx-spark-128gb-unified\n  nodes: 8",
    .good = "hardware:\n  id: nvidia-dgx-spark-128gb-unified\n  nodes: 2",
    .suppressible = true,
};

void check(const RuleContext& ctx, Findings& out) {
  const auto& nodes = ctx.profile.hardware.nodes;
  if (!nodes.present) return;
  if (nodes.value < 1) {
    out.add(nodes.loc, fmt::format("node count {} is below 1", nodes.value));
    return;
  }
  if (!ctx.hardware || !ctx.hardware->max_nodes.present || nodes.value <= ctx.hardware->max_nodes.value) return;
  out.add(nodes.loc, fmt::format("{} exceed the {} '{}' allows", count_of(nodes.value, "node"),
                                 count_of(ctx.hardware->max_nodes.value, "node"), ctx.hardware->id.value),
          "use a node count the hardware entry allows");
}

}  // namespace
}  // namespace bh603

Rule bh603_nodes_beyond_hardware() { return {&bh603::kInfo, bh603::check}; }

}  // namespace brief::rules
