#include "diff/change_list.h"

#include <fmt/format.h>

#include "model/names.h"
#include "render/json_values.h"
#include "render/enum_phrases.h"

namespace brief::diffing {
namespace {

// A value as the JSON render encodes it, serialized (one encoding for both formats).
template <class Put, class T>
std::string as_render_json(Put put, const T& value) {
  rendering::ojson holder = rendering::ojson::object();
  put(holder, "v", value);
  return holder["v"].dump();
}

}  // namespace

Fact fact(const Text& t) { return {t.present ? t.value : std::string(), t.loc}; }

Fact fact(const Located<bool>& b) {
  if (!b.present) return {"", b.loc};
  return {b.value ? "true" : "false", b.loc, b.value ? "true" : "false"};
}

Fact fact(const Located<int64_t>& n) {
  if (!n.present) return {"", n.loc};
  return {std::to_string(n.value), n.loc, std::to_string(n.value)};
}

Fact fact(const Located<Count>& c) {
  if (!c.present) return {"", c.loc};
  return {rendering::count_phrase(c.value), c.loc, as_render_json(rendering::put_count, c.value)};
}

Fact fact(const Located<Decimal>& d) {
  if (!d.present) return {"", d.loc};
  return {d.value.to_string(), d.loc, rendering::decimal_json(d.value).dump()};
}

Fact fact(const Located<Revision>& r) {
  if (!r.present) return {"", r.loc};
  return {rendering::revision_phrase(r.value), r.loc};
}

Fact fact(const Located<Bytes>& b) {
  if (!b.present) return {"", b.loc};
  return {format_bytes_with_why(b.value), b.loc, as_render_json(rendering::put_bytes, b.value)};
}

Fact fact(const TextList& list) {
  Fact out;
  for (const auto& t : list) {
    if (!out.loc.known()) out.loc = t.loc;
    if (!out.text.empty()) out.text += "\n";
    out.text += t.value;
  }
  return out;
}

template <class E>
Fact enum_fact(const Located<E>& e) {
  return {e.present ? std::string(name_of(e.value)) : std::string(), e.loc};
}
template Fact enum_fact(const Located<ComponentRole>&);
template Fact enum_fact(const Located<Sharding>&);
template Fact enum_fact(const Located<Access>&);
template Fact enum_fact(const Located<ResidenceKind>&);
template Fact enum_fact(const Located<LicenseRole>&);
template Fact enum_fact(const Located<CommercialUse>&);
template Fact enum_fact(const Located<PinRole>&);
template Fact enum_fact(const Located<Direction>&);

void ChangeList::compare(ChangeKind kind, const std::string& subject, const Fact& before, const Fact& after) {
  if (before.text == after.text) return;
  changes_.push_back(Change{kind, subject, before.text, after.text, before.loc, after.loc, before.json, after.json});
}

void ChangeList::compare_bytes(const std::string& subject, const Located<Bytes>& before,
                               const Located<Bytes>& after) {
  const Bytes& a = before.value;
  const Bytes& b = after.value;
  const bool same_count = before.present == after.present && a.state() == b.state() &&
                          (!a.is_known() || (a.value() == b.value() && a.approximate() == b.approximate()));
  compare(same_count ? ChangeKind::text_changed : ChangeKind::bytes_changed, subject, fact(before), fact(after));
}

void ChangeList::added(ChangeKind kind, const std::string& subject, std::string what, Loc loc) {
  changes_.push_back(Change{kind, subject, "", std::move(what), {}, loc});
}

void ChangeList::removed(ChangeKind kind, const std::string& subject, std::string what, Loc loc) {
  changes_.push_back(Change{kind, subject, std::move(what), "", loc, {}});
}

}  // namespace brief::diffing

namespace brief::diffing {

void append_field(std::string& head, std::string_view key, const Fact& f) {
  if (!f.text.empty()) head += fmt::format("; {} {}", key, f.text);
}

std::string with_fields(std::string head, std::initializer_list<std::pair<const char*, Fact>> fields) {
  for (const auto& [key, f] : fields) append_field(head, key, f);
  return head;
}

}  // namespace brief::diffing
