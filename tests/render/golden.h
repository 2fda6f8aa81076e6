#pragma once
// Golden-file comparison. A plain test run only compares; BRIEF_APPROVE=1 (the
// approve-golden target) is the one step that writes. A missing golden file is a failure.
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "test_paths.h"

namespace brief::test {

inline std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// A short unified-style hint: the first differing line with a little context.
inline std::string diff_hint(const std::string& expected, const std::string& actual) {
  const auto e = split_lines(expected), a = split_lines(actual);
  std::size_t first = 0;
  while (first < e.size() && first < a.size() && e[first] == a[first]) ++first;
  std::ostringstream out;
  out << "@@ first difference at line " << first + 1 << " (golden " << e.size() << " lines, render "
      << a.size() << " lines) @@\n";
  const std::size_t from = first >= 2 ? first - 2 : 0;
  for (std::size_t i = from; i < first; ++i) out << " " << e[i] << "\n";
  for (std::size_t i = first; i < e.size() && i < first + 6; ++i) out << "-" << e[i] << "\n";
  for (std::size_t i = first; i < a.size() && i < first + 6; ++i) out << "+" << a[i] << "\n";
  if (e.size() == a.size() && first == e.size()) out << "(only the final newline differs)\n";
  return out.str();
}

inline bool approving() {
  const char* v = std::getenv("BRIEF_APPROVE");
  return v && std::string(v) == "1";
}

// rel: path under the source tree, e.g. "tests/golden/x.txt".
inline void check_golden(const std::string& rel, const std::string& actual) {
  const std::string path = source_path(rel);
  if (approving()) {
    std::ofstream out(path, std::ios::binary);
    out << actual;
    REQUIRE(out.good());
    WARN("approved " << rel);
    return;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    FAIL_CHECK("missing golden file " << rel << "; run `cmake --build <dir> --target approve-golden` to create it, then review it");
    return;
  }
  const std::string expected((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (expected != actual) {
    FAIL_CHECK(rel << " differs from the render:\n"
                   << diff_hint(expected, actual)
                   << "run `cmake --build <dir> --target approve-golden` to approve");
    return;
  }
  SUCCEED(rel << " matches");
}

}  // namespace brief::test
