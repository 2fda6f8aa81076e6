#pragma once
// The text a reporter may quote, kept small.
#include <string>
#include <vector>

#include "brief/diagnostic.h"

namespace brief::lint {

// Only the lines findings start on, every other line left empty (line numbers unchanged).
// A file with one finding keeps a few hundred bytes, not its whole text, so memory stays
// flat however many files have findings.
std::string quoted_lines_only(const std::string& text, const std::vector<Diagnostic>& findings);

// Two quotations of one file joined: each line from whichever holds it.
std::string merged_quotes(const std::string& a, const std::string& b);

}  // namespace brief::lint
