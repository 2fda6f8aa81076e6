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

bool is_unit(std::string_view word) {
  while (!word.empty() && (word.back() == ')' || word.back() == '.' || word.back() == ',' ||
                           word.back() == ';' || word.back() == ':'))
    word.remove_suffix(1);
  static constexpr std::string_view units[] = {"B",  "byte", "bytes", "KiB", "MiB", "GiB", "TiB",
                                               "kB", "MB",   "GB",    "TB",  "tok/s", "s", "%"};
  for (auto u : units)
    if (word == u) return true;
  return false;
}

bool ends_in_digit(std::string_view word) {
  return !word.empty() && word.back() >= '0' && word.back() <= '9';
}

// Words that must stay on one line: a number and its unit ("305.778 GiB"), and a byte count
// and its binary size ("bytes (305.778").
std::vector<std::string> glue_units(const std::vector<std::string_view>& words) {
  std::vector<std::string> out;
  for (const auto word : words) {
    if (!out.empty()) {
      const std::string_view prev = out.back();
      const bool number_unit = ends_in_digit(prev) && is_unit(word);
      const bool bytes_paren = (prev.ends_with(" bytes") || prev.ends_with(" byte")) && word.starts_with("(");
      if (number_unit || bytes_paren) {
        out.back() += ' ';
        out.back() += word;
        continue;
      }
    }
    out.emplace_back(word);
  }
  return out;
}

}  // namespace

std::string wrap(std::string_view text, int width, std::string_view first_prefix,
                 std::string_view rest_prefix) {
  const auto words = glue_units(split_words(text));
  std::string out(first_prefix);
  std::size_t column = display_width(first_prefix);
  bool line_empty = true;
  for (const auto& word : words) {
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
