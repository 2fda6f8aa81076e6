// BM106 capacity-added-across-nodes: a capacity that adds pools of several nodes together.
#include <fmt/format.h>

#include <algorithm>

#include "derive/claims.h"
#include "derive/claim_judgement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm106 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM106"},
    .name = "capacity-added-across-nodes",
    .severity = Severity::error,
    .summary = "memory capacity is added across nodes",
    .rationale =
        "N nodes are N pools: two 128 GB machines do not hold one 256 GB model, because no "
        "tensor can live in two nodes' memory at once. The check reads every prose field of the "
        "profile and of the hardware entry: a byte figure that equals k >= 2 of one node's pools "
        "(read as decimal or binary units, nominal or usable), or a figure above any one pool "
        "written with words that add pools (together, combined, across the pair, pooled ...), is "
        "reported, unless a negation governs it (\"not one 256 GB capacity\") or the sentence quotes "
        "it to rebut it (\"NVIDIA markets two Sparks as 256 GB; brief counts two pools\"). Words "
        "that make the nodes one memory (\"one pool spanning both Sparks\", \"2 x 128 GB as one "
        "address space\") are reported with or without a figure.",
    .bad = "hardware:\n  id: nvidia-dgx-spark-128gb-unified\n  nodes: 2\n"
           "summary: Two Sparks give 256 GB of memory for the model.",
    .good = "summary: Two Sparks are two 128 GB pools, not one 256 GB capacity.",
    .suppressible = false,
};

// The largest k worth testing: the nodes this profile or the hardware could have. Counts are
// bounded by the loader; the cap keeps the work small whatever they are.
int64_t max_nodes(const Hardware& hardware, int64_t nodes) {
  return std::clamp<int64_t>(std::max<int64_t>(nodes, hardware.max_nodes.value), 2, 4096);
}

void judge(const Hardware& hardware, int64_t nodes, const Text& text, const Claim& claim, Findings& out) {
  const CapacityClaim* capacity = claim.as<CapacityClaim>();
  if (!capacity || claim.rebutted || capacity->about_disk) return;
  // "One pool spanning both Sparks": the nodes made one memory without a figure.
  if (capacity->figures.empty() && !capacity->bare_figure && nodes > 1) {
    out.add_reading(text, claim.sentence, fmt::format("'{}' makes {} nodes one memory", claim.trigger, nodes),
            "each node is its own pool: no tensor lives in two nodes' memory");
    return;
  }
  for (const ByteFigure& f : capacity->figures) {
    if (auto m = pool_multiple(hardware, f, max_nodes(hardware, nodes))) {
      out.add_reading(text, claim.sentence, fmt::format("'{}' is {} nodes' '{}' pools added together", f.text, m->k, m->pool),
              "each node is its own pool: state the capacity per node");
      return;
    }
    if (!capacity->bare_figure && max_nodes(hardware, nodes) > 1 && above_one_pool(hardware, f)) {
      out.add_reading(text, claim.sentence, fmt::format("'{}' with '{}' is more than one node's pool: a capacity added across nodes", f.text,
                                claim.trigger),
              "each node is its own pool: no tensor lives in two nodes' memory");
      return;
    }
  }
}

void check(const RuleContext& ctx, Findings& out) {
  if (!ctx.hardware) return;
  for (const LocatedClaim* c : claims_of(ctx.brief, ClaimKind::capacity))
    judge(*ctx.hardware, ctx.profile.hardware.nodes.value, *c->text, c->claim, out);
}

// A hardware entry's own prose: the claims are read here, once per entry.
void check_hardware(const Hardware& hardware, Findings& out) {
  for (const auto& c : prose_claims(prose_fields(hardware)))
    judge(hardware, hardware.max_nodes.value, *c.text, c.claim, out);
}

}  // namespace
}  // namespace bm106

Rule bm106_capacity_added_across_nodes() { return {&bm106::kInfo, bm106::check, bm106::check_hardware}; }

}  // namespace brief::rules
