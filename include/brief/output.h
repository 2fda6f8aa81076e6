#pragma once
#include <string>
#include <string_view>

namespace brief {

// Writes text to standard output, or to `path` atomically: into a temporary file in the
// same folder, renamed over the target only once complete, so a failed run never leaves a
// partial file. Throws std::runtime_error with a short message on failure. A closed pipe on
// standard output (`brief render x | head -1`) throws BrokenPipe, which main ends quietly.
void write_output(const std::string& path, std::string_view text);

struct BrokenPipe {};

}  // namespace brief
