#include "report/columns.h"

namespace brief::columns {

std::optional<std::string_view> source_line(const ReportInput& in, const std::string& file, uint32_t n) {
  if (n == 0 || !in.sources) return std::nullopt;
  auto it = in.sources->find(file);
  if (it == in.sources->end()) return std::nullopt;
  return line_of(it->second, n);
}

Span span_in(const ReportInput& in, const std::string& file, Loc begin_at, Loc end_at, ColumnUnit unit) {
  const Loc begin = begin_at.known() ? begin_at : Loc{1, 1};
  const Loc end = end_at.known() ? end_at : begin;
  Span s{begin, Loc{end.line, end.col + 1}};
  if (!begin_at.known()) return s;
  if (auto line = source_line(in, file, begin.line)) s.begin.col = column_in(*line, begin.col, unit);
  if (auto line = source_line(in, file, end.line))
    s.end_exclusive.col = column_in(*line, byte_after_char(*line, end.col), unit);
  return s;
}

Span span_in(const ReportInput& in, const Diagnostic& d, ColumnUnit unit) {
  return span_in(in, d.file, d.begin, d.end, unit);
}

}  // namespace brief::columns
