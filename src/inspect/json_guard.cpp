#include "inspect/json_guard.h"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "inspect/error.h"

namespace brief::inspect {

nlohmann::json parse_json(std::string_view text, const std::string& file, uint64_t base, int max_depth) {
  int depth = 0;
  bool in_string = false, escaped = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    else if (c == '{' || c == '[') {
      if (++depth > max_depth)
        throw InspectError(file, base + i, fmt::format("JSON nested deeper than {} levels", max_depth),
                           "a checkpoint header is a flat mapping; this file is malformed or hostile");
    } else if (c == '}' || c == ']') {
      --depth;
    }
  }
  std::vector<std::string> top_keys;
  const auto keep_top_keys = [&](int d, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
    if (event == nlohmann::json::parse_event_t::key && d == 1) top_keys.push_back(parsed.get<std::string>());
    return true;
  };
  nlohmann::json out;
  try {
    out = nlohmann::json::parse(text.begin(), text.end(), keep_top_keys);
  } catch (const nlohmann::json::parse_error& e) {
    const uint64_t at = e.byte > 0 ? e.byte - 1 : 0;
    std::string what = e.what();
    // "[json.exception.parse_error.101] parse error at line 1, column 3: syntax error ..." -> after ": "
    const auto colon = what.find(": ");
    throw InspectError(file, base + at, fmt::format("invalid JSON: {}", colon == std::string::npos ? what : what.substr(colon + 2)),
                       "the header must be valid UTF-8 JSON");
  } catch (const nlohmann::json::exception& e) {
    // A number too large for a double (out_of_range.406) has no byte position.
    throw InspectError(file, base, fmt::format("invalid JSON: {}", e.what()), "the header must be valid UTF-8 JSON");
  }
  // nlohmann keeps the last of two equal keys; a second tensor of one name is an error.
  if (out.is_object() && top_keys.size() != out.size()) {
    std::sort(top_keys.begin(), top_keys.end());
    const auto dup = std::adjacent_find(top_keys.begin(), top_keys.end());
    const std::string name = dup == top_keys.end() ? std::string("?") : *dup;
    const auto at = text.find(fmt::format("\"{}\"", name));
    throw InspectError(file, base + (at == std::string_view::npos ? 0 : at),
                       fmt::format("duplicate key '{}'", name), "every tensor name appears once in a header");
  }
  return out;
}

}  // namespace brief::inspect
