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
  const Profile& profile = *brief.profile;
  if (!catalog.defer_references) {
    // Everything at once (render's gate, list): the reference rules read the same summary.
    const ProfileReferences refs{profile.path, profile.id, profile.do_not_blend, {}};
    return run_rules(profile.path, profile.suppressions, [&](const rules::Rule& rule, rules::Findings& out) {
      if (rule.check_profile) rule.check_profile(ctx, out);
      if (rule.check_references) rule.check_references(refs, catalog, out);
    });
  }
  // The lint driver's first pass: the suppressions of reference codes wait for
  // check_references, or they would be reported as matching nothing.
  std::vector<Suppression> local;
  for (const auto& s : profile.suppressions)
    if (!is_reference_code(s.code)) local.push_back(s);
  return run_rules(profile.path, local, [&](const rules::Rule& rule, rules::Findings& out) {
    if (rule.check_profile) rule.check_profile(ctx, out);
  });
}

bool is_reference_code(std::string_view code) {
  for (const auto& rule : rules::checked_rules())
    if (rule.check_references && rule.info->code == code) return true;
  return false;
}

ProfileReferences references_of(const Profile& profile, const CatalogSummary& catalog) {
  ProfileReferences refs{profile.path, profile.id, {}, {}};
  for (const auto& r : profile.do_not_blend) {
    if (catalog.profile_ids.count(r.id.value)) continue;  // resolves whatever the set holds
    refs.do_not_blend.push_back(ProfileRef{r.id, r.external, {}, r.loc});
  }
  for (const auto& s : profile.suppressions)
    if (is_reference_code(s.code)) refs.suppressions.push_back(s);
  return refs;
}

std::vector<Diagnostic> check_references(const ProfileReferences& refs, const CatalogSummary& catalog) {
  return run_rules(refs.path, refs.suppressions, [&](const rules::Rule& rule, rules::Findings& out) {
    if (rule.check_references) rule.check_references(refs, catalog, out);
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
