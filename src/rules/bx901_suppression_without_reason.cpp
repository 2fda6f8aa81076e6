// BX901 suppression-without-reason: an inline suppression that gives no reason (not applied).
#include "rules/rule.h"

namespace brief::rules {

const RuleInfo& bx901_info() {
  static constexpr RuleInfo info{
      .code = Code{"BX901"},
      .name = "suppression-without-reason",
      .severity = Severity::error,
      .summary = "an inline suppression gives no reason",
      .rationale =
          "`# brief: ignore[CODE] reason` silences a finding for the line it covers; the reason is "
          "what a reviewer reads instead of the finding. A suppression without one is not applied, "
          "so the finding it aimed at is still reported.",
      .bad = "    revision: 5624dfc  # brief: ignore[BP301]",
      .good = "    revision: 5624dfc  # brief: ignore[BP301] the source publishes only the short hash",
      .suppressible = false,
  };
  return info;
}

}  // namespace brief::rules
