#include "model/text_columns.h"

#include <algorithm>

#include <utf8proc.h>

namespace brief::columns {
namespace {

// Length of the UTF-8 sequence starting with byte b; 1 for invalid bytes, so a stray
// byte is one character (the loader rejects invalid UTF-8 before any report is made).
std::size_t sequence_length(unsigned char b) {
  if (b < 0x80) return 1;
  if ((b & 0xE0) == 0xC0) return 2;
  if ((b & 0xF0) == 0xE0) return 3;
  if ((b & 0xF8) == 0xF0) return 4;
  return 1;
}

utf8proc_int32_t decode(std::string_view s, std::size_t at, std::size_t len) {
  utf8proc_int32_t cp = -1;
  const auto n = utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(s.data() + at),
                                  static_cast<utf8proc_ssize_t>(len), &cp);
  return n < 0 ? -1 : cp;
}

uint32_t units_of(std::string_view s, std::size_t at, std::size_t len, ColumnUnit unit) {
  switch (unit) {
    case ColumnUnit::bytes: return static_cast<uint32_t>(len);
    case ColumnUnit::characters: return 1;
    case ColumnUnit::utf16: return len == 4 ? 2 : 1;
    case ColumnUnit::display: {
      const utf8proc_int32_t cp = decode(s, at, len);
      if (cp < 0x20 || cp == 0x7f) return 1;  // invalid, tab or a control shown as '?'
      
      const int w = utf8proc_charwidth(cp);
      return w < 0 ? 1 : static_cast<uint32_t>(w);
    }
  }
  return 1;
}

}  // namespace

CodePoint code_point_at(std::string_view text, std::size_t at) {
  const std::size_t len = std::min(sequence_length(static_cast<unsigned char>(text[at])), text.size() - at);
  return {decode(text, at, len), len};
}

uint32_t column_in(std::string_view line, uint32_t byte_col, ColumnUnit unit) {
  if (byte_col == 0) return 0;
  const std::size_t target = byte_col - 1;  // 0-based byte offset
  uint32_t col = 1;
  std::size_t at = 0;
  while (at < line.size()) {
    const std::size_t len = std::min(sequence_length(static_cast<unsigned char>(line[at])), line.size() - at);
    if (target < at + len) return col;
    col += units_of(line, at, len, unit);
    at += len;
  }
  return col + static_cast<uint32_t>(target - line.size());
}

uint32_t byte_after_char(std::string_view line, uint32_t byte_col) {
  if (byte_col == 0) return 0;
  const std::size_t target = byte_col - 1;
  std::size_t at = 0;
  while (at < line.size()) {
    const std::size_t len = std::min(sequence_length(static_cast<unsigned char>(line[at])), line.size() - at);
    if (target < at + len) return static_cast<uint32_t>(at + len + 1);
    at += len;
  }
  return byte_col + 1;
}

uint32_t display_width(std::string_view text) {
  // Printable ASCII, most of what brief writes, is one column a byte: every byte is a cluster
  // of its own, of width 1 (the loop below gives the same; this skips utf8proc for it).
  if (std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x20 && c < 0x7f; }))
    return static_cast<uint32_t>(text.size());
  // Grapheme clusters: a base character and its combining marks (or a ZWJ sequence) take the
  // width of the widest code point of the cluster, not the sum.
  uint32_t width = 0;
  uint32_t cluster = 0;
  utf8proc_int32_t previous = -1;
  utf8proc_int32_t state = 0;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t len = std::min(sequence_length(static_cast<unsigned char>(text[at])), text.size() - at);
    const utf8proc_int32_t cp = decode(text, at, len);
    const bool single = cp < 0x20 || cp == 0x7f;  // invalid, tab, or a control shown as '?'
    const uint32_t w = single ? 1 : static_cast<uint32_t>(std::max(0, utf8proc_charwidth(cp)));
    const bool breaks = previous < 0 || cp < 0 || utf8proc_grapheme_break_stateful(previous, cp, &state);
    if (breaks) {
      width += cluster;
      cluster = w;
    } else {
      cluster = std::max(cluster, w);
    }
    previous = cp;
    at += len;
  }
  return width + cluster;
}

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

}  // namespace brief::columns
