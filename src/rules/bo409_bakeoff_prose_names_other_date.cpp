// BO409 bakeoff-prose-names-other-date: the bake-off's notes or validation date the bake-off other than bakeoff.date.
#include <fmt/format.h>

#include <algorithm>

#include "rules/rule.h"

namespace brief::rules {
namespace bo409 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO409"},
    .name = "bakeoff-prose-names-other-date",
    .severity = Severity::error,
    .summary = "prose dates the bake-off other than bakeoff.date",
    .rationale =
        "The date says which build, driver and checkpoint a bake-off could have run on. A "
        "validation line \"the bake-off ran on 2026-10-14\" over bakeoff.date 2026-09-30 leaves the "
        "reader two dates for one set of cells, and at most one is true. Any other prose field that names "
        "the bake-off in so many words (\"the numbers are from the bake-off refreshed on 2026-10-14\") is "
        "read the same way. A date of a rerun or "
        "reproduction is that run's date, not the bake-off's (BV801 and BV802 judge it), and a "
        "date that is denied, supposed or reported as a source's is not read.",
    .bad = "bakeoff:\n  date: \"2026-09-30\"\nvalidation:\n  - The bake-off ran on 2026-10-14.",
    .good = "bakeoff:\n  date: \"2026-09-30\"\nvalidation:\n  - The bake-off ran on 2026-09-30.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const Bakeoff& b = ctx.profile.bakeoff;
  if (!b.date.present || b.date.value.empty()) return;
  std::vector<const Text*> texts{&b.setup};
  for (const auto& t : b.notes) texts.push_back(&t);
  for (const auto& t : ctx.profile.validation) texts.push_back(&t);
  const Text* reported = nullptr;
  for (const SentenceReading& r : ctx.brief.readings) {
    // Outside the bake-off's own text, a sentence that names the bake-off in so many words ("The
    // numbers are from the bake-off refreshed on 2026-10-14") dates it too.
    if (r.text == reported || (std::find(texts.begin(), texts.end(), r.text) == texts.end() && !r.names_bakeoff)) continue;
    // A day must be bakeoff.date; a month, or part of one, must hold it.
    const auto other = std::find_if(r.bakeoff_dates.begin(), r.bakeoff_dates.end(), [&](const DateNamed& d) {
      return b.date.value < d.first || b.date.value > d.last;
    });
    if (other == r.bakeoff_dates.end()) continue;
    out.add_reading(*r.text, r.sentence, fmt::format("the text dates the bake-off {}, but bakeoff.date is {}", other->written, b.date.value),
            "one bake-off has one date: make the text and bakeoff.date agree");
    // Either the text or the date may be the false half: the date is reported once as well.
    if (reported == nullptr)
      out.add(b.date, fmt::format("bakeoff.date is {}, but the text dates the bake-off {}", b.date.value, other->written),
              "one bake-off has one date: make the text and bakeoff.date agree");
    reported = r.text;
  }
}

}  // namespace
}  // namespace bo409

Rule bo409_bakeoff_prose_names_other_date() { return {&bo409::kInfo, bo409::check}; }

}  // namespace brief::rules
