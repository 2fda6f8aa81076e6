// BP302 unresolved-short-hash: a hash in prose that is neither a pin nor a declared build.
#include <fmt/format.h>

#include "derive/pin_facts.h"
#include "derive/prose.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bp302 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BP302"},
    .name = "unresolved-short-hash",
    .severity = Severity::error,
    .summary = "a hash in prose is neither the prefix of a pin nor a declared build",
    .rationale =
        "A short hash in prose must resolve to a pin or a declared build: otherwise the reader "
        "cannot tell which revision a sentence is about, and a measurement on an earlier build "
        "passes for one on the pinned revision. The check finds hex words of 7 to 40 characters "
        "with at least one digit and one letter in every prose field, and wants each to be the "
        "prefix of a pinned revision or to name an entry of builds[]. A hash that begins as a "
        "pin's revision does (its first 7 digits) and then differs is reported at the pin too: "
        "either the pin or the text was edited. So is the runtime pin when the subject arm "
        "was measured on a build that no pin or declared build resolves.",
    .bad = "summary: Measured at commit 1a2b3c4 of the kit.",
    .good = "builds:\n  - id: 1a2b3c4\n    of: runtime\n    note: An earlier kit build.",
    .suppressible = true,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const Text* t : prose_fields(ctx.profile)) {
    for (const auto& hash : hex_tokens(t->value)) {
      if (hash_resolves(ctx.profile, hash)) continue;
      out.add(*t, fmt::format("hash '{}' is neither the prefix of a pin nor a declared build", hash),
              "pin it under pins: or declare it under builds:");
      // Both halves of a near miss: the pin may be the one that was edited.
      if (const Pin* pin = pin_near_miss(ctx.profile, hash))
        out.add(pin->revision.loc,
                fmt::format("pin '{}' has revision {}, but the text names '{}', which begins as it does and then "
                            "differs: one of the two is wrong",
                            pin->id.value, pin->revision.value.hash, hash),
                "make the pin's revision and the text's hash the same commit");
    }
  }
  if (const auto unmeasured = runtime_pin_unmeasured(ctx.profile)) {
    const Pin* pin = unmeasured->pin;
    out.add(pin->revision.loc,
            fmt::format("runtime pin '{}' has revision {}, but the subject arm was measured on build '{}', which no pin "
                        "or declared build is: the pinned runtime is not the one measured",
                        pin->id.value, pin->revision.value.hash, unmeasured->measured),
            "pin the runtime at the build that was measured, or declare the measured build under builds:");
  }
}

}  // namespace
}  // namespace bp302

Rule bp302_unresolved_short_hash() { return {&bp302::kInfo, bp302::check}; }

}  // namespace brief::rules
