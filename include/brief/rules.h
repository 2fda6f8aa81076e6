#pragma once
// The rule engine: a registry of rules with stable codes, the checks that read a Profile (and
// its Hardware), and inline suppressions. The lint driver that `brief lint` and the gate in
// front of `brief render` share runs them; it lives in the lint layer (brief/lint.h).
#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
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

// The errors of hardware entries, each entry checked once however many profiles rely on it
// (BH605 reads them for every profile on the entry). Entries are known by address, so a memo
// lives no longer than the entries it holds: the lint driver keeps one for its run, while its
// resolver keeps the entries. Thread-safe: profiles are checked on every core.
class HardwareChecks {
 public:
  // The codes of the entry's errors (check_hardware, severity error), in its findings' order.
  const std::vector<std::string>& error_codes(const Hardware& hardware);

 private:
  std::mutex mutex_;
  std::map<const Hardware*, std::vector<std::string>> checked_;
};

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
  std::map<std::string, std::vector<std::string>, std::less<>> linted_profile_files;
  // The --profiles folders: a profile file directly inside one must be named after its id
  // (BR506), since `brief render <id>` finds it by file name.
  std::vector<std::string> catalog_dirs;
  // Set by the lint driver while the set's ids are still being read: check_profile then
  // leaves out the reference rules (is_reference_code) and the suppressions of their codes,
  // which check_references applies once every file's summary is in.
  bool defer_references = false;
  // Set by the lint driver for its run; null elsewhere, where each entry is checked when asked.
  std::shared_ptr<HardwareChecks> hardware_checks;
  // The codes of the entry's errors, from the run's memo when there is one.
  std::vector<std::string> hardware_error_codes(const Hardware& hardware) const;
};

// What the reference rules read of a profile: small enough to keep for every file of a
// catalog until the whole set's ids are known.
struct ProfileReferences {
  std::string path;
  Text id;
  std::vector<ProfileRef> do_not_blend;  // `why` left empty: no rule reads it
  std::vector<Suppression> suppressions; // those of reference codes only
};
// The reference facts of a profile; do-not-blend targets that the catalog alone resolves
// are left out (no reference rule can report them), so a clean file keeps only its id.
ProfileReferences references_of(const Profile& profile, const CatalogSummary& catalog);
// True for the codes of rules that need every linted file's id (BR501, BR502, BR505).
bool is_reference_code(std::string_view code);
// Runs the reference rules over one file's summary and applies its suppressions of them.
std::vector<Diagnostic> check_references(const ProfileReferences& refs, const CatalogSummary& catalog);

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

}  // namespace brief
