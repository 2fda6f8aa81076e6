// BM107 size-label-mismatch: "N bytes (X GiB)" where X is not N in that unit.
#include <fmt/format.h>

#include "derive/prose.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm107 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM107"},
    .name = "size-label-mismatch",
    .severity = Severity::error,
    .summary = "a GB/GiB figure disagrees with the byte count it labels",
    .rationale =
        "A byte count and its human label must say the same thing; a mismatch (often GB written "
        "for GiB, or a stale label) makes the reader trust the wrong one. The check reads prose "
        "pairs \"N bytes (X unit)\" and accepts X when N lies within one unit of X's last digit.",
    .bad = "notes:\n  - The checkpoint file is 328,326,771,576 bytes (328.327 GiB).",
    .good = "notes:\n  - The checkpoint file is 328,326,771,576 bytes (305.778 GiB).",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const Text* t : prose_fields(ctx.profile)) {
    auto figures = byte_figures(t->value);
    for (std::size_t i = 0; i + 1 < figures.size(); ++i) {
      const auto& count = figures[i];
      const auto& label = figures[i + 1];
      if (count.multiplier != 1 || count.scale != 0 || label.multiplier == 1) continue;
      // Only a label in parentheses right after the count: "N bytes (X GiB)".
      auto at = t->value.find(count.text);
      if (at == std::string::npos) continue;
      auto rest = std::string_view(t->value).substr(at + count.text.size());
      auto open = rest.find_first_not_of(' ');
      if (open == std::string_view::npos || rest[open] != '(') continue;
      if (figure_matches(label, count.units, true)) continue;
      out.add(*t, fmt::format("'{}' is not '{}'", label.text, count.text),
              "recompute the label from the byte count (GiB = 2^30 bytes, GB = 10^9 bytes)");
    }
  }
}

}  // namespace
}  // namespace bm107

Rule bm107_size_label_mismatch() { return {&bm107::kInfo, bm107::check}; }

}  // namespace brief::rules
