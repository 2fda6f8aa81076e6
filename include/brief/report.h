#pragma once
// Lint reporters: one format each (human, json, sarif, github). A reporter formats findings;
// it decides nothing (severity, order and exit code are decided before it runs).
#include <cstddef>
#include <map>
#include <memory>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "brief/diagnostic.h"
#include "brief/distinct_keys.h"

namespace brief {

enum class ReportFormat { human, json, sarif, github, junit };

// "human", "json", "sarif", "github", "junit"; nullopt otherwise.
std::optional<ReportFormat> parse_report_format(std::string_view name);

// How the run a report belongs to ended, decided by lint before the footer is written.
struct RunOutcome {
  int exit_code = 0;
  bool execution_successful = true;  // false when some input could not be used at all (exit 2)
};

struct ReportInput {
  const std::vector<Diagnostic>* findings = nullptr;          // sorted
  const std::map<std::string, std::string>* sources = nullptr;  // file -> text; may be null
  std::size_t files_checked = 0;      // every file read
  bool color = false;                 // human only: ANSI colors
  std::size_t files_not_checked = 0;  // of the files read, the ones no rule checked (BS007 or BY says why)
};

struct SeverityCounts {
  std::size_t errors = 0, warnings = 0, notes = 0, files_with_findings = 0;
};
SeverityCounts count_findings(const std::vector<Diagnostic>& findings);
// "3 errors, 1 warning in 2 files (5 files checked)" / "no findings (5 files checked)";
// with files that did not load: "1 error in 1 file (4 files checked, 1 not checked)".
std::string summary_line(const std::vector<Diagnostic>& findings, std::size_t files_read,
                         std::size_t files_not_checked = 0);

std::string summary_line(const SeverityCounts& counts, std::size_t files_read, std::size_t files_not_checked = 0);

std::string severity_name(Severity s);  // "error", "warning", "note"

// A report written piece by piece while lint runs: header(), then items() for each group
// of findings in the order they are to appear, then footer(). The bytes are those the
// one-shot report() writes for the same findings in the same order (report() is built on
// it), so a JSON array or a SARIF log stays one valid document.
class ReportStream {
 public:
  virtual ~ReportStream() = default;
  virtual std::string header() { return {}; }
  // `sources`: file -> text for quoting (may be null).
  std::string items(const std::vector<Diagnostic>& findings, const std::map<std::string, std::string>* sources);
  // The closing part; counts are those of every item written. `files_checked` is every file
  // read; how many of them no rule checked is set before (the driver knows it at the end).
  virtual std::string footer(std::size_t files_checked) = 0;
  void set_files_not_checked(std::size_t n) { files_not_checked_ = n; }
  const SeverityCounts& counts() const { return counts_; }
  // Set before footer(): the outcome the footer reports (SARIF's invocations).
  void set_outcome(RunOutcome outcome) { outcome_ = outcome; }

 protected:
  std::size_t files_not_checked_ = 0;
  virtual std::string format_items(const ReportInput& in) = 0;
  std::size_t items_written_ = 0;  // findings written before this group
  RunOutcome outcome_;

 private:
  SeverityCounts counts_;
  // Files counted, by a 64-bit hash of the path: 8 bytes a file, so a streamed run's
  // memory stays flat (a collision, odds about n^2 / 2^65, would undercount by one).
  DistinctKeys<std::uint64_t> files_;
};

// color: human only.
std::unique_ptr<ReportStream> make_report_stream(ReportFormat format, bool color);

std::string report_human(const ReportInput& in);
std::string report_json(const ReportInput& in);
// outcome: how the run ended, as its invocation records it.
std::string report_sarif(const ReportInput& in, RunOutcome outcome);
std::string report_github(const ReportInput& in);
std::string report(ReportFormat format, const ReportInput& in, RunOutcome outcome = {});

// Color decision: --color always/never win; under auto, NO_COLOR (set, non-empty) turns color
// off, FORCE_COLOR (set, non-empty, not "0") turns it on, TERM=dumb turns it off, else color
// when stdout is a terminal.
bool use_color(std::string_view color_option, bool stdout_is_terminal);

}  // namespace brief
