#include <catch2/catch.hpp>

#include "render/escape.h"
#include "render/wrap.h"

using namespace brief::rendering;

TEST_CASE("escape_terminal shows control characters escaped", "[render][escape]") {
  auto [input, expected] = GENERATE(table<std::string, std::string>({
      {"plain text", "plain text"},
      {"red \x1b[31m!", "red \\x1b[31m!"},
      {"bell\a", "bell\\x07"},
      {"del\x7f", "del\\x7f"},
      {"two\nlines\tand tab", "two lines and tab"},
      {"c1 \xc2\x9b" "31m", "c1 \\u{009b}31m"},
      {"rtl \xe2\x80\xae" "gnp.exe", "rtl \\u{202e}gnp.exe"},
      {"bad \xff byte", "bad \\xff byte"},
      {"cut \xe2\x80", "cut \\xe2\\x80"},
      {"overlong \xc0\xaf", "overlong \\xc0\\xaf"},
      {"caf\xc3\xa9 ~23K", "caf\xc3\xa9 ~23K"},
  }));
  CAPTURE(input);
  CHECK(escape_terminal(input) == expected);
}

TEST_CASE("escape_markdown neutralizes markup in profile text", "[render][escape]") {
  auto [input, expected] = GENERATE(table<std::string, std::string>({
      {"plain", "plain"},
      {"*bold* _it_", "\\*bold\\* \\_it\\_"},
      {"[link](http://x)", "\\[link\\](http://x)"},
      {"<script>", "\\<script\\>"},
      {"# heading", "\\# heading"},
      {"a | b", "a \\| b"},
      {"`code`", "\\`code\\`"},
      {"~23K and ~24K", "\\~23K and \\~24K"},
      {"- item", "\\- item"},
      {"1. item", "1\\. item"},
      {"R&D &amp;", "R&amp;D &amp;amp;"},
      {"back\\slash", "back\\\\slash"},
      {"esc \x1b", "esc \\\\x1b"},
      {"a-b 3.5", "a-b 3.5"},
  }));
  CAPTURE(input);
  CHECK(escape_markdown(input) == expected);
}

TEST_CASE("display_width counts terminal cells", "[render][escape]") {
  CHECK(display_width("abc") == 3);
  CHECK(display_width("caf\xc3\xa9") == 4);
  CHECK(display_width("cafe\xcc\x81") == 4);            // e + combining acute: one cell
  CHECK(display_width("\xe4\xb8\xad\xe6\x96\x87") == 4);  // two CJK characters, two cells each
  CHECK(display_width("") == 0);
}

TEST_CASE("wrap counts display width, so a CJK line fits its width", "[render][wrap]") {
  std::string text;
  for (int i = 0; i < 30; ++i) text += "\xe4\xb8\xad\xe6\x96\x87 ";  // 30 words of 4 cells
  const std::string wrapped = wrap(text, 40, "", "");
  std::size_t start = 0;
  while (start < wrapped.size()) {
    const std::size_t end = wrapped.find('\n', start);
    CHECK(display_width(std::string_view(wrapped).substr(start, end - start)) <= 40);
    start = end + 1;
  }
  CHECK(wrapped.starts_with(std::string("\xe4\xb8\xad\xe6\x96\x87 ") + "\xe4\xb8\xad"));
}

TEST_CASE("wrap fills lines with a hanging indent and never splits a word", "[render][wrap]") {
  CHECK(wrap("one two three four", 10, "- ", "  ") == "- one two\n  three\n  four\n");
  CHECK(wrap("short", 80, "", "") == "short\n");
  const std::string hash = "5ab363a8dcf6405955fd5f99671e01a1c9fb124b";
  CHECK(wrap("rev " + hash + " end", 20, "", "    ") == "rev\n    " + hash + "\n    end\n");
  CHECK(wrap("a   b", 80, "", "") == "a b\n");
  CHECK(wrap("", 80, "  ", "  ") == "\n");
}

TEST_CASE("wrap keeps a number with its unit and a byte count with its binary size", "[render][wrap]") {
  CHECK(wrap("file 328,326,771,576 bytes (305.778 GiB).", 24, "", "") ==
        "file\n328,326,771,576 bytes (305.778 GiB).\n");
  CHECK(wrap("first token 183 s vs 127 s.", 16, "", "") == "first token\n183 s vs 127 s.\n");
  CHECK(wrap("the bytes (are) here", 9, "", "") == "the bytes\n(are)\nhere\n");  // "bytes" alone is no count
}
