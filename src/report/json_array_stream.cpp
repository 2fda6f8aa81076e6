#include "report/json_array_stream.h"

#include <fmt/format.h>

namespace brief::report_detail {
namespace {

std::string dumped(const nlohmann::ordered_json& j) {
  return j.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

// `text` with every line indented by `columns` (strings hold no raw line breaks in JSON).
std::string indented(const std::string& text, std::size_t columns) {
  const std::string pad(columns, ' ');
  std::string out = pad;
  for (char c : text) {
    out += c;
    if (c == '\n') out += pad;
  }
  return out;
}

}  // namespace

JsonArrayStream::Split JsonArrayStream::split(std::size_t files_checked) {
  const std::string text = fmt::format("{}\n", dumped(document(files_checked)));
  const std::string marker = fmt::format("\"{}\": []", array_key());
  // A key in a string value would be escaped (\"), so the unescaped marker is the key itself.
  const std::size_t at = text.find(marker);
  const std::size_t open = at + marker.size() - 1;  // the ']'
  const std::size_t line_start = text.rfind('\n', at) + 1;
  return {text.substr(0, open), text.substr(open), at - line_start};
}

std::string JsonArrayStream::header() {
  Split s = split(0);
  key_indent_ = s.key_indent;
  return std::move(s.before);
}

std::string JsonArrayStream::format_items(const ReportInput& in) {
  if (!key_indent_) key_indent_ = split(0).key_indent;  // header() not called: one dump
  const std::size_t item_indent = *key_indent_ + 2;
  std::string out;
  std::size_t n = items_written_;
  for (const auto& d : *in.findings) {
    out += n++ == 0 ? "\n" : ",\n";
    out += indented(dumped(item(d, in)), item_indent);
  }
  return out;
}

std::string JsonArrayStream::footer(std::size_t files_checked) {
  const Split s = split(files_checked);
  if (items_written_ == 0) return s.after;
  return fmt::format("\n{}{}", std::string(s.key_indent, ' '), s.after);
}

}  // namespace brief::report_detail
