// Runs every rule over one profile or hardware entry, then applies its inline suppressions.
#include <algorithm>

#include "rules/rule.h"

namespace brief {
namespace {

// Every registered rule that has a check for this kind of file, then the file's inline
// suppressions, then the one order every reporter prints.
template <class RunOne>
std::vector<Diagnostic> run_rules(const std::string& path, const std::vector<Suppression>& suppressions,
                                  RunOne run_one) {
  std::vector<Diagnostic> found;
  for (const auto& rule : rules::checked_rules()) {
    rules::Findings out(*rule.info, path, found);
    run_one(rule, out);
  }
  found = apply_suppressions(std::move(found), suppressions, path);
  sort_findings(found);
  return found;
}

}  // namespace

std::vector<Diagnostic> check_profile(const Brief& brief, const CatalogSummary& catalog) {
  const rules::RuleContext ctx{brief, *brief.profile, brief.hardware, catalog};
  return run_rules(brief.profile->path, brief.profile->suppressions, [&](const rules::Rule& rule, rules::Findings& out) {
    if (rule.check_profile) rule.check_profile(ctx, out);
  });
}

std::vector<Diagnostic> check_hardware(const Hardware& hardware) {
  return run_rules(hardware.path, hardware.suppressions, [&](const rules::Rule& rule, rules::Findings& out) {
    if (rule.check_hardware) rule.check_hardware(hardware, out);
  });
}

}  // namespace brief

namespace brief {

bool CatalogSummary::has_profile(std::string_view id) const {
  return profile_ids.count(std::string(id)) != 0 ||
         std::binary_search(linted_ids.begin(), linted_ids.end(), id);
}

}  // namespace brief
