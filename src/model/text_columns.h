#pragma once
// Columns in the unit each consumer counts (in model/: the loader, the renderers and the
// reports all need display widths). brief's locations count bytes (the loader's marks);
// GitHub annotations count characters, SARIF counts UTF-16 code units by default, and a
// terminal needs display cells (a CJK character takes two). All take 1-based columns.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace brief::columns {

enum class ColumnUnit { bytes, characters, utf16, display };

// The column, in `unit`, of the character holding byte column `byte_col` of `line`. Past the
// end of the line, every extra byte counts as one unit (a location past the text stays past it).
uint32_t column_in(std::string_view line, uint32_t byte_col, ColumnUnit unit);

// The byte column just after the character holding byte column `byte_col`: turns brief's
// inclusive end (which may point into a multi-byte character) into an exclusive one.
uint32_t byte_after_char(std::string_view line, uint32_t byte_col);

// Display cells of text (utf8proc's character widths, by grapheme cluster; tab counts 1).
uint32_t display_width(std::string_view text);

// The code point whose UTF-8 sequence starts at byte `at` of `text`, and the bytes it takes
// (at least 1, never past the end); the code point is -1 for an invalid sequence. The one
// UTF-8 decoder of brief: the column counts here and the prose reading (derive) both use it.
struct CodePoint {
  int32_t value;
  std::size_t bytes;
};
CodePoint code_point_at(std::string_view text, std::size_t at);

// Line `n` (1-based) of a source text, without its line break; nullopt past the end.
std::optional<std::string_view> line_of(std::string_view text, uint32_t n);

}  // namespace brief::columns
