// BO409 bakeoff-prose-names-other-date: the bake-off's notes or validation date the bake-off other than bakeoff.date.
#include <fmt/format.h>

#include <algorithm>

#include "derive/prose.h"
#include "derive/sentence.h"
#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO409"},
    .name = "bakeoff-prose-names-other-date",
    .severity = Severity::error,
    .summary = "the bake-off's notes, setup or validation text dates the bake-off other than bakeoff.date",
    .rationale =
        "The date says which build, driver and checkpoint a bake-off could have run on. A "
        "validation line \"the bake-off ran on 2026-10-14\" over bakeoff.date 2026-09-30 leaves the "
        "reader two dates for one set of cells, and at most one is true. A date of a rerun or "
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
  for (const Text* t : texts) {
    if (!t->present) continue;
    if (!derivation::may_date_the_bakeoff(t->value)) continue;
    for (const auto& s : sentences(t->value)) {
      if (!derivation::may_date_the_bakeoff(s)) continue;
      const auto dates = derivation::bakeoff_dates(derivation::analyse_sentence(s));
      const auto other = std::find_if(dates.begin(), dates.end(), [&](const std::string& d) { return d != b.date.value; });
      if (other == dates.end()) continue;
      out.add(*t, fmt::format("the text dates the bake-off {}, but bakeoff.date is {}", *other, b.date.value),
              "one bake-off has one date: make the text and bakeoff.date agree");
      break;
    }
  }
}

}  // namespace

Rule bo409_bakeoff_prose_names_other_date() { return {&kInfo, check}; }

}  // namespace brief::rules
