#include "render/escape.h"

#include <cstdint>

#include <fmt/format.h>
#include "report/columns.h"

namespace brief::rendering {
namespace {

// Length of the valid UTF-8 sequence at text[i] and its code point; 0 when invalid.
std::size_t decode_utf8(std::string_view text, std::size_t i, char32_t* cp) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  std::size_t len = 0;
  char32_t value = 0;
  if (lead < 0x80) {
    *cp = lead;
    return 1;
  } else if (lead >= 0xc2 && lead <= 0xdf) {
    len = 2, value = lead & 0x1f;
  } else if (lead >= 0xe0 && lead <= 0xef) {
    len = 3, value = lead & 0x0f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    len = 4, value = lead & 0x07;
  } else {
    return 0;
  }
  if (i + len > text.size()) return 0;
  for (std::size_t k = 1; k < len; ++k) {
    if ((byte(i + k) & 0xc0) != 0x80) return 0;
    value = (value << 6) | (byte(i + k) & 0x3f);
  }
  // Overlong forms, surrogates and values past U+10FFFF are invalid.
  if ((len == 3 && value < 0x800) || (len == 4 && (value < 0x10000 || value > 0x10ffff)) ||
      (value >= 0xd800 && value <= 0xdfff))
    return 0;
  *cp = value;
  return len;
}

// Code points that reorder or hide text on screen ("trojan source").
bool is_bidi_control(char32_t cp) {
  return cp == 0x061c || cp == 0x200e || cp == 0x200f || (cp >= 0x202a && cp <= 0x202e) ||
         (cp >= 0x2066 && cp <= 0x2069);
}

}  // namespace

std::string escape_terminal(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp = 0;
    const std::size_t len = decode_utf8(text, i, &cp);
    if (len == 0) {
      out += fmt::format("\\x{:02x}", static_cast<unsigned char>(text[i]));
      i += 1;
      continue;
    }
    if (cp == '\n' || cp == '\r' || cp == '\t') {
      out += ' ';
    } else if (cp < 0x20 || cp == 0x7f) {
      out += fmt::format("\\x{:02x}", static_cast<unsigned>(cp));
    } else if ((cp >= 0x80 && cp <= 0x9f) || is_bidi_control(cp)) {
      out += fmt::format("\\u{{{:04x}}}", static_cast<unsigned>(cp));
    } else {
      out.append(text.substr(i, len));
    }
    i += len;
  }
  return out;
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
