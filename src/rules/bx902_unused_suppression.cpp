// BX902 unused-suppression: a suppression whose line has no finding of its code.
#include "rules/rule.h"

namespace brief::rules {

const RuleInfo& bx902_info() {
  static constexpr RuleInfo info{
      .code = Code{"BX902"},
      .name = "unused-suppression",
      .severity = Severity::warning,
      .summary = "an inline suppression suppresses nothing",
      .rationale =
          "A suppression that matches no finding is stale: the fact was fixed or moved, and the "
          "comment would silently swallow a future finding on that line.",
      .bad = "  tp: 2  # brief: ignore[BH602] checked by hand",
      .good = "  tp: 2",
      .suppressible = false,
  };
  return info;
}

}  // namespace brief::rules
