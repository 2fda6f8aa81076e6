// BH605 hardware-entry-fails-checks: the profile relies on a hardware entry with errors.
#include <fmt/format.h>

#include "derive/wording.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bh605 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BH605"},
    .name = "hardware-entry-fails-checks",
    .severity = Severity::error,
    .summary = "the profile relies on a hardware entry that fails its own checks",
    .rationale =
        "A memory verdict is only as honest as the capacities it compares against. A profile "
        "whose hardware.id names an entry with errors (usable above nominal, pools added across "
        "nodes in its notes ...) inherits them: lint reports the entry's errors at the entry and "
        "this error at the profile, so neither passes while the other lies.",
    .bad = "hardware:\n  id: a-hardware-entry-with-errors",
    .good = "hardware:\n  id: nvidia-dgx-spark-128gb-unified",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  if (!ctx.hardware) return;
  const std::vector<std::string> codes = ctx.catalog.hardware_error_codes(*ctx.hardware);
  if (codes.empty()) return;
  out.add(ctx.profile.hardware.id, fmt::format("hardware entry '{}' has {} error{} ({})", ctx.hardware->id.value,
                                               codes.size(), codes.size() == 1 ? "" : "s", join(codes)),
          fmt::format("fix {} first: `brief lint` on it lists them", ctx.hardware->path));
}

}  // namespace
}  // namespace bh605

Rule bh605_hardware_entry_fails_checks() { return {&bh605::kInfo, bh605::check}; }

}  // namespace brief::rules
