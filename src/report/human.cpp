// The human report: `file:line:col: severity[code]: message`, the source line with a caret
// under the span, the hint, and a summary line. ANSI color only when asked.
#include <fmt/format.h>

#include "brief/report.h"
#include "report/columns.h"

namespace brief {
namespace {

struct Style {
  bool on;
  std::string paint(std::string_view text, std::string_view code) const {
    return on ? fmt::format("\x1b[{}m{}\x1b[0m", code, text) : std::string(text);
  }
};

std::string_view severity_color(Severity s) {
  switch (s) {
    case Severity::error: return "1;31";
    case Severity::warning: return "1;33";
    case Severity::note: return "1;36";
  }
  return "1";
}

// A source line as it may reach a terminal: control characters (escape sequences) are shown
// as `?` so a hostile file cannot drive the terminal; tabs stay.
std::string printable(std::string_view line) {
  std::string out;
  for (char c : line) {
    unsigned char u = static_cast<unsigned char>(c);
    out += (u < 0x20 && c != '\t') || u == 0x7f ? '?' : c;
  }
  return out;
}

// Where the caret goes, in display cells (a CJK character takes two), and how wide the
// underline is: to the span's end on this line, never past the line's last character (a
// folded block scalar's value is longer than the line it starts on).
struct caret_cells {
  std::string pad;  // blanks as wide as the text before the caret; tabs copied as tabs
  uint32_t width = 1;
};

std::string blanks_under(std::string_view text) {
  std::string out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t tab = std::min(text.find('\t', start), text.size());
    out += std::string(columns::display_width(text.substr(start, tab - start)), ' ');
    if (tab == text.size()) break;
    out += '\t';
    start = tab + 1;
  }
  return out;
}

caret_cells caret_under(std::string_view line, const Diagnostic& d) {
  caret_cells c;
  const std::size_t begin = d.begin.col == 0 ? 0 : d.begin.col - 1;
  if (begin >= line.size()) {
    c.pad = blanks_under(line) + std::string(begin - line.size(), ' ');
    return c;
  }
  c.pad = blanks_under(line.substr(0, begin));
  if (d.end.line != d.begin.line || d.end.col <= d.begin.col) {
    c.width = std::max<uint32_t>(1, columns::display_width(line.substr(begin, columns::byte_after_char(line, d.begin.col) - 1 - begin)));
    return c;
  }
  const std::size_t end = std::min<std::size_t>(columns::byte_after_char(line, d.end.col) - 1, line.size());
  c.width = std::max<uint32_t>(1, columns::display_width(line.substr(begin, end - begin)));
  return c;
}

}  // namespace

std::string report_human(const ReportInput& in) {
  const Style style{in.color};
  std::string out;
  for (const auto& d : *in.findings) {
    const std::string sev = style.paint(severity_name(d.severity), severity_color(d.severity));
    // The column in characters, as editors and ruff count them (locations count bytes).
    const std::string where =
        d.begin.known()
            ? fmt::format("{}:{}:{}", d.file, d.begin.line, columns::span_in(in, d, columns::ColumnUnit::characters).begin.col)
            : d.file;
    out += fmt::format("{}: {}[{}]: {}\n", style.paint(printable(where), "1"), sev, d.code,
                       style.paint(printable(d.message), "1"));
    const std::optional<std::string_view> line =
        d.begin.known() ? columns::source_line(in, d.file, d.begin.line) : std::nullopt;
    if (line) {
      const std::string number = std::to_string(d.begin.line);
      const std::string gutter(number.size(), ' ');
      const std::string shown = printable(*line);
      const caret_cells cells = caret_under(*line, d);
      std::string caret = "^" + std::string(cells.width - 1, '~');
      out += fmt::format(" {} | {}\n {} | {}{}\n", style.paint(number, "34"), shown, gutter, cells.pad,
                         style.paint(caret, "1;32"));
    }
    if (!d.hint.empty()) out += fmt::format("  {}: {}\n", style.paint("hint", "1;36"), printable(d.hint));
  }
  out += summary_line(*in.findings, in.files_checked) + "\n";
  return out;
}

}  // namespace brief
