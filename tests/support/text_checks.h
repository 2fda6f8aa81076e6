#pragma once
// Checks on rendered or printed text that tests share.
#include <string_view>

namespace brief::test {

// Whether `needle` occurs in `haystack`: CHECK(contains(out, "...")) reads as the expectation.
inline bool contains(std::string_view haystack, std::string_view needle) {
  return haystack.find(needle) != std::string_view::npos;
}

}  // namespace brief::test
