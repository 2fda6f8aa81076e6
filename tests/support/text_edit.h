#pragma once
// Editing a profile's text in a test: the one helper every test that derives a variant from a
// base text uses, so each edit is checked the same way.
#include <catch2/catch.hpp>
#include <string>

namespace brief::test {

// `text` with its one occurrence of `from` replaced by `to`. The edit must find its target,
// and only one: an edit that matched twice would test a file nobody meant to write.
inline std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  REQUIRE(text.find(from, at + 1) == std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace brief::test
