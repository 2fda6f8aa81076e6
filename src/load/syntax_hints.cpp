#include "load/syntax_hints.h"

#include <cctype>
#include <optional>

namespace brief::load {
namespace {

std::string_view line_at(std::string_view text, uint32_t n) {
  std::size_t start = 0;
  for (uint32_t i = 1; i < n && start != std::string_view::npos; ++i) {
    start = text.find('\n', start);
    if (start != std::string_view::npos) ++start;
  }
  if (start == std::string_view::npos || start > text.size()) return {};
  const std::size_t end = text.find('\n', start);
  std::string_view line = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
  if (line.ends_with('\r')) line.remove_suffix(1);
  return line;
}

// 1-based column of a tab among the leading blanks of the line, if any.
std::optional<uint32_t> indentation_tab(std::string_view line) {
  for (std::size_t i = 0; i < line.size() && (line[i] == ' ' || line[i] == '\t'); ++i)
    if (line[i] == '\t') return static_cast<uint32_t>(i + 1);
  return std::nullopt;
}

// 1-based column of a second ': ' on a `key: plain value` line (the one that makes the parser
// see a mapping inside the value), if any. Quoted values and comments are left alone.
std::optional<uint32_t> colon_in_plain_value(std::string_view line) {
  std::size_t key_end = line.find(": ");
  if (key_end == std::string_view::npos) return std::nullopt;
  std::size_t value = line.find_first_not_of(' ', key_end + 1);
  if (value == std::string_view::npos) return std::nullopt;
  const char first = line[value];
  if (first == '"' || first == '\'' || first == '|' || first == '>' || first == '[' || first == '{' || first == '#')
    return std::nullopt;
  for (std::size_t i = value; i + 1 < line.size(); ++i) {
    if (line[i] == ' ' && line[i + 1] == '#') return std::nullopt;
    if (line[i] == ':' && (line[i + 1] == ' ' || line[i + 1] == '\t')) return static_cast<uint32_t>(i + 1);
  }
  return std::nullopt;
}

std::string lowercase_start(std::string_view s) {
  std::string out(s);
  if (!out.empty()) out[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(out[0])));
  return out;
}

}  // namespace

SyntaxProblem explain_syntax_error(std::string_view text, Loc at, std::string_view parser_message) {
  if (at.known()) {
    // The parser may stop on the line after the mistake (a value continues until the next key).
    for (uint32_t n : {at.line, at.line > 1 ? at.line - 1 : 0u}) {
      if (n == 0) continue;
      const std::string_view line = line_at(text, n);
      if (auto col = indentation_tab(line))
        return {Loc{n, *col}, "a tab in the indentation",
                "YAML indents with spaces only; replace the tab with spaces"};
      if (auto col = colon_in_plain_value(line))
        return {Loc{n, *col}, "': ' inside an unquoted value",
                "quote the value (key: \"text: more text\"), or write the text without ': '"};
    }
  }
  return {at, lowercase_start(parser_message), "fix the yaml syntax here"};
}

}  // namespace brief::load
