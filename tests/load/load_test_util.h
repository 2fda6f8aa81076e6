#pragma once
// Shared helpers of the loader tests: read a source file, and run a loader expecting one
// InputError whose diagnostics can be inspected.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>

#include "brief/load.h"
#include "test_paths.h"

namespace brief::test {

inline std::string slurp(const std::string& rel) {
  std::ifstream in(source_path(rel), std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

// The diagnostics of the InputError `fn` throws; empty when it throws none.
template <class Fn>
std::vector<Diagnostic> input_errors(Fn fn) {
  try {
    fn();
  } catch (const InputError& e) {
    return e.diagnostics();
  }
  return {};
}

// The smallest valid profile; each row below breaks one line of it.
inline const std::string kMinimal =
    "format: brief/v1\n"          // 1
    "id: p\n"                     // 2
    "title: t\n"                  // 3
    "hardware:\n"                 // 4
    "  id: h\n"                   // 5
    "  nodes: 2\n"                // 6
    "components:\n"               // 7
    "  - id: c\n"                 // 8
    "    name: C\n"               // 9
    "    role: runtime\n"         // 10
    "    file_size: unknown\n"    // 11
    "licenses:\n"                 // 12
    "  - subject: k\n"            // 13
    "    role: kit\n"             // 14
    "    commercial: allowed\n"   // 15
    "claims:\n"                   // 16
    "  commercial_recommendation: false\n"
    "  memory_fit: false\n"
    "  deployment_done: false\n"
    "  runtime_claimed: false\n";

inline std::string with(const std::string& from, const std::string& to) {
  std::string text = kMinimal;
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  return text;
}

}  // namespace brief::test

namespace Catch {
template <>
struct StringMaker<brief::Loc> {
  static std::string convert(const brief::Loc& loc) {
    return std::to_string(loc.line) + ":" + std::to_string(loc.col);
  }
};
}  // namespace Catch
