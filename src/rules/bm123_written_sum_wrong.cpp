// BM123 written-sum-wrong: a sum of byte figures written out in a sentence that does not add up.
#include <fmt/format.h>

#include "derive/written_arithmetic.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm123 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM123"},
    .name = "written-sum-wrong",
    .severity = Severity::error,
    .summary = "a sum of byte figures written out in a sentence does not add up",
    .rationale =
        "\"The 165 GB checkpoint plus 84 GB prepared weights is about 249 GiB\" gives the reader "
        "a total that its own operands contradict: 165 GB and 84 GB make 249 GB, about 232 GiB. "
        "A sum whose operands and result are all written in one sentence (figures joined by "
        "\"plus\" or \"+\", then \"is\", \"=\", \"makes\", \"comes to\" or \"totals\" and the "
        "result, or a last figure named \"in total\" or \"in all\") is redone in bytes, units "
        "converted: the result must be the sum within what the figures' own digits allow (\"about "
        "165 GB\" stands for 162.5-167.5 GB, so \"about 165 GB plus about 84 GB, 259 GB in all\" is "
        "wrong, while \"about 250 GB\" is not). A sum in an instruction is read too; a sum denied, "
        "asked or supposed states no result.",
    .bad = "disk_notes:\n  - The 165 GB checkpoint plus 84 GB prepared weights is about 249 GiB.",
    .good = "disk_notes:\n  - The 165 GB checkpoint plus 84 GB prepared weights is about 249 GB, about 232 GiB.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const ArithmeticWrong& w : written_arithmetic(ctx.profile)) {
    if (!w.bytes) continue;
    out.add_reading(*w.text, w.sentence,
                    fmt::format("the sentence gives '{}' as the sum, but its figures add up to {}: \"{}\"", w.stated,
                                format_bytes(Bytes::known(static_cast<uint64_t>(w.computed), w.approximate)), w.sentence),
                    "write the sum its figures make, in the unit the source uses");
  }
}

}  // namespace
}  // namespace bm123

Rule bm123_written_sum_wrong() { return {&bm123::kInfo, bm123::check}; }

}  // namespace brief::rules
