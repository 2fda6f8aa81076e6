// BP310 moving-ref-called-pinned: prose calls a moving reference (a latest tag, a main branch,
// a nightly build) pinned, frozen or reproducible.
#include <fmt/format.h>

#include "derive/moving_refs.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bp310 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BP310"},
    .name = "moving-ref-called-pinned",
    .severity = Severity::error,
    .summary = "prose calls a moving reference (a latest tag, a main branch) pinned",
    .rationale =
        "A tag named latest, a main branch or a nightly build points at whatever was pushed last: "
        "re-pulling it tomorrow gives other code or other weights than the ones measured. A "
        "sentence in the catalog's own voice that calls such a reference pinned, frozen, locked or "
        "reproducible (\"the kit's latest tag is frozen, so re-pulling gives the benchmarked "
        "code\") promises a rollback nobody can perform. Only a commit or a content hash pins. A "
        "denial (\"the latest tag is not a pin\"), an order, a condition or a source's report is "
        "not such a claim. Two more forms are read: a sentence that calls \"that tag\" pinned right "
        "after a sentence of the same field names the latest tag (\"Re-pull the kit at its latest "
        "tag. That tag is the pinned commit.\"), and a pin's own note or scope that says the pin "
        "tracks or follows a moving reference (\"Tracks the kit's main branch\"). A named tag or "
        "branch said to be the pin (\"the kit at tag v0.6.0, which is the pinned runtime\") is read too: "
        "a pin is a commit, and nothing records which commit the name points at.",
    .bad = "notes:\n  - The kit's latest tag is frozen, so re-pulling it gives the benchmarked code.",
    .good = "notes:\n  - The kit's latest tag moves; the runtime pin's commit is what re-pulls the benchmarked code.",
    .suppressible = true,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const SentenceReading& r : ctx.brief.readings) {
    if (r.moving_ref_pinned.empty()) continue;
    // "the kit at tag v0.6.0, which is the pinned runtime": a named tag or branch, not a pin.
    const bool named = r.moving_ref_pinned.starts_with("tag ") || r.moving_ref_pinned.starts_with("branch ");
    out.add_reading(*r.text, r.sentence,
                    named ? fmt::format("the text calls the {} the pin, but a pin is a commit, and a {} can be moved to "
                                        "another; nothing records which commit it names",
                                        r.moving_ref_pinned, r.moving_ref_pinned.substr(0, r.moving_ref_pinned.find(' ')))
                          : fmt::format("the text calls the {} pinned, but a {} moves to whatever is pushed next",
                                        r.moving_ref_pinned, r.moving_ref_pinned),
                    "name the commit or the content hash that holds the measured files, or say the reference moves");
  }
  for (const MovingRefPinned& m : moving_refs_pinned(ctx.profile)) {
    const std::string message =
        m.pin != nullptr
            ? fmt::format("pin '{}' is at one revision, but its own text says it follows the {}", m.pin->id.value, m.ref)
            : fmt::format("the text calls the {} of the sentence before pinned, but a {} moves to whatever is pushed next",
                          m.ref, m.ref);
    out.add_reading(*m.text, m.sentence, message,
                    "a pin holds one commit: name that commit, or say the reference moves and the pin does not");
  }
}

}  // namespace
}  // namespace bp310

Rule bp310_moving_ref_called_pinned() { return {&bp310::kInfo, bp310::check}; }

}  // namespace brief::rules
