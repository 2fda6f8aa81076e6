// BO406 run-counts-disagree: run counts that disagree with each other or with the prose.
#include <fmt/format.h>

#include <algorithm>

#include "derive/prose.h"
#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO406"},
    .name = "run-counts-disagree",
    .severity = Severity::error,
    .summary = "run counts disagree with each other or with the validation text",
    .rationale =
        "How often an arm ran decides what a difference means: one run has no spread. An "
        "observation's runs that differ from bakeoff.runs_per_arm, or a sentence in the summary, "
        "validation, bake-off or observation notes that gives another count (\"three runs per "
        "arm\", \"ran once\", \"best of 5 runs\"), leaves the reader two counts; at most one is true.",
    .bad = "bakeoff:\n  runs_per_arm: 1\n  observations:\n    - id: c1-short\n      runs: 3",
    .good = "bakeoff:\n  runs_per_arm: 1\n  observations:\n    - id: c1-short\n      runs: 1",
    .suppressible = false,
};

int64_t count_word(std::string_view w) {
  static const std::pair<std::string_view, int64_t> kWords[] = {
      {"one", 1}, {"single", 1}, {"two", 2}, {"three", 3}, {"four", 4}, {"five", 5}, {"six", 6},
      {"seven", 7}, {"eight", 8}, {"nine", 9}, {"ten", 10}, {"twenty", 20}};
  for (auto [name, n] : kWords)
    if (w == name) return n;
  if (!w.empty() && w.size() < 5 && std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::stoll(std::string(w));
  return 0;
}

// The run count a sentence states: "one run", "3 runs", "ran once/twice/N times", "one-run".
int64_t stated_runs(std::string_view text) {
  std::string l = lower(text);
  for (auto& c : l)
    if (c == '-' || c == ',' || c == '.' || c == ';' || c == ':' || c == '(' || c == ')') c = ' ';
  std::vector<std::string> w;
  for (std::size_t i = 0; i < l.size();) {
    std::size_t j = l.find(' ', i);
    if (j == std::string::npos) j = l.size();
    if (j > i) w.push_back(l.substr(i, j - i));
    i = j + 1;
  }
  for (std::size_t k = 0; k < w.size(); ++k) {
    if ((w[k] == "run" || w[k] == "runs" || w[k] == "repetitions" || w[k] == "trials") && k > 0)
      if (int64_t n = count_word(w[k - 1])) return n;
    if (w[k] == "ran" && k + 1 < w.size()) {
      if (w[k + 1] == "once") return 1;
      if (w[k + 1] == "twice") return 2;
      if (k + 2 < w.size() && w[k + 2] == "times")
        if (int64_t n = count_word(w[k + 1])) return n;
    }
  }
  return 0;
}

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
  bool disagree = false;
  for (const auto& o : b.observations) disagree |= o.runs.present && b.runs_per_arm.present && o.runs.value != declared;
  for (const Text* t : texts) {
    if (!t->present) continue;
    for (const auto& s : sentences(t->value)) {
      const int64_t n = stated_runs(s);
      if (n == 0 || n == declared) continue;
      out.add(*t, fmt::format("the text says {} run{} but the bake-off says {}", n, n == 1 ? "" : "s", declared),
              "make the prose and runs_per_arm agree");
      disagree = true;
      break;
    }
  }
  // The count every cell inherits is reported too: it is one of the two counts in conflict.
  if (disagree && b.runs_per_arm.present)
    out.add(b.runs_per_arm.loc, fmt::format("runs_per_arm: {} disagrees with the run counts written elsewhere", declared),
            "state the count the source gives, once");
}

}  // namespace

Rule bo406_run_counts_disagree() { return {&kInfo, check}; }

}  // namespace brief::rules
