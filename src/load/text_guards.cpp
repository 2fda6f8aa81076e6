#include "load/text_guards.h"

#include <cstdio>

#include "brief/terminal.h"  // decode_utf8_at: one UTF-8 decoder for the loader and the printers
#include "load/diagnostics.h"

namespace brief::load {

namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

std::string hex_byte(unsigned char b) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02X", b);
  return buf;
}

std::string code_point_text(char32_t cp) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
  return buf;
}

}  // namespace

std::string_view check_text(std::string_view text, const std::string& path, const LoadLimits& limits) {
  if (text.size() > limits.max_bytes)
    fail(path, Loc{}, codes::BY001,
         "file is larger than " + std::to_string(limits.max_bytes) + " bytes",
         "a profile is about 15 KB; raise the limit with --max-bytes if this is intended");
  if (text.starts_with(kBom)) text.remove_prefix(kBom.size());

  uint32_t line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < text.size();) {
    const Loc here{line, static_cast<uint32_t>(i - line_start + 1)};
    char32_t cp = 0;
    const std::size_t len = decode_utf8_at(text, i, &cp);
    if (len == 0)
      fail(path, here, codes::BY002, "invalid utf-8 (byte " + hex_byte(static_cast<unsigned char>(text[i])) + ")",
           "save the file as utf-8");
    if (cp == 0)
      fail(path, here, codes::BY003, "nul byte in the text", "this looks like a binary file, not a yaml profile");
    if (cp == 0xFEFF)
      fail(path, here, codes::BY005, "byte-order mark inside the text",
           "a byte-order mark is allowed only at the very start; remove this one");
    const bool c0 = cp < 0x20 && cp != '\t' && cp != '\n' && cp != '\r';
    const bool del_or_c1 = cp == 0x7F || (cp >= 0x80 && cp <= 0x9F);
    if (c0 || del_or_c1)
      fail(path, here, codes::BY004, "control character " + code_point_text(cp) + " in the text",
           "remove it; only tab, line feed and carriage return are allowed");
    i += len;
    if (cp == '\n') {
      ++line;
      line_start = i;
    }
  }
  return text;
}

}  // namespace brief::load
