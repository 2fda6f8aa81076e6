// JUnit XML for CI systems that read test reports (GitLab, Jenkins, Azure Pipelines): one
// testcase per finding, named by its code and location, with a <failure> for an error or a
// warning; a note is a passing testcase that says what it notes. A "summary" testcase closes
// the suite. Counts are not written as attributes: the report streams, and readers count
// the testcases themselves.
#include <fmt/format.h>

#include "brief/report.h"
#include "brief/rules.h"
#include "brief/terminal.h"
#include "render/html_escape.h"
#include "report/streams.h"

namespace brief {
namespace {

// XML text and attribute values are HTML's escaping (brief's one escaping of untrusted text
// for markup): control bytes, bidi overrides and invalid UTF-8 made visible, then & < > " '
// as character references, which XML 1.0 reads too.
std::string xml_escaped(std::string_view s) { return rendering::escape_html_lines(s); }

class JunitStream : public ReportStream {
 public:
  std::string header() override {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"brief lint\">\n"
           "  <testsuite name=\"brief lint\">\n";
  }
  // The summary closes the suite as a testcase of its own, so a clean run reads as one passed
  // check and not as a suite that ran nothing; it counts checked and unchecked files apart,
  // as every other format does.
  std::string footer(std::size_t files_checked) override {
    return fmt::format("    <testcase classname=\"brief lint\" name=\"summary\">\n"
                       "      <system-out>{}</system-out>\n    </testcase>\n  </testsuite>\n</testsuites>\n",
                       xml_escaped(summary_line(counts(), files_checked, files_not_checked_)));
  }

 protected:
  std::string format_items(const ReportInput& in) override {
    std::string out;
    for (const auto& d : *in.findings) {
      const std::string file = terminal_text(d.file);
      const std::string where = d.begin.known() ? fmt::format("{}:{}:{}", file, d.begin.line, d.begin.col) : file;
      const RuleInfo* rule = find_rule(d.code);
      // fmt, not "lit" + std::string&&: GCC 12 warns -Wrestrict on that concatenation.
      const std::string name = rule ? fmt::format("{} {} at {}", d.code, rule->name, where) : fmt::format("{} at {}", d.code, where);
      std::string text = fmt::format("{}: {}[{}]: {}", where, severity_name(d.severity), d.code,
                                     terminal_text(d.message, LineBreaks::keep));
      if (d.is_disputed()) text += fmt::format("\n{}", terminal_text(dispute_phrase(d), LineBreaks::keep));
    if (!d.hint.empty()) text += fmt::format("\nhint: {}", terminal_text(d.hint, LineBreaks::keep));
      out += fmt::format("    <testcase classname=\"{}\" name=\"{}\">\n", xml_escaped(file), xml_escaped(name));
      if (d.severity == Severity::note)
        out += fmt::format("      <system-out>{}</system-out>\n", xml_escaped(text));
      else
        out += fmt::format("      <failure type=\"{}\" message=\"{}\">{}</failure>\n", xml_escaped(severity_name(d.severity)),
                           xml_escaped(terminal_text(d.message)), xml_escaped(text));
      out += "    </testcase>\n";
    }
    return out;
  }
};

}  // namespace

std::unique_ptr<ReportStream> make_junit_stream() { return std::make_unique<JunitStream>(); }

}  // namespace brief
