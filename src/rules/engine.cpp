// Runs every rule over one profile or hardware entry, then applies its inline suppressions.
#include <algorithm>

#include "rules/rule.h"

namespace brief {

std::vector<Diagnostic> check_profile(const Profile& profile, const Hardware* hardware,
                                      const CatalogSummary& catalog) {
  std::vector<Diagnostic> found;
  const rules::RuleContext ctx{profile, hardware, catalog};
  for (const auto& rule : rules::checked_rules()) {
    if (!rule.check_profile) continue;
    rules::Findings out(*rule.info, profile.path, found);
    rule.check_profile(ctx, out);
  }
  found = apply_suppressions(std::move(found), profile.suppressions, profile.path);
  sort_findings(found);
  return found;
}

std::vector<Diagnostic> check_hardware(const Hardware& hardware) {
  std::vector<Diagnostic> found;
  for (const auto& rule : rules::checked_rules()) {
    if (!rule.check_hardware) continue;
    rules::Findings out(*rule.info, hardware.path, found);
    rule.check_hardware(hardware, out);
  }
  found = apply_suppressions(std::move(found), hardware.suppressions, hardware.path);
  sort_findings(found);
  return found;
}

}  // namespace brief

namespace brief {

bool CatalogSummary::has_profile(std::string_view id) const {
  return profile_ids.count(std::string(id)) != 0 ||
         std::binary_search(linted_ids.begin(), linted_ids.end(), id);
}

}  // namespace brief
