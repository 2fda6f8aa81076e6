// BM128 nominal-capacity-called-usable: a sentence gives a pool's nominal capacity as memory the model can use.
#include <fmt/format.h>

#include "derive/usable_capacity.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm128 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM128"},
    .name = "nominal-capacity-called-usable",
    .severity = Severity::error,
    .summary = "a sentence gives a pool's nominal capacity as memory the model can use",
    .rationale =
        "A node's nominal memory is not what a model gets: the OS, the firmware and the driver "
        "keep part of it, and the hardware entry records what an OS on the node sees (a DGX "
        "Spark: 128 GiB nominal, about 121.6 GiB usable). \"All 128 GiB go to the model\" or "
        "\"the full 128 GiB is usable\" claims the part nobody can load into, so every fit a "
        "reader checks against it is looser than the node allows. A figure denied, supposed, "
        "asked or given as a source's is not read, and neither is a sentence that writes the "
        "usable figure beside the nominal one.",
    .bad = "hardware:\n  id: nvidia-dgx-spark-128gb-unified\nsummary: After a page-cache eviction all 128 GiB go to "
           "the model.",
    .good = "hardware:\n  id: nvidia-dgx-spark-128gb-unified\nsummary: After a page-cache eviction about 121.6 GiB "
            "of the 128 GiB go to the model.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  if (ctx.hardware == nullptr) return;
  for (const NominalCalledUsable& found : nominal_called_usable(ctx.brief.readings, *ctx.hardware))
    out.add_reading(*found.reading->text, found.reading->sentence,
                    fmt::format("'{}' is the nominal capacity of pool '{}', given as memory the model can use; the "
                                "hardware entry records {} usable",
                                found.figure.text, found.pool, format_bytes(found.usable)),
                    "write the usable figure, or say the nominal one is nominal");
}

}  // namespace
}  // namespace bm128

Rule bm128_nominal_capacity_called_usable() { return {&bm128::kInfo, bm128::check}; }

}  // namespace brief::rules
