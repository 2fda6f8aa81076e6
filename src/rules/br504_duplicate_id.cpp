// BR504 duplicate-id: two entries of one list of a profile share an id.
#include <fmt/format.h>

#include <map>

#include "rules/rule.h"

namespace brief::rules {
namespace br504 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BR504"},
    .name = "duplicate-id",
    .severity = Severity::error,
    .summary = "two entries of one list share an id",
    .rationale =
        "Ids are how rows, pins, arms and licenses refer to each other; two entries with one id "
        "make every reference to it ambiguous. Checked for residences, components, license "
        "subjects, pins, builds, arms and observations.",
    .bad = "pins:\n  - id: runtime\n  ...\n  - id: runtime",
    .good = "pins:\n  - id: runtime\n  ...\n  - id: c8-source",
    .suppressible = true,
};

template <class T, class F>
void unique(const std::vector<T>& v, F field, std::string_view what, Findings& out) {
  std::map<std::string, Loc> seen;
  for (const auto& x : v) {
    const Text& id = field(x);
    if (id.value.empty()) continue;
    auto [it, fresh] = seen.emplace(id.value, id.loc);
    if (fresh) continue;
    out.add(id, fmt::format("duplicate {} id '{}' (first at {}:{})", what, id.value, it->second.line, it->second.col),
            "give each entry its own id");
  }
}

void check(const RuleContext& ctx, Findings& out) {
  const auto& p = ctx.profile;
  unique(p.residences, [](const Residence& x) -> const Text& { return x.id; }, "residence", out);
  unique(p.components, [](const Component& x) -> const Text& { return x.id; }, "component", out);
  unique(p.licenses, [](const License& x) -> const Text& { return x.subject; }, "license subject", out);
  unique(p.pins, [](const Pin& x) -> const Text& { return x.id; }, "pin", out);
  unique(p.builds, [](const Build& x) -> const Text& { return x.id; }, "build", out);
  unique(p.bakeoff.arms, [](const Arm& x) -> const Text& { return x.id; }, "arm", out);
  unique(p.bakeoff.observations, [](const Observation& x) -> const Text& { return x.id; }, "observation", out);
}

}  // namespace
}  // namespace br504

Rule br504_duplicate_id() { return {&br504::kInfo, br504::check}; }

}  // namespace brief::rules
