// BO417 subject-arm-quantization-differs: the subject arm's quantization is not the checkpoint's.
#include "derive/arm_quantization.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo417 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO417"},
    .name = "subject-arm-quantization-differs",
    .severity = Severity::error,
    .summary = "the bake-off's subject arm runs another quantization than the profile's checkpoint",
    .rationale =
        "The subject arm is this profile's own runtime, serving this profile's checkpoint: its "
        "cells are what the brief reports as this deployment's. When the arm's quantization names "
        "another format (\"NVFP4\") than the checkpoint's own words (an \"EXL3 checkpoint\" row, "
        "the checkpoint pin's repository, model.checkpoint), or bits half a bit apart, the cells "
        "measured something the profile does not deploy, or the checkpoint is misnamed. Formats "
        "of one family agree (NVFP4 is an FP4 format; AWQ an INT4 one); a name without a format "
        "word says nothing. Both halves are reported.",
    .bad = "components:\n  - {id: exl3-checkpoint, name: EXL3 checkpoint, role: main-weights}\nbakeoff:\n  arms:\n"
           "    - {id: tensorfold-c8, subject: true, quantization: NVFP4}",
    .good = "components:\n  - {id: exl3-checkpoint, name: EXL3 checkpoint, role: main-weights}\nbakeoff:\n  arms:\n"
            "    - {id: tensorfold-c8, subject: true, quantization: EXL3 4bpw}",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (arm_quantization); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : subject_arm_quantization_differs(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bo417

Rule bo417_subject_arm_quantization_differs() { return {&bo417::kInfo, bo417::check}; }

}  // namespace brief::rules
