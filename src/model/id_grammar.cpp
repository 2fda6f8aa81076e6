#include "brief/id_grammar.h"

namespace brief {
namespace {

bool follows_grammar(std::string_view id, bool upper_allowed) {
  if (id.empty() || id.size() > kMaxIdChars) return false;
  auto alnum = [&](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (upper_allowed && c >= 'A' && c <= 'Z');
  };
  if (!alnum(id.front())) return false;
  for (char c : id)
    if (!alnum(c) && c != '.' && c != '_' && c != '-') return false;
  return true;
}

}  // namespace

bool is_catalog_id_text(std::string_view id) { return follows_grammar(id, false); }
bool is_local_id_text(std::string_view id) { return follows_grammar(id, true); }

std::string suggested_catalog_id(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    const bool kept = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-';
    if (!kept) c = '-';
    if (c == '-' && !out.empty() && out.back() == '-') continue;  // one '-' for a run of others
    if (out.empty() && !((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) continue;  // starts alphanumeric
    out += c;
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  if (out.size() > kMaxIdChars) out.resize(kMaxIdChars);
  return out.empty() ? "my-profile" : out;
}

}  // namespace brief
