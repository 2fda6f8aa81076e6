#include "derive/build_dates.h"

#include <fmt/format.h>

#include <algorithm>

namespace brief::derivation {

namespace {

bool measured_on(const Bakeoff& b, const std::string& build) {
  return std::any_of(b.arms.begin(), b.arms.end(), [&](const Arm& a) { return a.build.value == build; }) ||
         std::any_of(b.observations.begin(), b.observations.end(),
                     [&](const Observation& o) { return o.build.value == build; });
}

}  // namespace

Contradictions builds_dated_after_bakeoff(const Brief& brief) {
  Contradictions out;
  const Profile& p = *brief.profile;
  const std::string& bakeoff = p.bakeoff.date.value;
  if (bakeoff.empty()) return out;
  for (const auto& build : p.builds) {
    if (build.id.value.empty() || !measured_on(p.bakeoff, build.id.value)) continue;
    for (const SentenceReading& r : brief.readings) {
      if (r.text != &build.note || r.dates.empty()) continue;
      // ISO dates compare as text; the earliest day the note allows is after the bake-off.
      const auto before = std::find_if(r.dates.begin(), r.dates.end(), [&](const DateNamed& d) { return d.first <= bakeoff; });
      if (before != r.dates.end()) continue;
      out.push_back({build.note.loc,
                     fmt::format("build '{}' is dated {} in its note, after the bake-off of {} that was measured on it",
                                 build.id.value, r.dates.front().written, bakeoff),
                     "a build measured in a bake-off existed by its date: correct the date, or the build the cells name",
                     {}});
      break;
    }
  }
  return out;
}

}  // namespace brief::derivation
