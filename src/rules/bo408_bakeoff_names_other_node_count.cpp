// BO408 bakeoff-names-other-node-count: the bake-off's setup or validation prose names a node count other than hardware.nodes.
#include <fmt/format.h>

#include <algorithm>

#include "derive/arm_nodes.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo408 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO408"},
    .name = "bakeoff-names-other-node-count",
    .severity = Severity::error,
    .summary = "the bake-off's setup, notes or validation text names a node count other than hardware.nodes",
    .rationale =
        "Every cell of the bake-off was measured on one setup, and the profile computes pools, "
        "splits and verdicts for hardware.nodes of them. A setup written as \"two pairs of "
        "Sparks\" or a validation line \"one run per arm on three Sparks\" over a two-node profile "
        "describes measurements of another setup, so at most one of the two counts is true. A "
        "count that is denied (\"not validated at four nodes\"), supposed or reported as a "
        "source's, and a sentence that compares two counts, are not read; \"not only one pair but "
        "the four-node rack as well\" adds the second count, and is read; \"each arm got its own pair "
        "of Sparks\" names a pair for every arm, six Sparks for three arms. Outside the bake-off's "
        "own text, a sentence that names the bake-off or a benchmark (\"The bake-off ran on four "
        "Sparks\", \"benchmarked on a four-Spark cluster\") is read the same way.",
    .bad = "hardware:\n  nodes: 2\nbakeoff:\n  setup: two pairs of Sparks",
    .good = "hardware:\n  nodes: 2\nbakeoff:\n  setup: one pair of Sparks",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const auto& nodes = ctx.profile.hardware.nodes;
  if (!nodes.present || nodes.value < 1) return;  // BH603 speaks of a count below 1
  const Bakeoff& b = ctx.profile.bakeoff;
  std::vector<const Text*> texts{&b.setup};
  for (const auto& t : b.notes) texts.push_back(&t);
  for (const auto& t : ctx.profile.validation) texts.push_back(&t);
  for (const auto& o : b.observations)
    for (const auto& t : o.notes) texts.push_back(&t);
  const Text* reported = nullptr;
  for (const SentenceReading& r : ctx.brief.readings) {
    // "Each arm got its own pair of Sparks": every arm's nodes, added, are the setup's.
    if (const int64_t all = nodes_of_every_arm(r, ctx.profile); r.text != reported && all > 0 && all != nodes.value) {
      out.add_reading(*r.text, r.sentence,
                      fmt::format("the text gives each of the {} arms {} node{} of its own, {} in all, but hardware.nodes "
                                  "is {}: \"{}\"",
                                  b.arms.size(), r.nodes_each_arm, r.nodes_each_arm == 1 ? "" : "s", all, nodes.value,
                                  r.sentence),
                      "the bake-off ran on one setup: make the text and hardware.nodes agree");
      reported = r.text;
      continue;
    }
    // One count, or "not only one pair but the four-node rack as well": counts added, each said.
    if (r.text == reported || r.node_counts.empty() || (r.node_counts.size() != 1 && !r.additive)) continue;
    const auto other = std::find_if(r.node_counts.begin(), r.node_counts.end(), [&](int64_t n) { return n != nodes.value; });
    if (other == r.node_counts.end()) continue;
    // Elsewhere (the summary, a row's notes) a sentence that names the bake-off speaks of it:
    // "The bake-off ran on four Sparks".
    if (std::find(texts.begin(), texts.end(), r.text) == texts.end() && !r.names_bakeoff) continue;
    const int64_t n = *other;
    out.add_reading(*r.text, r.sentence, fmt::format("the text names {} node{}, but hardware.nodes is {}: \"{}\"", n, n == 1 ? "" : "s",
                                 nodes.value, r.sentence),
            "the bake-off ran on one setup: make the text and hardware.nodes agree");
    reported = r.text;  // one finding per text
  }
}

}  // namespace
}  // namespace bo408

Rule bo408_bakeoff_names_other_node_count() { return {&bo408::kInfo, bo408::check}; }

}  // namespace brief::rules
