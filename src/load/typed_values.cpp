#include "load/typed_values.h"

#include <algorithm>
#include <limits>

#include "load/map_reader.h"
#include "model/text.h"

namespace brief::load {

namespace {

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

void locate(const YamlNode& node, auto& out) {
  out.loc = node.loc;
  out.end = node.end;
  out.present = true;
}

constexpr const char* kIntegerHint =
    "write decimal digits only: no sign, leading zero, exponent, hex or underscore";

// Strict decimal integer: digits only, no leading zero. nullopt with a finding otherwise.
std::optional<uint64_t> strict_unsigned(const YamlNode& node, const std::string& key, const std::string& what,
                                        uint64_t max, SchemaFindings& f) {
  if (!node.is_scalar()) {
    wrong_type(node, key, what, f);
    return std::nullopt;
  }
  if (!node.plain) {
    wrong_type(node, key, what, f, "write the number without quotes");
    return std::nullopt;
  }
  const std::string& s = node.text;
  if (s.size() > 1 && s[0] == '-' && all_digits(s.substr(1))) {
    f.add(node.loc, codes::BS005, "negative value '" + s + "' for '" + key + "'", "counts are zero or more");
    return std::nullopt;
  }
  if (!all_digits(s) || (s.size() > 1 && s[0] == '0')) {
    wrong_type(node, key, what, f, kIntegerHint);
    return std::nullopt;
  }
  unsigned __int128 v = 0;
  for (char c : s) {
    v = v * 10 + static_cast<unsigned>(c - '0');
    if (v > max) {
      f.add(node.loc, codes::BS005, "value '" + s + "' for '" + key + "' is out of range",
            "the largest allowed value is " + std::to_string(max));
      return std::nullopt;
    }
  }
  return static_cast<uint64_t>(v);
}

// `{unknown: "why"}` (or another single word): the why, or nullopt with a finding.
std::optional<std::string> single_key_reason(const YamlNode& node, const std::string& key,
                                             std::string_view word, SchemaFindings& f) {
  if (node.keys.size() != 1 || node.keys[0].text != word) {
    const Loc at = node.keys.empty() ? node.loc : node.keys[0].loc;
    f.add(at, codes::BS002, "expected {" + std::string(word) + ": \"why\"} for '" + key + "'",
          "a mapping here holds exactly one key, '" + std::string(word) + "'");
    return std::nullopt;
  }
  const YamlNode& why = node.items[0];
  if (!why.is_scalar()) {
    wrong_type(why, std::string(word), "a string", f);
    return std::nullopt;
  }
  Located<std::string> reason;
  reason.value = why.text;
  locate(why, reason);
  f.keep_reason(std::move(reason));
  return why.text;
}

}  // namespace

std::string join_names(const std::vector<std::string_view>& names) {
  return join(std::vector<std::string>(names.begin(), names.end()));
}

void wrong_type(const YamlNode& node, const std::string& key, const std::string& what, SchemaFindings& f,
                std::string hint) {
  if (hint.empty())
    hint = node.is_null() ? "write a value, or remove the key" : "see docs/profile-format.md for the type of each key";
  // "an item of 'notes'" is already a phrase; a bare key is quoted.
  const std::string field = key.find(' ') == std::string::npos ? "'" + key + "'" : key;
  f.add(node.loc, codes::BS002, "expected " + what + " for " + field + ", found " + describe(node), std::move(hint));
}

void read_text(const YamlNode& node, const std::string& key, Text& out, SchemaFindings& f) {
  // A plain 5 where a string is expected is the text "5": strings are taken as written.
  if (!node.is_scalar()) return wrong_type(node, key, "a string", f);
  out.value = node.text;
  locate(node, out);
}

void read_int(const YamlNode& node, const std::string& key, Located<int64_t>& out, SchemaFindings& f) {
  const auto v = strict_unsigned(node, key, "an integer", std::numeric_limits<int64_t>::max(), f);
  if (!v) return;
  out.value = static_cast<int64_t>(*v);
  locate(node, out);
}

void read_bool(const YamlNode& node, const std::string& key, Located<bool>& out, SchemaFindings& f) {
  if (node.is_scalar() && node.plain && (node.text == "true" || node.text == "false")) {
    out.value = node.text == "true";
    locate(node, out);
    return;
  }
  wrong_type(node, key, "true or false", f, node.is_null() ? "" : "write true or false, unquoted");
}

void read_bytes(const YamlNode& node, const std::string& key, Located<Bytes>& out, SchemaFindings& f) {
  const std::string what = "a byte count";
  if (node.is_mapping()) {
    const auto why = single_key_reason(node, key, "unknown", f);
    if (!why) return;
    out.value = Bytes::unknown(*why);
    return locate(node, out);
  }
  if (!node.is_scalar()) return wrong_type(node, key, what, f);
  if (node.text == "unknown") {
    out.value = Bytes::unknown();
    return locate(node, out);
  }
  if (node.text == "not-present") {
    out.value = Bytes::not_present();
    return locate(node, out);
  }
  if (all_digits(node.text) || (node.text.starts_with('-') && all_digits(node.text.substr(1)))) {
    // A bare count is an exact integer: the integer rules apply (and no quotes).
    const auto v = strict_unsigned(node, key, what, std::numeric_limits<uint64_t>::max(), f);
    if (!v) return;
    out.value = Bytes::known(*v);
    return locate(node, out);
  }
  std::string error;
  const auto parsed = parse_byte_quantity(node.text, &error);
  if (!parsed) {
    f.add(node.loc, codes::BS005, "invalid byte count for '" + key + "': " + error,
          "write an integer, a quantity like \"about 165 GB\", unknown, not-present or {unknown: \"why\"}");
    return;
  }
  out.value = *parsed;
  locate(node, out);
}

void read_count(const YamlNode& node, const std::string& key, Located<Count>& out, SchemaFindings& f) {
  if (node.is_mapping()) {
    const auto why = single_key_reason(node, key, "unknown", f);
    if (!why) return;
    out.value = Count{std::nullopt, *why};
    return locate(node, out);
  }
  if (node.is_scalar() && node.text == "unknown") {
    out.value = Count{};
    return locate(node, out);
  }
  const auto v = strict_unsigned(node, key, "an integer or unknown", std::numeric_limits<int64_t>::max(), f);
  if (!v) return;
  out.value = Count{static_cast<int64_t>(*v), {}};
  locate(node, out);
}

void read_revision(const YamlNode& node, const std::string& key, Located<Revision>& out, SchemaFindings& f) {
  Revision r;
  if (node.is_mapping()) {
    const bool unset = !node.keys.empty() && node.keys[0].text == "unset";
    const auto why = single_key_reason(node, key, unset ? "unset" : "unknown", f);
    if (!why) return;
    r.state = unset ? Revision::State::unset : Revision::State::unknown;
    r.why = *why;
  } else if (!node.is_scalar()) {
    return wrong_type(node, key, "a revision (40 hex digits, unset or unknown)", f);
  } else if (node.text == "unset") {
    r.state = Revision::State::unset;
  } else if (node.text == "unknown") {
    r.state = Revision::State::unknown;
  } else {
    // Not checked for 40 hex here: the pin rule reports a short or malformed hash, located.
    r.state = Revision::State::pinned;
    r.hash = node.text;
  }
  out.value = std::move(r);
  locate(node, out);
}

void read_decimal(const YamlNode& node, const std::string& key, Located<Decimal>& out, SchemaFindings& f) {
  if (!node.is_scalar() || !node.plain)
    return wrong_type(node, key, "a number", f, node.is_scalar() ? "write the number without quotes" : "");
  const auto d = Decimal::parse(node.text);
  if (!d) return wrong_type(node, key, "a number", f, "write digits with an optional point, like 60.4");
  out.value = *d;
  locate(node, out);
}

std::string enum_hint(std::string_view written, const std::vector<std::string_view>& names) {
  std::string_view best;
  std::size_t best_distance = std::string_view::npos;
  for (std::string_view name : names) {
    const std::size_t d = edit_distance(written, name);
    if (d < best_distance) best_distance = d, best = name;
  }
  // The same closeness as for keys: a slip of a letter or two, or a third of the word.
  if (!best.empty() && best_distance <= std::max<std::size_t>(2, written.size() / 3))
    return "did you mean '" + std::string(best) + "'?";
  return "use one of the allowed values";
}

}  // namespace brief::load
