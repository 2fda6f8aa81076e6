#pragma once
// Reads a file as it was at a git revision, for `brief diff --git REV PATH`.
#include <string>

namespace brief::cli {

// The bytes of PATH at REV (`git show REV:./NAME`, run in PATH's folder, with argv and no
// shell). Throws InputError with git's own message when git fails or is missing.
std::string git_show(const std::string& rev, const std::string& path, std::size_t max_bytes);

}  // namespace brief::cli
