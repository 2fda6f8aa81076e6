#include "report/columns.h"

namespace brief::columns {

std::optional<std::string_view> source_line(const ReportInput& in, const std::string& file, uint32_t n) {
  if (n == 0 || !in.sources) return std::nullopt;
  auto it = in.sources->find(file);
  if (it == in.sources->end()) return std::nullopt;
  return line_of(it->second, n);
}

Span span_in(const ReportInput& in, const Diagnostic& d, ColumnUnit unit) {
  const Loc begin = d.begin.known() ? d.begin : Loc{1, 1};
  const Loc end = d.end.known() ? d.end : begin;
  Span s{begin, Loc{end.line, end.col + 1}};
  if (!d.begin.known()) return s;
  if (auto line = source_line(in, d.file, begin.line)) s.begin.col = column_in(*line, begin.col, unit);
  if (auto line = source_line(in, d.file, end.line))
    s.end_exclusive.col = column_in(*line, byte_after_char(*line, end.col), unit);
  return s;
}

}  // namespace brief::columns
