#include "inspect/model_card.h"

#include <string>

#include "model/text.h"

namespace brief::inspect {
namespace {

// A front-matter value: trimmed, and without one pair of surrounding quotes.
std::string_view unquoted_value(std::string_view s) {
  s = trim(s);
  if (s.size() >= 2 && (s.front() == '"' || s.front() == '\'') && s.back() == s.front()) s = s.substr(1, s.size() - 2);
  return s;
}

}  // namespace

void read_card_license(std::string_view card, LicenseFacts& out) {
  if (!card.starts_with("---")) return;
  std::size_t pos = card.find('\n');
  while (pos != std::string_view::npos && pos + 1 < card.size()) {
    const std::size_t next = card.find('\n', pos + 1);
    const std::string_view line = card.substr(pos + 1, next == std::string_view::npos ? std::string_view::npos : next - pos - 1);
    if (unquoted_value(line) == "---") return;
    const auto colon = line.find(':');
    if (colon != std::string_view::npos && !line.starts_with(" ")) {
      const std::string_view key = unquoted_value(line.substr(0, colon));
      const std::string value(unquoted_value(line.substr(colon + 1)));
      if (key == "license") out.card_license = value;
      else if (key == "license_name") out.card_license_name = value;
      else if (key == "license_link") out.card_license_link = value;
    }
    pos = next;
  }
}

}  // namespace brief::inspect
