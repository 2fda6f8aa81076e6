// GitHub workflow commands: one `::error file=...::message` line per finding (annotations on a
// pull request), then a summary line, since GitHub shows at most 10 annotations per step.
#include <fmt/format.h>

#include "brief/report.h"
#include "report/streams.h"
#include "brief/rules.h"
#include "brief/terminal.h"
#include "report/columns.h"

namespace brief {
namespace {

std::string escape_data(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '%') out += "%25";
    else if (c == '\r') out += "%0D";
    else if (c == '\n') out += "%0A";
    else out += c;
  }
  return out;
}

std::string escape_property(std::string_view s) {
  std::string out;
  for (char c : escape_data(s)) {
    if (c == ':') out += "%3A";
    else if (c == ',') out += "%2C";
    else out += c;
  }
  return out;
}

std::string_view command_of(Severity s) {
  switch (s) {
    case Severity::error: return "error";
    case Severity::warning: return "warning";
    case Severity::note: return "notice";
  }
  return "error";
}

class GithubStream : public ReportStream {
 public:
  std::string footer(std::size_t files_checked) override { return summary_line(counts(), files_checked, files_not_checked_) + "\n"; }

 protected:
  std::string format_items(const ReportInput& in) override;
};

std::string GithubStream::format_items(const ReportInput& in) {
  std::string out;
  for (const auto& d : *in.findings) {
    const RuleInfo* rule = find_rule(d.code);
    // A workflow log is a terminal too: control bytes from a file name or a value are escaped.
    std::string props = "file=" + escape_property(terminal_text(d.file));
    if (d.begin.known()) {
      // GitHub counts columns in characters; brief's locations count bytes.
      const columns::Span span = columns::span_in(in, d, columns::ColumnUnit::characters);
      const bool one_line = span.end_exclusive.line == span.begin.line;
      props += fmt::format(",line={}", span.begin.line);
      if (one_line) props += fmt::format(",col={}", span.begin.col);
      props += fmt::format(",endLine={}", span.end_exclusive.line);
      if (one_line) props += fmt::format(",endColumn={}", span.end_exclusive.col - 1);
    }
    const std::string title = rule ? fmt::format("{} {}", d.code, rule->name) : terminal_text(d.code);
    props += ",title=" + escape_property(title);
    // Line breaks stay: escape_data encodes them as %0A/%0D, as GitHub expects.
    std::string message = terminal_text(d.message, LineBreaks::keep);
    if (d.is_disputed()) message += fmt::format("\n{}", terminal_text(dispute_phrase(d), LineBreaks::keep));
    if (!d.hint.empty()) message += fmt::format("\nhint: {}", terminal_text(d.hint, LineBreaks::keep));
    out += fmt::format("::{} {}::{}\n", command_of(d.severity), props, escape_data(message));
  }
  return out;
}

}  // namespace

std::unique_ptr<ReportStream> make_github_stream() { return std::make_unique<GithubStream>(); }

std::string report_github(const ReportInput& in) { return report(ReportFormat::github, in); }

}  // namespace brief
