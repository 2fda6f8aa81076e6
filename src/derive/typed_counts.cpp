// The byte counts the profile's typed fields hold: see typed_counts.h.
#include "derive/typed_counts.h"

#include <fmt/format.h>

namespace brief::derivation {

std::vector<TypedCount> typed_byte_counts(const Profile& profile, const Hardware* hardware) {
  std::vector<TypedCount> out;
  const auto add = [&](const Located<Bytes>& field, std::string name, bool of_hardware) {
    if (field.value.is_known() && field.value.value() > 0) out.push_back({&field, std::move(name), of_hardware});
  };
  for (const Component& c : profile.components) {
    add(c.file_size, fmt::format("file_size of '{}'", c.id.value), false);
    add(c.resident, fmt::format("resident of '{}'", c.id.value), false);
    add(c.per_rank, fmt::format("per_rank of '{}'", c.id.value), false);
  }
  for (const DiskItem& item : profile.disk) add(item.size, fmt::format("the disk item '{}'", item.what.value), false);
  add(profile.official.checkpoint_file, "official.checkpoint_file", false);
  if (hardware != nullptr)
    for (const auto& pool : hardware->pools) {
      add(pool.nominal, "the hardware's nominal memory", true);
      add(pool.usable, "the hardware's usable memory", true);
    }
  return out;
}

}  // namespace brief::derivation
