#include "inspect/json_guard.h"

#include <optional>
#include <set>
#include <vector>

#include <fmt/format.h>

#include "inspect/error.h"

namespace brief::inspect {

namespace {

// Finds the first key written twice in one object, at any depth.
struct DuplicateKeys : nlohmann::json_sax<nlohmann::json> {
  std::vector<std::set<std::string>> open;
  std::optional<std::string> duplicate;
  bool on_top = false;

  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override {
    open.emplace_back();
    return true;
  }
  bool key(string_t& k) override {
    if (!open.empty() && !open.back().insert(k).second) {
      duplicate = k;
      on_top = open.size() == 1;
      return false;  // the first one is enough
    }
    return true;
  }
  bool end_object() override {
    if (!open.empty()) open.pop_back();
    return true;
  }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }
};

}  // namespace

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
  nlohmann::json out;
  try {
    out = nlohmann::json::parse(text.begin(), text.end());
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
  // nlohmann keeps the last of two equal keys; the reference safetensors reader refuses
  // them, at every level (a second tensor of one name, a second "dtype" inside one entry).
  // A SAX pass of its own: nlohmann's parse callback scans the parent object at every
  // object's end, which made a header of 40,000 tensors quadratic.
  DuplicateKeys keys;
  nlohmann::json::sax_parse(text.begin(), text.end(), &keys);
  const std::optional<std::string>& duplicate = keys.duplicate;
  const bool duplicate_on_top = keys.on_top;
  if (duplicate) {
    const std::string quoted = fmt::format("\"{}\"", *duplicate);
    // A tensor name: its second occurrence. A key inside an entry: its first (the
    // SAX pass gives no byte position; the entry's own keys are near it).
    auto at = text.find(quoted);
    if (duplicate_on_top && at != std::string_view::npos && text.find(quoted, at + 1) != std::string_view::npos)
      at = text.find(quoted, at + 1);
    throw InspectError(file, base + (at == std::string_view::npos ? 0 : at), fmt::format("duplicate key '{}'", *duplicate),
                       duplicate_on_top ? "every tensor name appears once in a header"
                                        : "every key appears once in an object; which value counts is ambiguous");
  }
  return out;
}

}  // namespace brief::inspect
