#pragma once
#include <string>

namespace brief::cli {

// Where the profile JSON Schema is on this machine, for an editor's `$schema=` comment: the
// installed copy beside the binary (<prefix>/share/brief/schemas/), else the source tree's
// copy next to a build folder, else the bare file name for the user to adjust.
std::string profile_schema_reference();

}  // namespace brief::cli
