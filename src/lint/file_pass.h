#pragma once
// Phase 0 and 1 of the lint driver: one file read, loaded, derived and checked, then
// dropped. What leaves is its findings (with the lines they quote) and a small summary
// for the cross-file pass.
#include <optional>
#include <string>
#include <vector>

#include "brief/diagnostic.h"
#include "brief/profile.h"
#include "brief/resolver.h"
#include "brief/lint.h"
#include "brief/rules.h"
#include "lint/inputs.h"

namespace brief::lint {

// What the cross-file pass needs of one file: a few bytes for a clean profile.
struct FileSummary {
  bool profile = false;                 // a profile that loaded: it declares `id`
  Text id;
  // Do-not-blend targets the catalog alone does not resolve, as the reference rules read them.
  struct Target {
    std::string id;
    Loc begin, end;
    bool external = false;
  };
  std::vector<Target> pending;
  std::vector<Suppression> suppressions;  // of reference codes, applied in the cross-file pass
};

struct FileOutcome {
  std::vector<Diagnostic> findings;  // sorted
  std::optional<std::string> quoted;  // lines findings quote (quoted_lines_only); unset when none or unread
  bool input_error = false;          // the file could not be read or parsed
  bool checked = true;               // false: it did not load, no rule ran (a BS007 or BY finding says so)
  FileSummary summary;
};

// A hardware entry of the set: loaded and checked; `loaded` receives it when it loads.
FileOutcome check_hardware_file(const InputSet& inputs, const InputFile& file, std::optional<Hardware>& loaded);

struct ProfilePass {
  const InputSet& inputs;
  CatalogResolver& resolver;      // the set's hardware added already
  const CatalogSummary& summary;  // defer_references set: the set's ids are not known yet
  const LintOptions& options;
};

// A profile: loaded (schema findings are findings; the rules still run when it is usable),
// derived against the hardware the resolver finds, checked without the reference rules.
FileOutcome check_profile_file(const ProfilePass& pass, const InputFile& file);

}  // namespace brief::lint
