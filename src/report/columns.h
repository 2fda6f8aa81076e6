#pragma once
// A finding's columns in the unit its report format counts (model/text_columns.h does the
// counting; this adds where the report's sources hold the lines).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "brief/report.h"
#include "model/text_columns.h"

namespace brief::columns {

// Line `n` of `file` as the report's sources hold it; nullopt when not held.
std::optional<std::string_view> source_line(const ReportInput& in, const std::string& file, uint32_t n);

// A finding's span in `unit`: begin column, and an exclusive end column on the end line.
// Columns stay in bytes where the line is not held (a whole-file finding, a span's far line).
struct Span {
  Loc begin;
  Loc end_exclusive;
};
Span span_in(const ReportInput& in, const Diagnostic& d, ColumnUnit unit);
// The same for any span of the finding's file (a fix's region).
Span span_in(const ReportInput& in, const std::string& file, Loc begin, Loc end, ColumnUnit unit);

}  // namespace brief::columns
