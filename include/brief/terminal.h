#pragma once
// Text from a file, a file name, a key or an argument is untrusted: printed raw it could
// drive a terminal (ESC, BEL, C1 controls), hide or reorder text (bidi overrides, zero-width
// characters) or corrupt it (invalid UTF-8). One function makes any byte string safe to
// print; every printer (reports, render's stderr, list, explain, usage errors) uses it.
#include <cstddef>
#include <string>
#include <string_view>

namespace brief {

enum class LineBreaks {
  escape,    // `\n`, `\r`, `\t` shown as escapes: a message, a file name, a table cell
  as_space,  // newlines and tabs become spaces: prose that is reflowed anyway
  keep_tab,  // a source line quoted under a caret: tabs kept so the caret lines up
  keep,      // \n, \r, \t kept raw for a format that encodes them itself (GitHub's %0A)
};

// Valid UTF-8 kept; C0 controls, DEL, C1 controls shown as `\x1b`, bidi controls, the line
// and paragraph separators (U+2028, U+2029) and invisible characters (U+200B, U+2060,
// U+FEFF) as `\u{202e}`, invalid bytes as `\xff`.
std::string terminal_text(std::string_view text, LineBreaks breaks = LineBreaks::escape);

// At most `max_chars` code points of `text`, cut at a character boundary, with "…" when cut.
std::string clip_text(std::string_view text, std::size_t max_chars);

// Decodes the valid UTF-8 sequence at text[i]: its length, and its code point in *cp; 0 when
// the bytes there are not valid UTF-8 (overlong forms and surrogates included).
std::size_t decode_utf8_at(std::string_view text, std::size_t i, char32_t* cp);

// True for code points that reorder or hide text on screen ("trojan source").
bool is_invisible_or_bidi(char32_t cp);

}  // namespace brief
