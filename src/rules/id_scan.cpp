#include "rules/id_scan.h"

#include "model/text.h"

namespace brief {
namespace {

}  // namespace

std::optional<std::string> scan_top_level_id(std::string_view text) {
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    if (!line.starts_with("id:")) continue;
    std::string_view value = line.substr(3);
    if (auto hash = value.find(" #"); hash != std::string_view::npos) value = value.substr(0, hash);
    value = trim(value);
    if (value.size() >= 2 && (value.front() == '"' || value.front() == '\'') && value.back() == value.front())
      value = value.substr(1, value.size() - 2);
    if (value.empty() || value.find_first_of("\"'[]{}&*!|>#\\") != std::string_view::npos) return std::nullopt;
    return std::string(value);
  }
  return std::nullopt;
}

}  // namespace brief
