#pragma once
// Resolving a command-line target (catalog id or path) to a loaded profile and its hardware.
#include <optional>
#include <string>

#include "brief/catalog.h"
#include "brief/profile.h"
#include "brief/rules.h"
#include "cli/commands.h"

namespace brief::cli {

struct LoadedProfile {
  Profile profile;
  std::string text;                  // the source text, for reporters that quote lines
  std::optional<Hardware> hardware;  // nullopt when the hardware id does not resolve
};

Catalog catalog_of(const Context& ctx);

// Loads `target` (an id of the catalog, or a path) and the hardware entry it names.
// Throws InputError for an unknown id (listing the ids that exist) or unreadable input.
LoadedProfile load_target(const Context& ctx, const std::string& target);

// The ids a single profile's references may resolve to: the catalog's (with --profiles
// folders and the folder of `path`, when it is a file) and the embedded ones.
CatalogSummary catalog_summary(const Context& ctx, const std::string& path);

}  // namespace brief::cli
