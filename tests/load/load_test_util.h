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

}  // namespace brief::test

namespace Catch {
template <>
struct StringMaker<brief::Loc> {
  static std::string convert(const brief::Loc& loc) {
    return std::to_string(loc.line) + ":" + std::to_string(loc.col);
  }
};
}  // namespace Catch
