#pragma once
// JSON encodings of the model's values, shared by the JSON renderer. Never null: a byte count
// is an exact number, "approximate", "unknown" or "not-present" (so jq arithmetic on an
// approximate or unknown value fails instead of treating it as exact or skipping it), with a
// *_detail object beside it.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "brief/brief.h"

namespace brief::rendering {

using ojson = nlohmann::ordered_json;

// Sets obj[key] (exact integer | "approximate" | "unknown" | "not-present") and
// obj[key + "_detail"] (state, and for a known count its bytes, approximate, as_written, display).
void put_bytes(ojson& obj, const std::string& key, const Bytes& bytes);
// Sets obj[key] (integer | "unknown") and obj[key + "_detail"] {state, why}.
void put_count(ojson& obj, const std::string& key, const Count& count);
ojson revision_json(const Revision& revision);
ojson caveats_json(const std::vector<Caveat>& caveats);
ojson texts_json(const TextList& list);
ojson strings_json(const std::vector<std::string>& list);
// An exact decimal as a JSON number (shortest form of its value).
ojson decimal_json(const Decimal& d);

}  // namespace brief::rendering
