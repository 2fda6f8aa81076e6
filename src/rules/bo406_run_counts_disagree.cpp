// BO406 run-counts-disagree: run counts that disagree with each other or with the prose.
#include <fmt/format.h>

#include <algorithm>

#include "derive/run_counts.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo406 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO406"},
    .name = "run-counts-disagree",
    .severity = Severity::error,
    .summary = "run counts disagree with each other or with the validation text",
    .rationale =
        "How often an arm ran decides what a difference means: one run has no spread. An "
        "observation's runs that differ from bakeoff.runs_per_arm, or a sentence in the summary, "
        "validation, bake-off, arm or observation notes, or a source's note, that gives another count (\"three runs per "
        "arm\", \"ran once\", \"best of 5 runs\", \"the median of repeated runs\" beside one run per "
        "arm), leaves the reader two counts; at most one is true.",
    .bad = "bakeoff:\n  runs_per_arm: 1\n  observations:\n    - id: c1-short\n      runs: 3",
    .good = "bakeoff:\n  runs_per_arm: 1\n  observations:\n    - id: c1-short\n      runs: 1",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const Bakeoff& b = ctx.profile.bakeoff;
  int64_t declared = b.runs_per_arm.present ? b.runs_per_arm.value : 0;
  for (const auto& o : b.observations) {
    if (!o.runs.present) continue;
    if (declared == 0) declared = o.runs.value;
    if (b.runs_per_arm.present && o.runs.value != b.runs_per_arm.value)
      out.add(o.runs.loc, fmt::format("observation '{}' says {} runs but the bake-off says {} per arm", o.id.value,
                                      o.runs.value, b.runs_per_arm.value),
              "one of the two counts is wrong: state the count the source gives");
  }
  if (declared == 0) return;
  std::vector<const Text*> texts{&ctx.profile.summary};
  for (const auto& t : ctx.profile.validation) texts.push_back(&t);
  for (const auto& t : b.notes) texts.push_back(&t);
  texts.push_back(&b.setup);
  for (const auto& o : b.observations)
    for (const auto& t : o.notes) texts.push_back(&t);
  // An arm's notes and the sources the cells come from speak of the same runs ("✅ 3/3 runs
  // green" on an arm, "every cell is a median over repeated runs" in a source's note).
  for (const auto& arm : b.arms)
    for (const auto& t : arm.notes) texts.push_back(&t);
  for (const auto& source : ctx.profile.sources) texts.push_back(&source.note);
  bool disagree = false;
  for (const auto& o : b.observations) disagree |= o.runs.present && b.runs_per_arm.present && o.runs.value != declared;
  // The sentences derive read a run count from (derive/run_counts), in the fields that speak
  // of the bake-off's runs; the first count that differs in a field is reported.
  std::vector<const Text*> reported;
  for (const SentenceReading& r : ctx.brief.readings) {
    // "several runs" agrees with any declared count above one.
    const auto other = std::find_if(r.runs.begin(), r.runs.end(),
                                    [&](int64_t n) { return n == kSeveralRuns ? declared <= 1 : n != declared; });
    if (other == r.runs.end() || std::find(texts.begin(), texts.end(), r.text) == texts.end() ||
        std::find(reported.begin(), reported.end(), r.text) != reported.end())
      continue;
    out.add_reading(*r.text, r.sentence,
                    *other == kSeveralRuns
                        ? fmt::format("the text says several runs but the bake-off says {}", declared)
                        : fmt::format("the text says {} run{} but the bake-off says {}", *other, *other == 1 ? "" : "s", declared),
                    "make the prose and runs_per_arm agree");
    reported.push_back(r.text);
    disagree = true;
  }
  // The count every cell inherits is reported too: it is one of the two counts in conflict.
  if (disagree && b.runs_per_arm.present)
    out.add(b.runs_per_arm.loc, fmt::format("runs_per_arm: {} disagrees with the run counts written elsewhere", declared),
            "state the count the source gives, once");
}

}  // namespace
}  // namespace bo406

Rule bo406_run_counts_disagree() { return {&bo406::kInfo, bo406::check}; }

}  // namespace brief::rules
