// Which format a text declares, without parsing it: the first `format` key, wherever and
// however it is written (`format: brief/v1`, `  "format": 'brief/v1'`, `{format: brief/v1}`).
// One pass, no allocation but the result, so a folder walk can sort files cheaply.
#include "brief/load.h"

namespace brief {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
bool is_flow(char c) { return c == ',' || c == '{' || c == '}' || c == '[' || c == ']'; }

// A quoted scalar starting at text[i] (the quote): its content, and i moved past it.
std::string read_quoted(std::string_view text, std::size_t& i) {
  const char quote = text[i++];
  std::string out;
  while (i < text.size()) {
    const char c = text[i++];
    if (c == quote) {
      if (quote == '\'' && i < text.size() && text[i] == '\'') {  // '' is one quote
        out += '\'';
        ++i;
        continue;
      }
      return out;
    }
    if (quote == '"' && c == '\\' && i < text.size()) {
      out += text[i++];
      continue;
    }
    out += c;
  }
  return out;
}

// A plain scalar at text[i]: up to whitespace, a flow indicator, or a ':' that ends a key.
std::string_view read_plain(std::string_view text, std::size_t& i) {
  const std::size_t start = i;
  while (i < text.size() && !is_space(text[i]) && !is_flow(text[i])) {
    if (text[i] == ':' && (i + 1 == text.size() || is_space(text[i + 1]) || is_flow(text[i + 1]))) break;
    ++i;
  }
  return text.substr(start, i - start);
}

// After a scalar: is it a key (optional spaces, then ':' followed by a space, a flow
// indicator or the end)? Moves i past the ':' when it is.
bool at_key_colon(std::string_view text, std::size_t& i) {
  std::size_t k = i;
  while (k < text.size() && (text[k] == ' ' || text[k] == '\t')) ++k;
  if (k >= text.size() || text[k] != ':') return false;
  if (k + 1 < text.size() && !is_space(text[k + 1]) && !is_flow(text[k + 1]) && text[k + 1] != '"' &&
      text[k + 1] != '\'')
    return false;
  i = k + 1;
  return true;
}

std::string read_value(std::string_view text, std::size_t i) {
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
  if (i < text.size() && (text[i] == '"' || text[i] == '\'')) return read_quoted(text, i);
  std::size_t start = i;
  while (i < text.size() && !is_space(text[i]) && !is_flow(text[i]) && text[i] != '#') ++i;
  return std::string(text.substr(start, i - start));
}

}  // namespace

std::optional<std::string> declared_format(std::string_view text) {
  std::size_t i = 0;
  bool token_start = true;  // at the start of the text, after whitespace or a flow indicator
  while (i < text.size()) {
    const char c = text[i];
    if (is_space(c) || is_flow(c) || c == '-' || c == '?') {
      // '-' and '?' only open a token when followed by a space (a list item, a complex key).
      if ((c == '-' || c == '?') && !(i + 1 == text.size() || is_space(text[i + 1]))) {
        if (token_start) {
          read_plain(text, i);
          token_start = false;
          continue;
        }
      }
      token_start = true;
      ++i;
      continue;
    }
    if (c == '#' && token_start) {  // a comment, to the end of the line
      while (i < text.size() && text[i] != '\n') ++i;
      continue;
    }
    if (!token_start) {
      ++i;
      continue;
    }
    std::string key;
    if (c == '"' || c == '\'') key = read_quoted(text, i);
    else key = std::string(read_plain(text, i));
    token_start = false;
    if (at_key_colon(text, i)) {
      if (key == "format") return read_value(text, i);
      token_start = true;
    }
  }
  return std::nullopt;
}

bool is_brief_format(const std::optional<std::string>& format) {
  return format && (format->starts_with("brief/") || format->starts_with("brief-hardware/"));
}

}  // namespace brief
