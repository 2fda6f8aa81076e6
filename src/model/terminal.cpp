#include "brief/terminal.h"

#include <fmt/format.h>

namespace brief {

std::size_t decode_utf8_at(std::string_view text, std::size_t i, char32_t* cp) {
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

bool is_invisible_or_bidi(char32_t cp) {
  return cp == 0x061c || cp == 0x200b || cp == 0x200e || cp == 0x200f || (cp >= 0x202a && cp <= 0x202e) ||
         cp == 0x2060 || (cp >= 0x2066 && cp <= 0x2069) || cp == 0xfeff;
}

std::string terminal_text(std::string_view text, LineBreaks breaks) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    // A run of printable ASCII is copied as it is, in one append.
    std::size_t run = i;
    while (run < text.size() && text[run] >= 0x20 && text[run] < 0x7f) ++run;
    if (run > i) {
      out.append(text.substr(i, run - i));
      i = run;
      continue;
    }
    char32_t cp = 0;
    const std::size_t len = decode_utf8_at(text, i, &cp);
    if (len == 0) {
      out += fmt::format("\\x{:02x}", static_cast<unsigned char>(text[i]));
      i += 1;
      continue;
    }
    if (cp == '\n' || cp == '\r' || cp == '\t') {
      if (breaks == LineBreaks::as_space) out += ' ';
      else if (breaks == LineBreaks::keep) out += static_cast<char>(cp);
      else if (cp == '\t' && breaks == LineBreaks::keep_tab) out += '\t';
      else out += cp == '\n' ? "\\n" : cp == '\r' ? "\\r" : "\\t";
    } else if (cp < 0x20 || cp == 0x7f) {
      out += fmt::format("\\x{:02x}", static_cast<unsigned>(cp));
    } else if ((cp >= 0x80 && cp <= 0x9f) || cp == 0x2028 || cp == 0x2029 || is_invisible_or_bidi(cp)) {
      // U+2028/U+2029 break the line in many terminals and editors, as NEL (U+0085) does.
      out += fmt::format("\\u{{{:04x}}}", static_cast<unsigned>(cp));
    } else {
      out.append(text.substr(i, len));
    }
    i += len;
  }
  return out;
}

std::string clip_text(std::string_view text, std::size_t max_chars) {
  std::size_t chars = 0;
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp = 0;
    const std::size_t len = decode_utf8_at(text, i, &cp);
    if (chars == max_chars) return fmt::format("{}…", text.substr(0, i));
    ++chars;
    i += len == 0 ? 1 : len;
  }
  return std::string(text);
}

}  // namespace brief
