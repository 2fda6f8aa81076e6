// BL210 text-read-contradicted: text_read: true on a license whose own notes say it was not read.
#include <fmt/format.h>

#include "derive/licenses.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bl210 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL210"},
    .name = "text-read-contradicted",
    .severity = Severity::error,
    .summary = "text_read: true contradicts the license's own notes or preflight",
    .rationale =
        "Only a read license text counts as known. text_read: true while the license's notes say "
        "the text is not in the cache, was never opened, must still be read or checked, or is "
        "unknown, or while a preflight step still asks to read or confirm that license, turns an "
        "unread license into a known one by a flag. Write text_read: false, or leave it out when "
        "the source does not say.",
    .bad = "    text_read: true\n    notes:\n      - This cache does not include the checkpoint LICENSE text.",
    .good = "    text_read: false\n    notes:\n      - This cache does not include the checkpoint LICENSE text.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& view : ctx.brief.licenses) {
    const License& l = *view.license;
    if (view.text != TextRead::read) continue;
    for (const auto& n : l.notes) {
      if (!note_says_unread(n.value)) continue;
      out.add(l.text_read.loc, fmt::format("license '{}' says text_read: true but its note says otherwise: \"{}\"",
                                           l.subject.value, n.value),
              "write text_read: false, or leave text_read out when the source does not say");
      break;
    }
    for (const auto& step : ctx.profile.preflight) {
      if (step.covers.value != "license:" + l.subject.value || !step_asks_to_read(step.text.value)) continue;
      out.add(l.text_read.loc,
              fmt::format("license '{}' says text_read: true but a preflight step still asks to read or confirm it",
                          l.subject.value),
              "a license still to be read is not read: write text_read: false or leave it out");
      break;
    }
  }
}

}  // namespace
}  // namespace bl210

Rule bl210_text_read_contradicted() { return {&bl210::kInfo, bl210::check}; }

}  // namespace brief::rules
