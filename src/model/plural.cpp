#include "brief/plural.h"

#include <fmt/format.h>

namespace brief {

std::string noun_for(std::int64_t n, std::string_view singular, std::string_view plural) {
  if (n == 1 || n == -1) return std::string(singular);
  return plural.empty() ? fmt::format("{}s", singular) : std::string(plural);
}

std::string count_of(std::int64_t n, std::string_view singular, std::string_view plural) {
  return fmt::format("{} {}", n, noun_for(n, singular, plural));
}

}  // namespace brief
