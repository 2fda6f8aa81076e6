// BX904 unknown-suppression-code: a suppression names a code no rule has.
#include "rules/rule.h"

namespace brief::rules {

const RuleInfo& bx904_info() {
  static constexpr RuleInfo info{
      .code = Code{"BX904"},
      .name = "unknown-suppression-code",
      .severity = Severity::warning,
      .summary = "an inline suppression names a code that no rule has",
      .rationale = "A misspelt code suppresses nothing and hides the intent; `brief rules` lists the codes.",
      .bad = "  # brief: ignore[BP31] short hash only",
      .good = "  # brief: ignore[BP301] short hash only",
      .suppressible = false,
  };
  return info;
}

}  // namespace brief::rules
