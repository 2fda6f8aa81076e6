// The human report: `file:line:col: severity[code]: message`, a short excerpt of the source
// line with a caret under the span, the hint, and a summary line. ANSI color only when asked.
// Everything from a file (names, messages, source text) passes through terminal_text.
#include <fmt/format.h>

#include <unordered_map>

#include "brief/report.h"
#include "report/streams.h"
#include "brief/terminal.h"
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

// Where each line of a text starts, computed once per file: a report of many findings on a
// large file costs one pass over it, not one pass per finding.
class LineIndex {
 public:
  explicit LineIndex(std::string_view text) : text_(text) {
    starts_.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i)
      if (text[i] == '\n') starts_.push_back(i + 1);
  }
  // Line `n` (1-based) without its line break; nullopt past the end.
  std::optional<std::string_view> line(uint32_t n) const {
    if (n == 0 || n > starts_.size()) return std::nullopt;
    const std::size_t start = starts_[n - 1];
    const std::size_t end = n < starts_.size() ? starts_[n] - 1 : text_.size();
    std::string_view line = text_.substr(start, end - start);
    if (line.ends_with('\r')) line.remove_suffix(1);
    return line;
  }

 private:
  std::string_view text_;
  std::vector<std::size_t> starts_;
};

// The source shown under a finding: at most kWindow characters of the line around the
// column, escaped, with the caret row that lines up under it.
struct Excerpt {
  std::string text, pad, caret;
};

constexpr std::size_t kWindow = 100;   // characters of a line shown at most
constexpr std::size_t kBefore = 30;    // of which before the column, when the line is cut

Excerpt excerpt_of(std::string_view line, uint32_t col, uint32_t end_col) {
  struct Char {
    std::size_t byte;
    std::string shown;
    std::size_t width;
  };
  // Only the bytes around the column are decoded (a character is at most 4 bytes), so a
  // finding on a 1 MB line costs the window, not the line: many findings stay linear.
  const std::size_t col0 = std::min<std::size_t>(col > 0 ? col - 1 : 0, line.size());
  std::size_t from = col0 > 4 * kBefore ? col0 - 4 * kBefore : 0;
  while (from > 0 && from < line.size() && (static_cast<unsigned char>(line[from]) & 0xc0) == 0x80) ++from;
  std::vector<Char> chars;
  std::size_t after = 0;  // characters decoded at or past the column
  std::size_t i = from;
  for (; i < line.size() && after <= kWindow; ) {
    char32_t cp = 0;
    std::size_t len = decode_utf8_at(line, i, &cp);
    if (len == 0) len = 1;
    std::string shown = terminal_text(line.substr(i, len), LineBreaks::keep_tab);
    // Display cells (a CJK character takes two), so the caret lines up in a terminal.
    const std::size_t width = columns::display_width(shown);
    if (i + len > col0) ++after;
    chars.push_back({i, std::move(shown), width});
    i += len;
  }
  const bool cut_end = i < line.size();
  // The character holding the column (a byte offset) and the one after the span.
  std::size_t first = chars.size(), last = chars.size();
  for (std::size_t k = 0; k < chars.size(); ++k) {
    if (first == chars.size() && chars[k].byte + 1 >= col) first = k;
    if (chars[k].byte + 1 > end_col) {
      last = k;
      break;
    }
  }
  if (last < first + 1) last = std::min(first + 1, chars.size());
  const bool whole = from == 0 && !cut_end && chars.size() <= kWindow;
  const std::size_t begin = whole || first < kBefore ? 0 : first - kBefore;
  const std::size_t stop = std::min(chars.size(), begin + kWindow);
  Excerpt e;
  if (from > 0 || begin > 0) {
    e.text.assign("…");
    e.pad.assign(1, ' ');
  }
  for (std::size_t k = begin; k < stop; ++k) {
    e.text += chars[k].shown;
    if (k < first) e.pad += chars[k].shown == "\t" ? std::string("\t") : std::string(chars[k].width, ' ');
  }
  if (stop < chars.size() || cut_end) e.text += "…";
  std::size_t width = 0;
  for (std::size_t k = first; k < std::min(last, stop); ++k) width += chars[k].shown == "\t" ? 1 : chars[k].width;
  e.caret = fmt::format("^{}", std::string(width > 1 ? width - 1 : 0, '~'));
  return e;
}

class HumanStream : public ReportStream {
 public:
  explicit HumanStream(bool color) : style_{color} {}
  std::string footer(std::size_t files_checked) override { return summary_line(counts(), files_checked, files_not_checked_) + "\n"; }

 protected:
  std::string format_items(const ReportInput& in) override;

 private:
  Style style_;
};

std::string HumanStream::format_items(const ReportInput& in) {
  const Style& style = style_;
  // Per group only: a streamed run holds the index of the file being written, not of all.
  std::unordered_map<std::string, LineIndex> indexes;
  std::string out;
  for (const auto& d : *in.findings) {
    const std::string sev = style.paint(severity_name(d.severity), severity_color(d.severity));
    // The column in characters, as editors and ruff count them (locations count bytes).
    const std::string where =
        d.begin.known()
            ? fmt::format("{}:{}:{}", d.file, d.begin.line, columns::span_in(in, d, columns::ColumnUnit::characters).begin.col)
            : d.file;
    out += fmt::format("{}: {}[{}]: {}\n", style.paint(terminal_text(where), "1"), sev, terminal_text(d.code),
                       style.paint(terminal_text(d.message), "1"));
    std::optional<std::string_view> line;
    if (d.begin.known() && in.sources) {
      auto it = in.sources->find(d.file);
      if (it != in.sources->end()) {
        auto [index, fresh] = indexes.try_emplace(d.file, it->second);
        line = index->second.line(d.begin.line);
      }
    }
    if (line) {
      const std::string number = std::to_string(d.begin.line);
      const std::string gutter(number.size(), ' ');
      const uint32_t end_col = d.end.line == d.begin.line && d.end.col > d.begin.col ? d.end.col : d.begin.col;
      const Excerpt e = excerpt_of(*line, d.begin.col, end_col);
      out += fmt::format(" {} | {}\n {} | {}{}\n", style.paint(number, "34"), e.text, gutter, e.pad,
                         style.paint(e.caret, "1;32"));
    }
    if (d.is_disputed())
      out += fmt::format("  {}\n", style.paint(terminal_text(dispute_phrase(d)), "1;33"));
    if (!d.hint.empty()) out += fmt::format("  {}: {}\n", style.paint("hint", "1;36"), terminal_text(d.hint));
  }
  return out;
}

}  // namespace

std::unique_ptr<ReportStream> make_human_stream(bool color) { return std::make_unique<HumanStream>(color); }

std::string report_human(const ReportInput& in) { return report(ReportFormat::human, in); }

}  // namespace brief
