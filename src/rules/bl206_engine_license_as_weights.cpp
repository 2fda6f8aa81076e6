// BL206 engine-license-as-weights: the engine's license offered as the weights' license.
#include <fmt/format.h>

#include "derive/licenses.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bl206 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL206"},
    .name = "engine-license-as-weights",
    .severity = Severity::error,
    .summary = "an engine's license is offered as the weights' license",
    .rationale =
        "The engine's license is not the weights' license: an MIT inference engine says nothing "
        "about the checkpoint it loads. The check reports a weights or drafter license that names "
        "the engine's target, or that carries the engine's SPDX id or name while its own text was "
        "not read (the id can only have come from the engine).",
    .bad = "  - subject: tensorfold\n    role: engine\n    spdx: MIT\n"
           "  - subject: exl3-weights\n    role: weights\n    spdx: MIT\n    text_read: false",
    .good = "  - subject: exl3-weights\n    role: weights\n    text_read: false\n    commercial: unknown",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& engine : ctx.profile.licenses) {
    if (engine.role.value != LicenseRole::engine) continue;
    for (const auto& l : ctx.profile.licenses) {
      if (l.role.value != LicenseRole::weights && l.role.value != LicenseRole::drafter) continue;
      bool unread = text_read_state(l) != TextRead::read;
      if (!l.target.value.empty() && l.target.value == engine.target.value) {
        out.add(l.target, fmt::format("license '{}' licenses the engine '{}', not the weights", l.subject.value, engine.target.value),
                "name the weights' own repository and license");
        continue;
      }
      // The id and the name are each the engine's: either line may be the one copied, so each
      // is reported.
      if (unread && !l.spdx.value.empty() && l.spdx.value == engine.spdx.value) {
        out.add(l.spdx, fmt::format("unread weights license '{}' carries the engine's id {}", l.subject.value, l.spdx.value),
                "an engine's license does not license weights; leave spdx empty and commercial unknown");
      }
      if (unread && !l.name.value.empty() && l.name.value == engine.name.value) {
        out.add(l.name, fmt::format("unread weights license '{}' carries the engine's license name", l.subject.value),
                "an engine's license does not license weights; leave the name empty");
      }
    }
  }
}

}  // namespace
}  // namespace bl206

Rule bl206_engine_license_as_weights() { return {&bl206::kInfo, bl206::check}; }

}  // namespace brief::rules
