#pragma once
// Small sentence helpers shared by the derive functions. Words only; no arithmetic.
#include <string>
#include <string_view>
#include <vector>

#include "brief/brief.h"

namespace brief::derivation {

// "Engram, PLE"
std::string join(const std::vector<std::string>& parts, std::string_view separator = ", ");
// "as-pinned" -> "As-pinned"
std::string capitalized(std::string_view s);
// "1 node" / "2 nodes"
std::string counted(int64_t n, std::string_view singular, std::string_view plural);
Caveat caveat(std::string id, std::string text);

}  // namespace brief::derivation
