// What every reporter shares: severity words, counts, the summary line, the color decision.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cstdlib>
#include <set>

#include "brief/plural.h"
#include "brief/report.h"
#include "model/names.h"
#include "report/streams.h"

namespace brief {

std::optional<ReportFormat> parse_report_format(std::string_view name) {
  if (name == "human" || name == "text") return ReportFormat::human;
  if (name == "json") return ReportFormat::json;
  if (name == "sarif") return ReportFormat::sarif;
  if (name == "github") return ReportFormat::github;
  if (name == "junit") return ReportFormat::junit;
  return std::nullopt;
}

// The public spelling of a severity is the model table's (model/names.h).
std::string severity_name(Severity s) { return name_of(s); }

namespace {
// Adds findings to counts; `files` holds the files counted so far (by path, or its hash).
template <class Files, class Key>
void add_counts(SeverityCounts& c, Files& files, const std::vector<Diagnostic>& findings, Key key) {
  for (const auto& d : findings) {
    if (d.severity == Severity::error) ++c.errors;
    else if (d.severity == Severity::warning) ++c.warnings;
    else ++c.notes;
    files.insert(key(d.file));
  }
  c.files_with_findings = files.size();
}
}  // namespace

SeverityCounts count_findings(const std::vector<Diagnostic>& findings) {
  SeverityCounts c;
  std::set<std::string> files;
  add_counts(c, files, findings, [](const std::string& f) { return f; });
  return c;
}

namespace {
std::string plural(std::size_t n, std::string_view word) { return count_of(static_cast<std::int64_t>(n), word); }
}  // namespace

std::string summary_line(const SeverityCounts& c, std::size_t files_read, std::size_t files_not_checked) {
  files_not_checked = std::min(files_not_checked, files_read);
  std::string checked = plural(files_read - files_not_checked, "file") + " checked";
  if (files_not_checked) checked += fmt::format(", {} not checked", files_not_checked);
  if (c.errors + c.warnings + c.notes == 0) return fmt::format("no findings ({})", checked);
  std::vector<std::string> parts;
  if (c.errors) parts.push_back(plural(c.errors, "error"));
  if (c.warnings) parts.push_back(plural(c.warnings, "warning"));
  if (c.notes) parts.push_back(plural(c.notes, "note"));
  return fmt::format("{} in {} ({})", fmt::join(parts, ", "), plural(c.files_with_findings, "file"), checked);
}

std::string summary_line(const std::vector<Diagnostic>& findings, std::size_t files_read, std::size_t files_not_checked) {
  return summary_line(count_findings(findings), files_read, files_not_checked);
}

std::string ReportStream::items(const std::vector<Diagnostic>& findings,
                                const std::map<std::string, std::string>* sources) {
  add_counts(counts_, files_, findings, [](const std::string& f) { return std::uint64_t{std::hash<std::string>{}(f)}; });
  const ReportInput in{&findings, sources, 0, false};
  std::string out = format_items(in);
  items_written_ += findings.size();
  return out;
}

std::unique_ptr<ReportStream> make_report_stream(ReportFormat format, bool color) {
  switch (format) {
    case ReportFormat::human: return make_human_stream(color);
    case ReportFormat::json: return make_json_stream();
    case ReportFormat::sarif: return make_sarif_stream();
    case ReportFormat::github: return make_github_stream();
    case ReportFormat::junit: return make_junit_stream();
  }
  return make_human_stream(color);
}

// The one-shot report is the stream written in one go: the two can never differ.
std::string report(ReportFormat format, const ReportInput& in, RunOutcome outcome) {
  auto stream = make_report_stream(format, in.color);
  std::string out = stream->header();
  out += stream->items(*in.findings, in.sources);
  stream->set_files_not_checked(in.files_not_checked);
  stream->set_outcome(outcome);
  out += stream->footer(in.files_checked);
  return out;
}

bool use_color(std::string_view option, bool stdout_is_terminal) {
  if (option == "always") return true;
  if (option == "never") return false;
  const char* no_color = std::getenv("NO_COLOR");
  if (no_color && *no_color) return false;
  const char* force = std::getenv("FORCE_COLOR");
  if (force && *force && std::string_view(force) != "0") return true;
  // A dumb terminal (Emacs shell, some CI logs) shows escape codes as text.
  const char* term = std::getenv("TERM");
  if (term && std::string_view(term) == "dumb") return false;
  return stdout_is_terminal;
}

}  // namespace brief
