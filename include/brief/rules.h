#pragma once
// The rule engine: a registry of rules with stable codes, the checks that read a Profile (and
// its Hardware), inline suppressions, and the lint driver that `brief lint` and the gate in
// front of `brief render` share.
#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "brief/brief.h"
#include "brief/codes.h"
#include "brief/diagnostic.h"
#include "brief/profile.h"

namespace brief {

// What a rule is, as `brief rules` lists it and docs/rules/<code>.md explains it.
struct RuleInfo {
  std::string_view code;      // codes::BM101 (brief/codes.h): stable, never reused
  std::string_view name;      // "unknown-summed": kebab-case, stable
  Severity severity = Severity::error;
  std::string_view summary;   // one line, lowercase start, no period
  std::string_view rationale; // why the rule exists, in sentences
  std::string_view bad;       // a YAML excerpt the rule reports
  std::string_view good;      // the same excerpt, fixed
  // Errors of the honesty families (memory, licenses) cannot be suppressed: they protect the
  // reader of a brief, not its author. Loader findings cannot be suppressed either.
  bool suppressible = true;
  // The code's letter decides the family (brief/codes.h): BM101 is memory.
  Family family() const { return family_of(code).value_or(Family::input); }
};

// Every rule, sorted by code (loader codes BY/BS included, so `brief explain BS001` works).
const std::vector<RuleInfo>& rule_registry();
// By code ("BM101", case-insensitive) or name ("unknown-summed"); nullptr when unknown.
const RuleInfo* find_rule(std::string_view code_or_name);
// The Markdown page of a rule, as kept in docs/rules/<code>.md.
std::string rule_doc(const RuleInfo& rule);

// What cross-file checks need to know about the whole set: small summaries, not trees.
struct CatalogSummary {
  std::set<std::string> profile_ids;   // profile ids that resolve from the catalog
  // The linted set's profile ids, sorted: views into storage the lint driver owns for the
  // whole run (one small view a file, so memory stays flat in the catalog size).
  std::vector<std::string_view> linted_ids;
  // True when `id` names a profile of the catalog or of the linted set.
  bool has_profile(std::string_view id) const;
  std::set<std::string> hardware_ids;  // every hardware id that resolves
  // Profile id -> the files of the linted set that declare it (duplicates have 2+).
  std::map<std::string, std::vector<std::string>> linted_profile_files;
};

// Checks one derived brief (derive runs first, once; the rules read its facts and never
// re-derive them). Applies the profile's inline suppressions; sorted by line, column and code.
// This is the gate `brief render` calls before rendering the same Brief, so the gate and the
// render cannot disagree.
std::vector<Diagnostic> check_profile(const Brief& brief, const CatalogSummary& catalog);
// Checks one hardware entry and applies its suppressions.
std::vector<Diagnostic> check_hardware(const Hardware& hardware);

// Filters findings through inline suppressions and adds the suppression findings (BX9xx):
// a missing reason, a suppression that suppresses nothing, an unknown code, an attempt to
// suppress an honesty error (which stays).
std::vector<Diagnostic> apply_suppressions(std::vector<Diagnostic> findings,
                                           const std::vector<Suppression>& suppressions,
                                           const std::string& file);

// Orders findings the way every reporter prints them: file, line, column, code, message.
void sort_findings(std::vector<Diagnostic>& findings);

// --- the lint driver -------------------------------------------------------------------

struct LintOptions {
  std::vector<std::string> catalog_dirs;  // searched for hardware / profile ids (--profiles)
  std::size_t max_bytes = 1024 * 1024;
  unsigned jobs = 0;                      // worker threads; 0: one per core
  // When set, each profile that loads is handed over after its checks instead of dropped
  // (`brief site` renders from the same load). Called from the worker threads, so it must
  // be thread-safe; called again for a file whose id had to be re-read (the last call holds).
  std::function<void(const std::string& path, Profile&& profile)> keep_profile;
  // --stdin-filename: the name standard input ("-") is reported under, and the folder its
  // hardware/ and per-file ignores are found from. Empty: "-".
  std::string stdin_filename{};
};

struct LintResult {
  std::vector<Diagnostic> findings;          // sorted
  std::map<std::string, std::string> sources;  // file -> text, only for files with findings
  std::vector<std::string> files;            // every file checked, sorted
  bool input_error = false;                  // some file could not be read or parsed: exit 2
};

// Expands paths (files, or folders searched recursively for *.yaml / *.yml), loads each file
// as a profile or a hardware entry (looks_like_hardware), checks each one, then the
// cross-file facts (duplicate ids, do-not-blend targets) on small summaries. Input errors
// become findings (input_error = true). A path that does not exist is an input error too.
// A walk lints only brief's own files, never follows a link out of its folder, reports
// special files, broken links and unreadable folders, and fails when it finds nothing
// (docs/cli.md, "Which files lint reads"); a named file is always linted.
LintResult lint_paths(const std::vector<std::string>& paths, const LintOptions& options);

}  // namespace brief
