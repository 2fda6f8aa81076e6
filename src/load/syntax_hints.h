#pragma once
// A parser's syntax messages ("illegal map value", "end of map not found": the loader keeps
// these words of yaml-cpp's for libyaml's same errors) name the parser's state, not the
// author's mistake. This reads the text around the error for the two mistakes
// that cause most of them, a tab in the indentation and an unquoted ': ' inside a value, and
// says what to write instead.
#include <string>
#include <string_view>

#include "brief/location.h"

namespace brief::load {

struct SyntaxProblem {
  Loc at;
  std::string message;
  std::string hint;
};

// `at` is where the parser stopped (1-based; line 0 when unknown), `parser_message` its text.
SyntaxProblem explain_syntax_error(std::string_view text, Loc at, std::string_view parser_message);

}  // namespace brief::load
