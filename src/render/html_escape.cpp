#include "render/html_escape.h"

#include <fmt/format.h>

#include "render/escape.h"

namespace brief::rendering {

std::string escape_html(std::string_view text) {
  const std::string safe = escape_terminal(text);
  std::string out;
  out.reserve(safe.size() + 16);
  for (char c : safe) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string escape_html_lines(std::string_view text) {
  std::string out;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    out += escape_html(text.substr(pos, end - pos));
    if (end == text.size()) break;
    out += '\n';
    pos = end + 1;
  }
  return out;
}

std::string slug(std::string_view title) {
  std::string out = "s-";
  bool dash = true;
  for (unsigned char c : title) {
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      out += static_cast<char>(c);
      dash = false;
    } else if (c >= 'A' && c <= 'Z') {
      out += static_cast<char>(c - 'A' + 'a');
      dash = false;
    } else if (!dash) {
      out += '-';
      dash = true;
    }
  }
  while (out.size() > 2 && out.back() == '-') out.pop_back();
  if (out.size() == 2) out += "section";
  return out;
}

std::string file_stem(std::string_view id) {
  std::string out;
  for (unsigned char c : id) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.')
      out += static_cast<char>(c);
    else
      out += fmt::format("_{:02x}", c);
  }
  // "." and ".." (and hidden names) never become a path: a leading dot is encoded too.
  if (!out.empty() && out[0] == '.') out = fmt::format("_2e{}", out.substr(1));
  return out.empty() ? "_" : out;
}

}  // namespace brief::rendering
