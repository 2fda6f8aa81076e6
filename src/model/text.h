#pragma once
// Text helpers every layer shares: one trim, one join (and its variant that skips empty parts,
// named so the difference shows at the call).
#include <string>
#include <string_view>
#include <vector>

namespace brief {

// Without leading and trailing spaces, tabs and carriage returns.
constexpr std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// "Engram, PLE": every part, empty ones too.
std::string join(const std::vector<std::string>& parts, std::string_view separator = ", ");
// Like join, but an empty part adds neither itself nor a separator ("a b" from {"a", "", "b"}).
std::string join_nonempty(const std::vector<std::string>& parts, std::string_view separator);

// "unknown (the source prints no per-rank size)": a value with the reason the profile gives
// for it, the one spelling every renderer, row label and diff uses. Inside the brackets the
// reason is a clause: no final stop, and the capital of a word that only ever starts a
// sentence ("The", "No", "A", "This" ...) is lowered; any other word stays as written, so
// names ("Mia", "KV", "README") are never changed. No reason: the value alone.
std::string with_reason(std::string value, std::string_view why);

}  // namespace brief
