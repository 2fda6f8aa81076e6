#pragma once
// One discovery rule for every command (lint, render, list, diff, site): where a profile's
// hardware entry and the ids its references may name come from. In order:
//   1. the hardware entries being linted together (lint and site only: files of the set),
//   2. hardware/ beside the profile file (for a file on disk; not for standard input
//      without --stdin-filename, nor for a built-in profile),
//   3. each --profiles folder, in the order given, its hardware/ subfolder,
//   4. the built-in catalog.
// docs/cli.md ("How hardware and ids are found") says the same for users.
#include <cstddef>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "brief/catalog.h"
#include "brief/diagnostic.h"
#include "brief/profile.h"
#include "brief/rules.h"

namespace brief {

// Where a profile was read from, as far as discovery cares.
struct ProfileOrigin {
  std::string path;       // as reported; "-" for standard input
  bool built_in = false;  // a file of the catalog compiled into brief
};

class CatalogResolver {
 public:
  CatalogResolver(std::vector<std::string> catalog_dirs, std::size_t max_bytes);

  // The folders searched for a profile at `origin` (2 and 3 above; the built-in catalog is
  // always searched last by Catalog).
  std::vector<std::string> search_dirs(const ProfileOrigin& origin) const;
  Catalog catalog_for(const ProfileOrigin& origin) const { return Catalog(search_dirs(origin)); }

  // Step 1: an entry of the linted set. Call before any resolve(); wins over every folder.
  void add_linted_hardware(Hardware hardware);
  bool has_linted_hardware(const std::string& id) const { return linted_.count(id) != 0; }

  // The entry a profile's hardware id names; nullptr when none resolves or it does not load
  // (the load error is kept: load_errors()). Thread-safe; each file is loaded once.
  const Hardware* resolve(const ProfileOrigin& origin, const std::string& hardware_id);
  // The file resolve() would read (nullopt for an entry of the set or none).
  std::optional<CatalogFile> find_file(const ProfileOrigin& origin, const std::string& hardware_id) const;

  // The ids a profile at `origin` may reference: every profile and hardware id of its search
  // folders and the built-in catalog, plus the linted hardware.
  CatalogSummary summary_for(const ProfileOrigin& origin) const;

  // Findings of hardware files outside the set that failed to load, in the order met.
  std::vector<Diagnostic> load_errors() const;

  const std::vector<std::string>& catalog_dirs() const { return catalog_dirs_; }

 private:
  std::vector<std::string> catalog_dirs_;
  std::size_t max_bytes_;
  std::map<std::string, Hardware> linted_;  // by id
  mutable std::mutex mutex_;
  std::map<std::string, std::optional<Hardware>> loaded_;  // by file path
  std::vector<Diagnostic> load_errors_;
};

}  // namespace brief
