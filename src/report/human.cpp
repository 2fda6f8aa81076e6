// The human report: `file:line:col: severity[code]: message`, the source line with a caret
// under the span, the hint, and a summary line. ANSI color only when asked.
#include <fmt/format.h>

#include "brief/report.h"

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

// Line `n` (1-based) of text, without its line break; nullopt past the end.
std::optional<std::string_view> line_of(std::string_view text, uint32_t n) {
  std::size_t start = 0;
  for (uint32_t i = 1; i < n; ++i) {
    start = text.find('\n', start);
    if (start == std::string_view::npos) return std::nullopt;
    ++start;
  }
  if (start > text.size()) return std::nullopt;
  std::size_t end = text.find('\n', start);
  std::string_view line = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
  if (line.ends_with('\r')) line.remove_suffix(1);
  return line;
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

}  // namespace

std::string report_human(const ReportInput& in) {
  const Style style{in.color};
  std::string out;
  for (const auto& d : *in.findings) {
    const std::string sev = style.paint(severity_name(d.severity), severity_color(d.severity));
    const std::string where = d.begin.known() ? fmt::format("{}:{}:{}", d.file, d.begin.line, d.begin.col) : d.file;
    out += fmt::format("{}: {}[{}]: {}\n", style.paint(printable(where), "1"), sev, d.code,
                       style.paint(printable(d.message), "1"));
    std::optional<std::string_view> line;
    if (d.begin.known() && in.sources) {
      auto it = in.sources->find(d.file);
      if (it != in.sources->end()) line = line_of(it->second, d.begin.line);
    }
    if (line) {
      const std::string number = std::to_string(d.begin.line);
      const std::string gutter(number.size(), ' ');
      std::string shown = printable(*line);
      std::string pad;
      for (uint32_t i = 1; i < d.begin.col && i - 1 < shown.size(); ++i) pad += shown[i - 1] == '\t' ? '\t' : ' ';
      uint32_t width = 1;
      if (d.end.line == d.begin.line && d.end.col > d.begin.col) width = d.end.col - d.begin.col + 1;
      std::string caret = "^" + std::string(width - 1, '~');
      out += fmt::format(" {} | {}\n {} | {}{}\n", style.paint(number, "34"), shown, gutter, pad,
                         style.paint(caret, "1;32"));
    }
    if (!d.hint.empty()) out += fmt::format("  {}: {}\n", style.paint("hint", "1;36"), printable(d.hint));
  }
  out += summary_line(*in.findings, in.files_checked) + "\n";
  return out;
}

}  // namespace brief
