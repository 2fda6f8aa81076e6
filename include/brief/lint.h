#pragma once
// The lint driver that `brief lint`, `brief site` and the tests share: files in, findings out
// in path order, streamed to a sink as soon as a file and all files before it are done.
// Implemented in src/lint/ (inputs, per-file pass, cross-file pass, ordered emission).
#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "brief/diagnostic.h"
#include "brief/profile.h"

namespace brief {

struct LintOptions {
  std::vector<std::string> catalog_dirs;  // searched for hardware / profile ids (--profiles)
  std::size_t max_bytes = 1024 * 1024;
  unsigned jobs = 0;                      // worker threads; 0: one per core
  // When set, each profile that loads is handed over after its checks instead of dropped
  // (`brief site` renders from the same load). Called from the worker threads, so it must
  // be thread-safe; called once per file.
  std::function<void(const std::string& path, Profile&& profile)> keep_profile;
  // --stdin-filename: the name standard input ("-") is reported under, and the folder its
  // hardware/ and per-file ignores are found from. Empty: "-".
  std::string stdin_filename{};
};

// Where findings go while the run is under way. Calls come from one thread at a time, in
// order: the findings of each file (sorted; path order, input problems such as a missing
// path among them by their path), then the cross-file findings (sorted) last.
class LintSink {
 public:
  virtual ~LintSink() = default;
  // One file was checked (called in path order, before its findings).
  virtual void file_checked(const std::string& path) { (void)path; }
  // A group of findings; `sources` holds, per file, the text reporters quote (only the lines
  // findings start on; other lines empty, so line numbers hold).
  virtual void findings(std::vector<Diagnostic> group, const std::map<std::string, std::string>& sources) = 0;
};

struct LintTotals {
  std::size_t files_checked = 0;      // every file read, checked or not
  std::size_t files_not_checked = 0;  // of those, the ones no rule checked (did not load)
  bool input_error = false;  // some file could not be read or parsed: exit 2
};

// Expands paths (files, or folders searched recursively for *.yaml / *.yml; none: the
// built-in catalog, reported under "<built-in>/profiles/..."), loads and checks each file,
// then runs the cross-file checks (duplicate ids, do-not-blend targets) on small per-file
// summaries. Input errors are findings. Memory does not grow with the number of files that
// have findings: a file's findings leave as soon as it and its predecessors are done.
// A walk lints only brief's own files, never follows a link out of its folder, reports
// special files, broken links and unreadable folders, and fails when it finds nothing
// (docs/cli.md, "Which files lint reads"); a named file is always linted.
LintTotals lint_stream(const std::vector<std::string>& paths, const LintOptions& options, LintSink& sink);

struct LintResult {
  std::vector<Diagnostic> findings;          // sorted
  std::map<std::string, std::string> sources;  // file -> text, only for files with findings
  std::vector<std::string> files;            // every file checked, sorted
  bool input_error = false;                  // some file could not be read or parsed: exit 2
};

// The finding of a file no rule checked (BS007): it did not load as `what` ("a profile", "a
// hardware entry"). lint and the commands that check one file (render, calc) say it alike.
Diagnostic not_checked_finding(const std::string& path, std::string_view what);

// lint_stream, everything collected and sorted (for `brief site` and tests).
LintResult lint_paths(const std::vector<std::string>& paths, const LintOptions& options);

}  // namespace brief
