#pragma once
// `brief inspect DIR --into PROFILE`: the inspected model section and checkpoint-files row
// written into a profile's own text, line by line, so every other line (comments, order,
// quoting) is kept byte for byte.
#include <string>
#include <string_view>

namespace brief::inspect {

// profile_text with its top-level `model:` section replaced by `model_section` (or appended),
// and the `components:` item with the id `item` starts with ("  - id: checkpoint-files")
// replaced by `item` (or added at the end of the list; a `components:` key is added when
// there is none). An empty item leaves components alone.
std::string merge_into_profile(std::string_view profile_text, const std::string& model_section,
                               const std::string& item);

}  // namespace brief::inspect
