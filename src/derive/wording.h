#pragma once
// Small sentence helpers shared by the derive functions. Words only; no arithmetic.
#include <string>
#include <string_view>
#include <vector>

#include "brief/brief.h"
#include "model/text.h"  // join, trim

namespace brief::derivation {

// "as-pinned" -> "As-pinned"
std::string capitalized(std::string_view s);
Caveat caveat(std::string id, std::string text);
// A sentence as a clause after a colon: its closing periods dropped and a capital that only
// starts the sentence lowered ("The source did not say." -> "the source did not say"). A first
// word with another capital or a digit is a name and keeps its case ("GLM-5.3-Flash's ...").
std::string as_clause(std::string_view sentence);
// ASCII letters lowered, every other byte kept (UTF-8 stays intact): "MIT License" -> "mit license"
std::string ascii_lower(std::string_view s);
// The pieces of `s` between any of the `separators` ("a; b. c" on ".;" -> "a", " b", " c"),
// views into `s`; empty pieces are left out.
std::vector<std::string_view> split_on(std::string_view s, std::string_view separators);

}  // namespace brief::derivation
