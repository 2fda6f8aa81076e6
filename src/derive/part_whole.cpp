#include "derive/part_whole.h"

#include <fmt/format.h>

#include "derive/placement.h"
#include "derive/prose.h"


namespace brief::derivation {

namespace {

struct Field {
  const char* name;
  Located<Bytes> Component::*member;
};
constexpr Field kFields[] = {{"file_size", &Component::file_size},
                             {"per_rank", &Component::per_rank},
                             {"resident", &Component::resident}};

void parts_of(const Profile& profile, const Component& whole, const Field& field, Contradictions& out) {
  const Bytes& total = (whole.*field.member).value;
  if (!total.is_known()) return;
  unsigned __int128 sum = 0;
  bool approximate = total.approximate();
  std::vector<const Component*> known_parts;
  for (const auto& c : profile.components) {
    if (c.role.value != ComponentRole::subcomponent || c.overlaps.value != whole.id.value) continue;
    const Bytes& part = (c.*field.member).value;
    if (!part.is_known()) continue;
    if (exceeds(part, total)) {
      out.push_back({(c.*field.member).loc,
                     fmt::format("{} of subcomponent '{}' is {}, more than the {} {} of '{}' it is part of",
                                 field.name, c.id.value, format_bytes(part), field.name, format_bytes(total),
                                 whole.id.value),
                     "a part cannot be larger than its whole: one of the two figures is wrong", c.id.value});
      return;  // the sum check would repeat the same finding
    }
    sum += part.value();
    approximate = approximate || part.approximate();
    known_parts.push_back(&c);
  }
  if (known_parts.size() < 2) return;
  const unsigned __int128 limit = approximate ? static_cast<unsigned __int128>(total.value()) * (100 + kApproximatePercent) / 100
                                              : total.value();
  if (sum <= limit) return;
  const Component& last = *known_parts.back();
  std::vector<std::string> ids;
  for (const Component* c : known_parts) ids.push_back("'" + c->id.value + "'");
  out.push_back({(last.*field.member).loc,
                 fmt::format("the {} of the subcomponents {} of '{}' add up to more than its own {} {}",
                             field.name, fmt::join(ids, ", "), whole.id.value, field.name, format_bytes(total)),
                 "subcomponents are disjoint parts of the row they overlap: their bytes cannot add past it",
                 whole.id.value});
}

// What a part and its whole put on each node, when no field of theirs compares (a whole
// given per rank, a part given resident): the pool equations compare these shares.
void shares_of(const Profile& profile, const Component& whole, const Component& part, Contradictions& out) {
  const Layout layout = layout_of(profile);
  for (int64_t node = 1; node <= layout.nodes; ++node) {
    const NodeShare w = share_on_node(whole, layout, node);
    const NodeShare p = share_on_node(part, layout, node);
    if (!w.on_node || !p.on_node || !exceeds(p.bytes, w.bytes)) continue;
    const Located<Bytes>& at = part.resident.value.is_known() ? part.resident : part.per_rank;
    out.push_back({at.loc,
                   fmt::format("subcomponent '{}' puts {} on node {}, more than the {} of '{}' it is part of",
                               part.id.value, format_bytes(p.bytes), node, format_bytes(w.bytes), whole.id.value),
                   "a part cannot be larger than its whole: one of the two figures is wrong", part.id.value});
    return;
  }
}

}  // namespace

bool exceeds(const Bytes& part, const Bytes& whole) {
  if (!part.is_known() || !whole.is_known()) return false;
  if (!part.approximate() && !whole.approximate()) return part.value() > whole.value();
  const unsigned __int128 limit = static_cast<unsigned __int128>(whole.value()) * (100 + kApproximatePercent) / 100;
  return part.value() > limit;
}

const DiskItem* checkpoint_disk_item(const Profile& profile) {
  for (const DiskItem& item : profile.disk)
    if (has_word(lower(item.what.value), "checkpoint") && item.size.value.is_known()) return &item;
  return nullptr;
}

namespace {

void files_above_disk_plan(const Profile& profile, Contradictions& out) {
  const DiskItem* disk = checkpoint_disk_item(profile);
  if (disk == nullptr) return;
  const Bytes& planned = disk->size.value;
  auto at_both = [&](const Component& c, const std::string& message, const char* hint) {
    out.push_back({c.file_size.loc, message, hint, c.id.value});
    out.push_back({disk->size.loc, message, hint, {}});
  };
  for (const auto& c : profile.components) {
    const Bytes& files = c.file_size.value;
    if (!exceeds(files, planned)) continue;
    if (c.role.value == ComponentRole::file_ledger) {
      const std::string message =
          fmt::format("file_size of ledger '{}' is {}, more than the disk plan's '{}' ({}) for the same files",
                      c.id.value, format_bytes(files), disk->what.value, format_bytes(planned));
      at_both(c, message, "the ledger and the disk plan's checkpoint item are the same files: correct the one that is wrong");
      continue;
    }
    if (c.role.value != ComponentRole::subcomponent) continue;
    const Component* whole = nullptr;
    for (const auto& w : profile.components)
      if (w.id.value == c.overlaps.value) whole = &w;
    if (whole == nullptr || whole->file_size.value.is_known()) continue;  // part_above_whole compares the two
    const std::string message =
        fmt::format("file_size of subcomponent '{}' is {}, more than the disk plan's '{}' ({}) of the checkpoint it is part of",
                    c.id.value, format_bytes(files), disk->what.value, format_bytes(planned));
    at_both(c, message, "a part of the checkpoint cannot be larger than the checkpoint's files: one of the two figures is wrong");
  }
}

}  // namespace

Contradictions part_above_whole(const Profile& profile) {
  Contradictions out;
  for (const auto& whole : profile.components) {
    const std::size_t before = out.size();
    for (const Field& field : kFields) parts_of(profile, whole, field, out);
    if (out.size() != before || whole.role.value != ComponentRole::main_weights) continue;
    for (const auto& part : profile.components)
      if (part.role.value == ComponentRole::subcomponent && part.overlaps.value == whole.id.value)
        shares_of(profile, whole, part, out);
  }
  for (const auto& c : profile.components)
    if (exceeds(c.per_rank.value, c.resident.value))
      out.push_back({c.per_rank.loc,
                     fmt::format("per_rank of '{}' is {}, more than its resident {}", c.id.value,
                                 format_bytes(c.per_rank.value), format_bytes(c.resident.value)),
                     "one rank's share is inside the row's resident bytes: per_rank <= resident", c.id.value});
  files_above_disk_plan(profile, out);
  return out;
}

}  // namespace brief::derivation
