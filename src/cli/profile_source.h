#pragma once
// Resolving a command-line target (catalog id or path) to a loaded profile and its hardware,
// by the one discovery rule of brief/resolver.h (the same lint applies).
#include <optional>
#include <string>

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

Catalog catalog_of(const Context& ctx);
CatalogResolver resolver_of(const Context& ctx);

// Loads `target` (an id of the catalog, or a path) and the hardware entry it names.
// Throws InputError for an unknown id (listing the ids that exist) or unreadable input.
LoadedProfile load_target(const Context& ctx, const std::string& target);

// The ids a profile's references may resolve to (CatalogResolver::summary_for): the
// --profiles folders, the folder of the profile file, and the built-in catalog.
CatalogSummary catalog_summary(const Context& ctx, const ProfileOrigin& origin);

}  // namespace brief::cli
