#pragma once
// The id grammar (docs/profile-format.md, "Ids"). A catalog id (a profile's or a hardware
// entry's: it names a file and shell completion offers it) is [a-z0-9][a-z0-9._-]*; any
// other id (components, residences, pins, builds, arms, observations, pools) is
// [A-Za-z0-9][A-Za-z0-9._-]*. Both at most kMaxIdChars. No spaces, shell metacharacters,
// controls, zero-width or bidi characters: two ids that look the same are the same bytes.
#include <cstddef>
#include <string>
#include <string_view>

namespace brief {

constexpr std::size_t kMaxIdChars = 128;

// The catalog id grammar in words, for messages: the one spelling of it.
constexpr std::string_view kCatalogIdGrammar =
    "a lowercase letter or digit, then lowercase letters, digits, '.', '_' or '-', at most 128 characters";

bool is_catalog_id_text(std::string_view id);
// A valid catalog id close to `text`, to suggest: lowercased, every other character '-'
// ("Bad_ID" -> "bad_id", "My Model" -> "my-model"); "my-profile" when nothing is left.
std::string suggested_catalog_id(std::string_view text);
bool is_local_id_text(std::string_view id);

}  // namespace brief
