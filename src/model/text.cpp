#include "model/text.h"

namespace brief {

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) out += separator;
    out += parts[i];
  }
  return out;
}

std::string join_nonempty(const std::vector<std::string>& parts, std::string_view separator) {
  std::string out;
  for (const auto& part : parts) {
    if (part.empty()) continue;
    if (!out.empty()) out += separator;
    out += part;
  }
  return out;
}

std::string with_reason(std::string value, std::string_view why) {
  why = trim(why);
  while (!why.empty() && (why.back() == '.' || why.back() == ' ')) why.remove_suffix(1);
  if (why.empty()) return value;
  std::string clause(why);
  static constexpr std::string_view kSentenceStarts[] = {
      "A", "An", "Each", "Every", "It", "Its", "Neither", "No", "None", "Not", "Nothing", "Only",
      "Per", "That", "The", "There", "These", "This", "Those"};
  const std::string_view first = std::string_view(clause).substr(0, clause.find_first_of(" ,;:"));
  for (std::string_view start : kSentenceStarts)
    if (first == start) clause[0] = static_cast<char>(clause[0] - 'A' + 'a');
  value += " (";
  value += clause;
  value += ')';
  return value;
}

}  // namespace brief
