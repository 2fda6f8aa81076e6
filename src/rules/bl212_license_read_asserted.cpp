// BL212 license-read-asserted: prose says a license text was read while the license's own
// entry does not say text_read: true.
#include <fmt/format.h>

#include "derive/claim_judgement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bl212 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL212"},
    .name = "license-read-asserted",
    .severity = Severity::error,
    .summary = "prose says a license text was read while its entry does not say text_read: true",
    .rationale =
        "Whether a license text was read is a typed fact (text_read), because everything about "
        "commercial use hangs on it. A sentence in the catalog's own voice that says the text was "
        "read, reviewed, examined or checked (\"the checkpoint license was reviewed; nothing left "
        "to read\") while the entry says text_read: false, or does not say, gives the reader a "
        "read license the facts do not have. A license is spoken of when the sentence is in its "
        "notes, names it (subject, name, SPDX id, target or its role's word: weights, "
        "checkpoint, drafter, engine, kit) or speaks of every license. An order, a plan, a "
        "question or a denial (\"read the checkpoint license before use\", \"it has yet to be "
        "read\") says nothing was read.",
    .bad = "  - subject: exl3-weights\n    role: weights\n    text_read: false\n    notes:\n"
           "      - The checkpoint license was reviewed when the cache was built.",
    .good = "  - subject: exl3-weights\n    role: weights\n    text_read: false\n    notes:\n"
            "      - The checkpoint license has yet to be read.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const SentenceReading& r : ctx.brief.readings) {
    if (!r.license_read) continue;
    for (const LicenseView* view : licenses_spoken_of(ctx.brief, r.text, r.sentence)) {
      if (view->text == TextRead::read) continue;
      out.add_reading(*r.text, r.sentence,
                      fmt::format("says license '{}' was read, but its entry {}", view->license->subject.value,
                                  view->license->text_read.present ? "says text_read: false" : "does not say text_read: true"),
                      "write text_read: true in the license entry when its text was read, or say what is still to read");
      break;
    }
  }
}

}  // namespace
}  // namespace bl212

Rule bl212_license_read_asserted() { return {&bl212::kInfo, bl212::check}; }

}  // namespace brief::rules
