#include "render/wrap.h"

#include <vector>

#include "render/escape.h"

namespace brief::rendering {
namespace {

std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    std::size_t end = i;
    while (end < text.size() && text[end] != ' ') ++end;
    if (end > i) words.push_back(text.substr(i, end - i));
    i = end;
  }
  return words;
}

}  // namespace

std::string wrap(std::string_view text, int width, std::string_view first_prefix,
                 std::string_view rest_prefix) {
  const auto words = split_words(text);
  std::string out(first_prefix);
  std::size_t column = display_width(first_prefix);
  bool line_empty = true;
  for (const auto word : words) {
    const std::size_t w = display_width(word);
    if (!line_empty && column + 1 + w > static_cast<std::size_t>(width)) {
      out += '\n';
      out += rest_prefix;
      column = display_width(rest_prefix);
      line_empty = true;
    }
    if (!line_empty) {
      out += ' ';
      ++column;
    }
    out += word;
    column += w;
    line_empty = false;
  }
  // A prefix-only line keeps no trailing spaces.
  while (!out.empty() && out.back() == ' ') out.pop_back();
  out += '\n';
  return out;
}

}  // namespace brief::rendering
