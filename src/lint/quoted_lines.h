#pragma once
// The text a reporter may quote, kept small.
#include <optional>
#include <string>
#include <vector>

#include "brief/diagnostic.h"

namespace brief::lint {

// Only the lines findings start on, every other line left empty (line numbers unchanged).
// A file with one finding keeps a few hundred bytes, not its whole text, so memory stays
// flat however many files have findings. Nothing (nullopt) for a file that does not say it
// is brief's (its first format key): a netrc or a key file named by mistake is never quoted.
std::optional<std::string> quoted_lines_only(const std::string& text, const std::vector<Diagnostic>& findings);

// Two quotations of one file joined: each line from whichever holds it.
std::string merged_quotes(const std::string& a, const std::string& b);

}  // namespace brief::lint
