#include "render/escape.h"

#include "brief/terminal.h"

#include <cstdint>

#include <fmt/format.h>
#include "model/text_columns.h"

namespace brief::rendering {
std::string escape_terminal(std::string_view text) {
  // The one terminal escaping function, with prose's newlines reflowed as spaces.
  return terminal_text(text, LineBreaks::as_space);
}

std::string escape_markdown(std::string_view text) {
  const std::string safe = escape_terminal(text);
  std::string out;
  out.reserve(safe.size() + 8);
  // A marker at the start of a paragraph or item would open a list, a heading or a rule.
  std::size_t start = 0;
  while (start < safe.size() && safe[start] == ' ') ++start;
  std::size_t digits = start;
  while (digits < safe.size() && safe[digits] >= '0' && safe[digits] <= '9') ++digits;
  for (std::size_t i = 0; i < safe.size(); ++i) {
    const char c = safe[i];
    const bool line_start_marker =
        (i == start && (c == '-' || c == '+' || c == '=')) ||
        (i == digits && digits > start && (c == '.' || c == ')'));
    if (c == '&') {
      out += "&amp;";
    } else if (line_start_marker || c == '\\' || c == '`' || c == '*' || c == '_' || c == '[' ||
               c == ']' || c == '<' || c == '>' || c == '#' || c == '|' || c == '~') {
      out += '\\';
      out += c;
    } else {
      out += c;
    }
  }
  return out;
}

std::size_t display_width(std::string_view text) { return columns::display_width(text); }

}  // namespace brief::rendering
