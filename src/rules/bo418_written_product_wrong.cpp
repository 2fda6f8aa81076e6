// BO418 written-product-wrong: a count of streams times a rate, written out, that does not multiply.
#include <fmt/format.h>

#include <cmath>
#include <string>

#include "derive/written_arithmetic.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo418 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO418"},
    .name = "written-product-wrong",
    .severity = Severity::error,
    .summary = "streams times a per-stream rate, written out in a sentence, does not give the result it states",
    .rationale =
        "\"Eight streams at forty-six tokens a second each make four hundred and twelve in "
        "aggregate\" states an aggregate its own operands contradict: 8 x 46 is 368, the cell the "
        "bake-off measured. A count of streams, slots, users or requests, a rate each or per "
        "stream, and the result after \"make\", \"give\", \"is\", \"=\" or \"in aggregate\", all "
        "in one sentence, are multiplied again: the result must be the product within 5%. A "
        "product denied, asked or supposed states no result.",
    .bad = "notes:\n  - Eight streams at forty-six tokens a second each make four hundred and twelve in aggregate.",
    .good = "notes:\n  - Eight streams at forty-six tokens a second each make 368 in aggregate.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const ArithmeticWrong& w : written_arithmetic(ctx.profile)) {
    if (w.bytes) continue;
    // A whole product in full ("8388608"), where {:.4g} would round it to "8.389e+06".
    const std::string product = w.computed == std::floor(w.computed) && std::fabs(w.computed) < 1e15
                                    ? fmt::format("{:.0f}", w.computed)
                                    : fmt::format("{:.4g}", w.computed);
    out.add_reading(*w.text, w.sentence,
                    fmt::format("the sentence gives '{}' as the product, but the numbers it multiplies give {}: \"{}\"",
                                w.stated, product, w.sentence),
                    "write the product its numbers make, or the cell the bake-off measured");
  }
}

}  // namespace
}  // namespace bo418

Rule bo418_written_product_wrong() { return {&bo418::kInfo, bo418::check}; }

}  // namespace brief::rules
