// What every reporter shares: severity words, counts, the summary line, the color decision.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cstdlib>
#include <set>

#include "brief/report.h"
#include "model/names.h"

namespace brief {

std::optional<ReportFormat> parse_report_format(std::string_view name) {
  if (name == "human" || name == "text") return ReportFormat::human;
  if (name == "json") return ReportFormat::json;
  if (name == "sarif") return ReportFormat::sarif;
  if (name == "github") return ReportFormat::github;
  return std::nullopt;
}

// The public spelling of a severity is the model table's (model/names.h).
std::string severity_name(Severity s) { return name_of(s); }

SeverityCounts count_findings(const std::vector<Diagnostic>& findings) {
  SeverityCounts c;
  std::set<std::string> files;
  for (const auto& d : findings) {
    if (d.severity == Severity::error) ++c.errors;
    else if (d.severity == Severity::warning) ++c.warnings;
    else ++c.notes;
    files.insert(d.file);
  }
  c.files_with_findings = files.size();
  return c;
}

namespace {
std::string plural(std::size_t n, std::string_view word) {
  return fmt::format("{} {}{}", n, word, n == 1 ? "" : "s");
}
}  // namespace

std::string summary_line(const std::vector<Diagnostic>& findings, std::size_t files_checked) {
  const auto c = count_findings(findings);
  const std::string checked = plural(files_checked, "file") + " checked";
  if (findings.empty()) return fmt::format("no findings ({})", checked);
  std::vector<std::string> parts;
  if (c.errors) parts.push_back(plural(c.errors, "error"));
  if (c.warnings) parts.push_back(plural(c.warnings, "warning"));
  if (c.notes) parts.push_back(plural(c.notes, "note"));
  return fmt::format("{} in {} ({})", fmt::join(parts, ", "), plural(c.files_with_findings, "file"), checked);
}

std::string report(ReportFormat format, const ReportInput& in) {
  switch (format) {
    case ReportFormat::human: return report_human(in);
    case ReportFormat::json: return report_json(in);
    case ReportFormat::sarif: return report_sarif(in);
    case ReportFormat::github: return report_github(in);
  }
  return report_human(in);
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
