#pragma once
// The license lines of a model card's YAML front matter (Hugging Face: `license:` is a Hub
// id such as apache-2.0 or `other`, with `license_name` and `license_link`). Read as plain
// `key: value` lines between the first two `---`; nothing else of the card is interpreted.
#include <string_view>

#include "inspect/checkpoint.h"

namespace brief::inspect {

void read_card_license(std::string_view card, LicenseFacts& out);

}  // namespace brief::inspect
