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

}  // namespace brief
