#pragma once
// The project configuration of `brief lint`: `.brief.yaml`, found from the working directory
// upward, read by brief's strict loader (schemas/config.schema.json). Command-line flags
// override it (see docs/cli.md, "Configuration").
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "brief/diagnostic.h"
#include "brief/profile.h"

namespace brief {

inline constexpr std::string_view kConfigFileName = ".brief.yaml";

struct PerFileIgnore {
  Text files;                 // a glob (fnmatch, '*' crosses '/'), relative to the config's folder
  TextList ignore;            // code prefixes
};

struct LintConfig {
  std::string path;           // the file read; empty: no configuration found
  std::string base_dir;       // its folder: per-file globs are relative to it
  Text format;                // "brief-config/v1"
  TextList select;            // code prefixes; empty: every rule
  TextList ignore;            // code prefixes
  std::vector<PerFileIgnore> per_file_ignores;
  Text fail_on;               // error, warning or note; absent: the command's default
};

// Parses a configuration text. Throws InputError with every located problem (unknown keys
// with did-you-mean, wrong types, codes that name no rule).
LintConfig load_lint_config(std::string_view text, const std::string& path);

// `.brief.yaml` in `start` or the nearest folder above it; nullopt when there is none.
std::optional<std::string> find_lint_config(const std::string& start);

}  // namespace brief
