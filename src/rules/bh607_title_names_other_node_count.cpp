// BH607 title-names-other-node-count: the title or subtitle names a node count other than hardware.nodes.
#include <fmt/format.h>

#include "brief/plural.h"
#include "derive/wording.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bh607 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

// The rule's doc page (docs/rules/BH607.md, `brief explain BH607`) is generated from this
// entry by `cmake --build build --target approve-golden`: write it for a reader.
constexpr RuleInfo kInfo{
    .code = Code{"BH607"},
    .name = "title-names-other-node-count",
    .severity = Severity::error,
    .summary = "the title, subtitle, summary or readiness gate names a node count other than hardware.nodes",
    .rationale =
        "The title is the first line a reader trusts: \"on 2 DGX Sparks\" over a profile whose "
        "hardware.nodes is 1 computes every pool, split and verdict for a setup the title does not "
        "describe (or the title claims a setup the profile does not compute). Both places are "
        "reported, since either may be the wrong one. A title that names two counts (a "
        "comparison) is not read. The summary is read as prose: the one count it asserts in the "
        "catalog's voice (\"an eight-node deployment\"), not one it denies or supposes. So is "
        "serving.readiness_gate, which states the hardware the kit itself requires (\"two cabled "
        "Sparks\").",
    .bad = "title: GLM-5.3-Flash on 2 DGX Sparks\nhardware:\n  id: nvidia-dgx-spark-128gb-unified\n  nodes: 1",
    .good = "title: GLM-5.3-Flash on 2 DGX Sparks\nhardware:\n  id: nvidia-dgx-spark-128gb-unified\n  nodes: 2",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const auto& nodes = ctx.profile.hardware.nodes;
  if (!nodes.present || nodes.value < 1) return;  // BH603 speaks of a count below 1
  for (const auto& named : ctx.brief.nodes_named_in_titles) {
    if (named.nodes == nodes.value) continue;
    const std::string_view field = named.text == &ctx.profile.subtitle                 ? "subtitle"
                                   : named.text == &ctx.profile.summary                ? "summary"
                                   : named.text == &ctx.profile.serving.readiness_gate ? "readiness gate"
                                                                                       : "title";
    const std::string named_nodes = count_of(named.nodes, "node", "nodes");
    out.add(*named.text, fmt::format("the {} names {}, but hardware.nodes is {}", field, named_nodes, nodes.value),
            "make the title and hardware.nodes describe the same setup");
    out.add(nodes.loc, fmt::format("hardware.nodes is {}, but the {} names {}", nodes.value, field, named_nodes),
            "make the title and hardware.nodes describe the same setup");
  }
}

}  // namespace
}  // namespace bh607

Rule bh607_title_names_other_node_count() { return {&bh607::kInfo, bh607::check}; }

}  // namespace brief::rules
