// BL209 unlicensed-pinned-part: a pinned or separately downloaded part with no license entry.
#include <fmt/format.h>

#include "rules/rule.h"

namespace brief::rules {
namespace bl209 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL209"},
    .name = "unlicensed-pinned-part",
    .severity = Severity::error,
    .summary = "a pinned or separately downloaded part (drafter, checkpoint) has no license entry",
    .rationale =
        "Every part a reader downloads comes with terms. A drafter or checkpoint pin, or a "
        "separate-resident row, that no license entry covers (by role, target repo, revision or "
        "subject) has unknown terms: brief cannot say what binds it, so its commercial use is "
        "unknown and it blocks a commercial recommendation.",
    .bad = "pins:\n  - id: drafter\n    role: drafter\n    repo: DFlash2 drafter\n    revision: 7d74cdd881ed7e32c31175984a67823127b66cfe\n"
           "licenses: []  # no drafter license",
    .good = "licenses:\n  - subject: dflash2\n    role: drafter\n    spdx: CC-BY-NC-ND-4.0\n    commercial: restricted",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const Pin* pin : ctx.brief.commercial.unlicensed_pins)
    out.add(pin->id, fmt::format("pin '{}' ({}) has no license entry", pin->id.value, pin->repo.value),
            fmt::format("add a license with the role of this part and target: {}", pin->repo.value));
  for (const Component* row : ctx.brief.commercial.unlicensed_rows)
    out.add(row->id, fmt::format("row '{}' is a separate download with no license entry", row->id.value),
            "add a license entry for it (role drafter, or subject: its id)");
}

}  // namespace
}  // namespace bl209

Rule bl209_unlicensed_pinned_part() { return {&bl209::kInfo, bl209::check}; }

}  // namespace brief::rules
