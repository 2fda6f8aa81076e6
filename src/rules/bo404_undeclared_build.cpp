// BO404 undeclared-build: a build measured on that is not declared in builds[] nor a pin.
#include <fmt/format.h>

#include "derive/pin_facts.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo404 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BO404"},
    .name = "undeclared-build",
    .severity = Severity::error,
    .summary = "an observation or arm names a build that is neither a pin nor declared in builds",
    .rationale =
        "A build measured on must be traceable: either the prefix of a pinned revision or an entry "
        "of builds[] saying what it is a build of. The check reads observation.build and arm.build.",
    .bad = "    - id: c1-prose-code\n      build: 80dba15\nbuilds: []",
    .good = "builds:\n  - id: 80dba15\n    of: runtime\n    note: An earlier kit build.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const auto& p = ctx.profile;
  auto check_build = [&](const Text& build, std::string_view owner) {
    if (build.value.empty() || hash_resolves(p, build.value)) return;
    out.add(build, fmt::format("{} names build '{}', which is neither a pin nor declared in builds", owner, build.value),
            "declare it under builds: with what it is a build of");
  };
  for (const auto& a : p.bakeoff.arms) check_build(a.build, fmt::format("arm '{}'", a.id.value));
  for (const auto& o : p.bakeoff.observations) check_build(o.build, fmt::format("observation '{}'", o.id.value));
}

}  // namespace
}  // namespace bo404

Rule bo404_undeclared_build() { return {&bo404::kInfo, bo404::check}; }

}  // namespace brief::rules
