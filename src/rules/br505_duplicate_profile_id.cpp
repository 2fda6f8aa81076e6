// BR505 duplicate-profile-id: two linted files declare the same profile id.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "rules/rule.h"

namespace brief::rules {
namespace br505 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BR505"},
    .name = "duplicate-profile-id",
    .severity = Severity::error,
    .summary = "two profiles of the linted set declare the same id",
    .rationale =
        "`brief render <id>` and do-not-blend targets resolve profiles by id; two files with one "
        "id make the answer depend on search order. Checked across every file linted together.",
    .bad = "# profiles/a.yaml\nid: glm53-limechain-c8\n# profiles/b.yaml\nid: glm53-limechain-c8",
    .good = "# profiles/b.yaml\nid: glm53-limechain-c8-fp8",
    .suppressible = true,
};

void check(const ProfileReferences& refs, const CatalogSummary& catalog, Findings& out) {
  auto it = catalog.linted_profile_files.find(refs.id.value);
  if (it == catalog.linted_profile_files.end() || it->second.size() < 2) return;
  std::vector<std::string> others;
  for (const auto& f : it->second)
    if (f != refs.path) others.push_back(f);
  if (others.size() == it->second.size()) return;  // not one of the linted files
  out.add(refs.id, fmt::format("profile id '{}' is also declared in {}", refs.id.value, fmt::join(others, ", ")),
          "give each profile its own id");
}

}  // namespace
}  // namespace br505

Rule br505_duplicate_profile_id() { return {&br505::kInfo, nullptr, nullptr, br505::check}; }

}  // namespace brief::rules
