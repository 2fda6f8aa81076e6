// BX903 unsuppressible: an attempt to suppress an error of an honesty family.
#include "rules/rule.h"

namespace brief::rules {

const RuleInfo& bx903_info() {
  static constexpr RuleInfo info{
      .code = Code{"BX903"},
      .name = "unsuppressible",
      .severity = Severity::warning,
      .summary = "a suppression targets an error that cannot be suppressed",
      .rationale =
          "Errors of the memory and license families (and loader errors) cannot be suppressed: they "
          "protect the reader of the brief, not its author. A brief that claims a fit from unknowns "
          "or a commercial use its license forbids is wrong for every reader, whatever the author's "
          "reason. The finding stays; fix the fact instead. A finding read from a sentence of prose is "
          "not refused: its author may dispute it with a reason, and it stays as a note that every "
          "format of the brief prints beside the claim.",
      .bad = "  memory_fit: true  # brief: ignore[BM103] we tested it",
      .good = "  memory_fit: false",
      .suppressible = false,
  };
  return info;
}

}  // namespace brief::rules
