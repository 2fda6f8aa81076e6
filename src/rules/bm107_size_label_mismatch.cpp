// BM107 size-label-mismatch: a byte figure's conversion in parentheses is another quantity:
// "N bytes (X GiB)" where X is not N in that unit, "about 165 GB (about 165 GiB)".
#include <fmt/format.h>

#include "rules/rule.h"

namespace brief::rules {
namespace bm107 {
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM107"},
    .name = "size-label-mismatch",
    .severity = Severity::error,
    .summary = "a byte figure disagrees with its conversion in parentheses",
    .rationale =
        "A byte figure and its conversion in parentheses must say the same thing; a mismatch "
        "(often GB written for GiB, or a stale label) makes the reader trust the wrong one, and "
        "one of the two is a size the source never gave. The check reads a figure followed by "
        "another unit's figure in parentheses (\"N bytes (X GiB)\", \"about 165 GB (about 154 "
        "GiB)\") and accepts them when they agree at the precision each is written to; 1 GB is "
        "10^9 bytes and 1 GiB is 2^30.",
    .bad = "notes:\n  - The checkpoint file is 328,326,771,576 bytes (328.327 GiB).",
    .good = "notes:\n  - The checkpoint file is 328,326,771,576 bytes (305.778 GiB).",
    .suppressible = false,
};

// The pairs are found once, in derive (SentenceReading::conversion_mismatches).
void check(const RuleContext& ctx, Findings& out) {
  for (const SentenceReading& r : ctx.brief.readings)
    for (const auto& [stated, conversion] : r.conversion_mismatches)
      out.add_reading(*r.text, r.sentence, fmt::format("'{}' is not '{}'", conversion.text, stated.text),
                      "recompute the conversion from the figure (GiB = 2^30 bytes, GB = 10^9 bytes)");
}

}  // namespace
}  // namespace bm107

Rule bm107_size_label_mismatch() { return {&bm107::kInfo, bm107::check}; }

}  // namespace brief::rules
