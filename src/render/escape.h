#pragma once
// Profile text is untrusted: a hostile profile must not drive a terminal or a Markdown
// viewer. These functions make any byte string safe for one output.
#include <cstddef>
#include <string>
#include <string_view>

namespace brief::rendering {

// For a terminal: newlines and tabs become spaces (prose is reflowed anyway); other control
// characters, C1 controls, bidirectional overrides and invalid UTF-8 bytes are shown
// escaped (`\x1b`, `\u{202e}`) so they never reach the terminal raw.
std::string escape_terminal(std::string_view text);

// For Markdown: escape_terminal, then every character Markdown would interpret
// (\ ` * _ [ ] < > # | ~ &) is escaped, and so is a list or heading marker at the start.
// Safe in paragraphs, list items and table cells alike.
std::string escape_markdown(std::string_view text);

// Cells the text takes on a terminal (a CJK character takes two): utf8proc's widths by
// grapheme cluster, the same count the lint report's carets use.
std::size_t display_width(std::string_view text);

}  // namespace brief::rendering
