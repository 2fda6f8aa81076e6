// BO403 unstated-build: cells measured on a build other than the pinned one, not said.
#include <fmt/format.h>

#include "derive/pin_facts.h"
#include "derive/prose.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo403 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO403"},
    .name = "unstated-build",
    .severity = Severity::error,
    .summary = "a cell measured on a build other than the pinned one does not say so",
    .rationale =
        "Observations carry their conditions: a cell measured on an earlier build is not a "
        "measurement of the pinned revision. When the subject arm's build is not the runtime pin, "
        "every observation with a cell for that arm must state its build; the arm's build is reported "
        "too, since either it or the observations' silence is the false half.",
    .bad = "    - id: tensorfold-c8\n      subject: true\n      build: 80dba15\n...\n    - id: c1-short\n"
           "      cells:\n        - {arm: tensorfold-c8, value: 99}",
    .good = "    - id: c1-short\n      build: 80dba15\n      cells:\n        - {arm: tensorfold-c8, value: 99}",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const auto& p = ctx.profile;
  const auto pinned = pinned_revisions(p);
  auto is_pinned = [&](const std::string& build) {
    for (const auto& rev : pinned)
      if (rev.starts_with(lower(build))) return true;
    return false;
  };
  for (const auto& arm : p.bakeoff.arms) {
    const std::string& build = arm.build.value;
    if (build.empty() || is_pinned(build)) continue;
    std::size_t unstated = 0;
    for (const auto& o : p.bakeoff.observations) {
      if (!o.build.value.empty()) continue;
      bool measured = false;
      for (const auto& c : o.cells) measured |= c.arm.value == arm.id.value;
      if (!measured) continue;
      ++unstated;
      out.add(o.id, fmt::format("observation '{}' was measured on build {}, not the pinned runtime, and does not say so",
                                o.id.value, build),
              fmt::format("add build: {} to the observation", build));
    }
    // The arm's build and its observations' silence are two halves: either the arm ran on
    // the pinned runtime and its build is wrong, or the observations lost their build.
    if (unstated > 0)
      out.add(arm.build, fmt::format("arm '{}' names build {}, not the pinned runtime, while {} of its observations "
                                     "state no build",
                                     arm.id.value, build, unstated),
              "write the build the arm ran on: the runtime pin's, or the earlier build on each observation");
  }
  // A declared build that no arm or observation states: its cells lost their build.
  for (const auto& b : p.builds) {
    bool stated = false;
    for (const auto& a : p.bakeoff.arms) stated |= lower(a.build.value) == lower(b.id.value);
    for (const auto& o : p.bakeoff.observations) stated |= lower(o.build.value) == lower(b.id.value);
    if (stated || lower(b.note.value).find("measured") == std::string::npos) continue;
    // The observations the build's note names ("the C1 prose and code cells were measured on
    // it") are the ones that lost their build.
    bool located = false;
    for (const auto& o : p.bakeoff.observations) {
      if (o.metric.value.empty() || lower(b.note.value).find(lower(o.metric.value)) == std::string::npos) continue;
      // An observation that states another build names the wrong one: reported at its build.
      if (!o.build.value.empty())
        out.add(o.build, fmt::format("observation '{}' states build {}, but build {}'s note says it was measured on {}",
                                     o.id.value, o.build.value, b.id.value, b.id.value),
                fmt::format("write build: {}, or say in the note why {} is not its build", b.id.value, b.id.value));
      else
        out.add(o.id, fmt::format("observation '{}' was measured on build {} (its note says so) but does not state it",
                                  o.id.value, b.id.value),
                fmt::format("add build: {} to the observation", b.id.value));
      located = true;
    }
    if (located) continue;
    out.add(b.id, fmt::format("build '{}' is declared as measured on, but no arm or observation states it", b.id.value),
            fmt::format("add build: {} to the observations measured on it", b.id.value));
  }
}

}  // namespace
}  // namespace bo403

Rule bo403_unstated_build() { return {&bo403::kInfo, bo403::check}; }

}  // namespace brief::rules
