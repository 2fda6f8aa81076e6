#include "derive/official_scope.h"

#include <fmt/format.h>

#include "derive/part_whole.h"
#include "derive/wording.h"

namespace brief::derivation {

namespace {

const Pin* pin_of_role(const Profile& p, PinRole role) {
  for (const auto& pin : p.pins)
    if (pin.role.value == role) return &pin;
  return nullptr;
}

const Pin* pin_with_id(const Profile& p, const std::string& id) {
  for (const auto& pin : p.pins)
    if (pin.id.value == id) return &pin;
  return nullptr;
}

// Two pins name other files: another repository, or another pinned revision of one.
bool other_files(const Pin& a, const Pin& b) {
  if (ascii_lower(a.repo.value) != ascii_lower(b.repo.value)) return true;
  const Revision& x = a.revision.value;
  const Revision& y = b.revision.value;
  return x.state == Revision::State::pinned && y.state == Revision::State::pinned &&
         ascii_lower(x.hash) != ascii_lower(y.hash);
}

// One figure within the precision either is written at.
bool same_figure(const Bytes& a, const Bytes& b) {
  return a.is_known() && b.is_known() && !exceeds(a, b) && !exceeds(b, a);
}

}  // namespace

Contradictions official_bytes_as_checkpoint(const Profile& p) {
  Contradictions out;
  const Located<Bytes>& official = p.official.checkpoint_file;
  if (!official.present || !official.value.is_known()) return out;
  const Pin* snapshot = pin_with_id(p, p.official.snapshot_pin.value);
  const Pin* checkpoint = pin_of_role(p, PinRole::checkpoint);
  if (snapshot == nullptr || checkpoint == nullptr || !other_files(*snapshot, *checkpoint)) return out;
  auto check = [&](const Located<Bytes>& field, const std::string& where) {
    if (!field.present || !same_figure(field.value, official.value)) return;
    out.push_back({field.loc,
                   fmt::format("{} is {}, official.checkpoint_file: the files of the official snapshot (pin '{}', "
                               "{}), not of this checkpoint (pin '{}', {})",
                               where, format_bytes(field.value), snapshot->id.value, snapshot->repo.value,
                               checkpoint->id.value, checkpoint->repo.value),
                   "the official figure sizes another set of files: write this checkpoint's own bytes, or unknown",
                   {}});
  };
  for (const auto& c : p.components) {
    check(c.file_size, fmt::format("row '{}' file_size", c.id.value));
    check(c.resident, fmt::format("row '{}' resident", c.id.value));
    check(c.per_rank, fmt::format("row '{}' per_rank", c.id.value));
  }
  for (const auto& item : p.disk) check(item.size, fmt::format("disk item '{}'", item.what.value));
  for (const auto& s : p.model.stored) check(s.bytes, "model.stored bytes");
  return out;
}

}  // namespace brief::derivation
