#pragma once
// Collects changes between two profiles: one compare per fact, keyed lists matched by id.
// Everything is reduced to text first, so "changed" means "reads differently to a reviewer".
#include <initializer_list>
#include <string>
#include <utility>
#include <string_view>
#include <vector>

#include "brief/diff.h"
#include "brief/profile.h"

namespace brief::diffing {

// A fact reduced to what a reviewer reads, with where it was written.
struct Fact {
  std::string text;  // "" when absent
  Loc loc;
  std::string json{};  // the typed value in brief-json's encoding (serialized); "" for text
};

Fact fact(const Text& t);
Fact fact(const Located<bool>& b);
Fact fact(const Located<int64_t>& n);
Fact fact(const Located<Count>& c);
Fact fact(const Located<Decimal>& d);
Fact fact(const Located<Revision>& r);
Fact fact(const Located<Bytes>& b);
// Prose lists read as one block, one sentence per line.
Fact fact(const TextList& list);
template <class E>
Fact enum_fact(const Located<E>& e);  // defined in change_list.cpp for the model's enums

// An item added or removed is described by every field it has ("4 bits per weight" of a
// removed stored class with unknown bytes), so the diff drops no fact that changed: `head`
// followed by "; key text" for each field that is not absent.
void append_field(std::string& head, std::string_view key, const Fact& f);
std::string with_fields(std::string head, std::initializer_list<std::pair<const char*, Fact>> fields);

class ChangeList {
 public:
  // Records a change when the two facts read differently.
  void compare(ChangeKind kind, const std::string& subject, const Fact& before, const Fact& after);
  // Byte counts: bytes-changed when the state or the count differs, text-changed when only
  // the words around it (why it is unknown, how it was written) differ.
  void compare_bytes(const std::string& subject, const Located<Bytes>& before, const Located<Bytes>& after);
  void added(ChangeKind kind, const std::string& subject, std::string what, Loc loc);
  void removed(ChangeKind kind, const std::string& subject, std::string what, Loc loc);

  std::vector<Change> take() { return std::move(changes_); }

 private:
  std::vector<Change> changes_;
};

// Matches the items of two lists by key: removed and changed in the old order, then added
// in the new order. on_both(subject, old_item, new_item) compares a matched pair.
template <class T, class Key, class Describe, class OnBoth>
void diff_keyed(ChangeList& out, std::string_view section, const std::vector<T>& before,
                const std::vector<T>& after, Key key, Describe describe, ChangeKind added_kind,
                ChangeKind removed_kind, OnBoth on_both) {
  auto find = [&](const std::vector<T>& list, const std::string& k) -> const T* {
    for (const auto& item : list)
      if (key(item) == k) return &item;
    return nullptr;
  };
  for (const auto& old_item : before) {
    const std::string k = key(old_item);
    const std::string subject = std::string(section) + "." + k;
    if (const T* new_item = find(after, k))
      on_both(subject, old_item, *new_item);
    else
      out.removed(removed_kind, subject, describe(old_item), old_item.loc);
  }
  for (const auto& new_item : after) {
    const std::string k = key(new_item);
    if (!find(before, k))
      out.added(added_kind, std::string(section) + "." + k, describe(new_item), new_item.loc);
  }
}

}  // namespace brief::diffing
