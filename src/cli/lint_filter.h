#pragma once
// Which findings `brief lint` reports: --select / --ignore and the configuration's per-file
// ignores, applied to the findings after every check ran (so cross-file checks see the same
// set whatever is selected). Input errors (BY) and the unsuppressible honesty errors are
// always reported: a filter may quiet a style choice, never hide an unread file or a false
// memory or license claim.
#include <string>
#include <vector>

#include "brief/config.h"
#include "brief/diagnostic.h"

namespace brief::cli {

struct FindingFilter {
  std::vector<std::string> select;  // code prefixes; empty: every code
  std::vector<std::string> ignore;  // code prefixes
  std::vector<PerFileIgnore> per_file;
  std::string base_dir;             // per-file globs are relative to it
};

// True when no filter may drop this finding.
bool always_reported(const Diagnostic& d);

// BX903 warnings for the configuration's ignores (top-level and per-file) that can drop
// nothing because every code they name is always reported, as inline suppressions of an
// unsuppressible code are reported: never a silently unapplied setting.
std::vector<Diagnostic> unapplied_ignores(const LintConfig& config);

std::vector<Diagnostic> filter_findings(std::vector<Diagnostic> findings, const FindingFilter& filter);

// Throws CLI::ValidationError when the select (flags or configuration) names only codes
// the ignore drops: `--select BR506 --ignore BR506` would check nothing and exit 0.
void refuse_empty_selection(const FindingFilter& filter);

// Splits "BM101,BL2" (and repeated options) into prefixes, upper-cased; throws
// CLI::ValidationError naming `option` for a prefix that matches no rule, and, with
// `refuse_unsuppressible` (an ignore), for one whose every code is always reported.
std::vector<std::string> code_prefixes(const std::vector<std::string>& values, const std::string& option,
                                       bool refuse_unsuppressible = false);

}  // namespace brief::cli
