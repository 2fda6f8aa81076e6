// BL202 deprecated-spdx-id: an SPDX id the list marks deprecated.
#include <fmt/format.h>

#include "derive/reference_data.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bl202 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL202"},
    .name = "deprecated-spdx-id",
    .severity = Severity::warning,
    .summary = "an spdx value is a deprecated SPDX id",
    .rationale =
        "Deprecated ids (\"GPL-2.0\", \"LGPL-2.1\") are ambiguous about the only/or-later choice "
        "that their replacements state. The license is still known, so this is a warning.",
    .bad = "    spdx: GPL-2.0",
    .good = "    spdx: GPL-2.0-only",
    .suppressible = true,
};

void check(const RuleContext& ctx, Findings& out) {
  const auto& list = spdx_list().deprecated_by_id;
  for (const auto& l : ctx.profile.licenses) {
    for (const auto& id : spdx_ids_of(l.spdx.value)) {
      auto it = list.find(id);
      if (it != list.end() && it->second)
        out.add(l.spdx, fmt::format("'{}' is a deprecated SPDX id", id), "use the id that replaced it (e.g. -only or -or-later)");
    }
  }
}

}  // namespace
}  // namespace bl202

Rule bl202_deprecated_spdx_id() { return {&bl202::kInfo, bl202::check}; }

}  // namespace brief::rules
