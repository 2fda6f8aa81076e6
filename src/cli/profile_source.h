#pragma once
// Resolving a command-line target (catalog id or path) to a loaded profile and its hardware,
// by the one discovery rule of brief/resolver.h (the same lint applies).
#include <memory>
#include <optional>
#include <string_view>
#include <string>
#include <vector>

#include "brief/brief.h"
#include "brief/catalog.h"
#include "brief/diagnostic.h"
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

// A target loaded and checked as `brief lint` checks one file: the gate of render and calc.
// Schema findings (BS0xx) are findings, not a stop; the rules run on a profile that is
// usable despite them. Throws InputError only for input that cannot be read or parsed (BY).
struct CheckedTarget {
  std::unique_ptr<LoadedProfile> loaded;  // null: it did not load as a profile (BS007 says so)
  std::optional<Brief> brief;             // derived from *loaded, when it loaded
  std::vector<Diagnostic> findings;       // schema findings and the rules' (or BS007), sorted
  std::string path, text;                 // for the report's quoted lines
  bool has_errors() const;
};
CheckedTarget check_target(const Context& ctx, const std::string& target);

// What a gated command says when it stops: "not rendered", and what --allow-errors does.
struct GateWords {
  std::string_view stopped;
  std::string_view allow_errors_does;
};
// With errors: prints them as lint reports one file and sets exit 1; true when the command
// goes on anyway (--allow-errors on a profile that loaded: its output is UNCHECKED). A profile
// that did not load stops the command whatever --allow-errors says: there is nothing to show.
bool pass_gate(Context& ctx, const CheckedTarget& t, bool allow_errors, const GateWords& words);

// The ids a profile's references may resolve to (CatalogResolver::summary_for): the
// --profiles folders, the folder of the profile file, and the built-in catalog.
CatalogSummary catalog_summary(const Context& ctx, const ProfileOrigin& origin);

}  // namespace brief::cli
