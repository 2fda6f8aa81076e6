#pragma once
// Resolving a command-line target (catalog id or path) to a loaded profile and its hardware,
// by the one discovery rule of brief/resolver.h (the same lint applies).
#include <optional>
#include <string>
#include <vector>

#include "brief/catalog.h"
#include "brief/profile.h"
#include "brief/resolver.h"
#include "brief/rules.h"
#include "cli/commands.h"

namespace brief::cli {

struct LoadedProfile {
  Profile profile;
  std::string text;                  // the source text, for reporters that quote lines
  std::optional<Hardware> hardware;  // nullopt when the hardware id does not resolve
  ProfileOrigin origin;              // where it was read from, for the reference summary
};

// The one catalog rule of every command (docs/cli.md, "Which catalog"): the --profiles
// folders; when none is given and ./profiles is a folder, ./profiles, as if it had been
// given. Runs once, after parsing and before any command.
void settle_catalog(Context& ctx);

// What a command over a set of profiles (lint, site) checks when named no path: the catalog
// folders; none (the built-in catalog) when there are none.
std::vector<std::string> default_paths(const Context& ctx);

Catalog catalog_of(const Context& ctx);
CatalogResolver resolver_of(const Context& ctx);

// Loads `target` (an id of the catalog, or a path) and the hardware entry it names.
// Throws InputError for an unknown id (listing the ids that exist) or unreadable input.
LoadedProfile load_target(const Context& ctx, const std::string& target);

// The ids a profile's references may resolve to (CatalogResolver::summary_for): the
// --profiles folders, the folder of the profile file, and the built-in catalog.
CatalogSummary catalog_summary(const Context& ctx, const ProfileOrigin& origin);

}  // namespace brief::cli
