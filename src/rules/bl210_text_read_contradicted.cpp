// BL210 text-read-contradicted: text_read: true on a license whose own notes say it was not read.
#include <fmt/format.h>

#include "derive/prose.h"
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

// A note that says the text was not read: "does not include the ... license text", "must be
// read", "check every weight's license", "not read", "unread", "never opened".
bool says_unread(std::string_view note) {
  const std::string l = lower(note);
  for (std::string_view w : {"must be read", "not read", "unread", "to be read", "not in this cache", "not in the cache",
                             "does not include", "doesn't include", "not included", "check every", "check the license",
                             "read the license", "read the checkpoint license", "license text is missing",
                             "not been read", "never read", "unknown", "not opened", "never opened",
                             "not been opened", "unopened"})
    if (l.find(w) != std::string::npos) return true;
  return false;
}

bool asks_to_read(std::string_view step) {
  const std::string l = lower(step);
  return has_word(l, "read") || has_word(l, "confirm") || has_word(l, "check") || has_word(l, "verify");
}

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& view : ctx.brief.licenses) {
    const License& l = *view.license;
    if (view.text != TextRead::read) continue;
    for (const auto& n : l.notes) {
      if (!says_unread(n.value)) continue;
      out.add(l.text_read.loc, fmt::format("license '{}' says text_read: true but its note says otherwise: \"{}\"",
                                           l.subject.value, n.value),
              "write text_read: false, or leave text_read out when the source does not say");
      break;
    }
    for (const auto& step : ctx.profile.preflight) {
      if (step.covers.value != "license:" + l.subject.value || !asks_to_read(step.text.value)) continue;
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
