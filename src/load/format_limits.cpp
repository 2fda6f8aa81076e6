#include "load/format_limits.h"

#include <fmt/format.h>

#include "brief/id_grammar.h"
#include "brief/load.h"

namespace brief::load {
namespace {

void check_id(const Text& id, bool catalog, SchemaFindings& f) {
  if (!id.present || (catalog ? is_catalog_id_text(id.value) : is_local_id_text(id.value))) return;
  // A scaffold's placeholder ("FILL IN: hardware id") is BC701's to report, with its hint,
  // and must not make the file unusable for the rules that say what is missing.
  if (id.value.starts_with("FILL IN")) return;
  f.add(id.loc, codes::BS006,
        fmt::format("id '{}' is outside the id grammar", id.value),
        catalog ? fmt::format("a profile or hardware id is a lowercase letter or digit, then lowercase letters, "
                              "digits, '.', '_' or '-' (at most {} characters): it names a file",
                              kMaxIdChars)
                : fmt::format("an id is a letter or digit, then letters, digits, '.', '_' or '-' (at most {} "
                              "characters); no spaces, invisible or bidirectional characters",
                              kMaxIdChars));
}

void check_int(const Located<int64_t>& v, std::string_view key, int64_t max, SchemaFindings& f) {
  if (!v.present || v.value <= max) return;
  f.add(v.loc, codes::BS005, fmt::format("'{}' is {}, above the format's limit of {}", key, v.value, max),
        "see Limits in docs/profile-format.md; a deployment brief describes one serving instance");
}

void check_count(const Located<Count>& v, std::string_view key, int64_t max, SchemaFindings& f) {
  if (!v.present || !v.value.known() || *v.value.value <= max) return;
  f.add(v.loc, codes::BS005, fmt::format("'{}' is {}, above the format's limit of {}", key, *v.value.value, max),
        "see Limits in docs/profile-format.md");
}

template <class T>
void check_list(const std::vector<T>& items, std::string_view key, std::size_t max, Loc fallback, SchemaFindings& f) {
  if (items.size() <= max) return;
  f.add(items[max].loc.known() ? items[max].loc : fallback, codes::BS005,
        fmt::format("'{}' has {} items, above the format's limit of {}", key, items.size(), max),
        "see Limits in docs/profile-format.md");
}

// The byte counts derive may add up: every row's resident bytes, its file size and its
// per-rank bytes times the ranks. If all of them together fit in 64 bits, no pool sum,
// bound or total can overflow, so render and lint never meet an unlocated overflow.
void check_byte_sum(const Profile& p, SchemaFindings& f) {
  const Count& tp = p.parallelism.tp.value;
  const uint64_t ranks = tp.known() && *tp.value > 0 ? static_cast<uint64_t>(*tp.value) : 1;
  uint64_t sum = 0;
  auto add = [&](const Located<Bytes>& b, uint64_t times) {
    if (!b.present || !b.value.is_known()) return true;
    uint64_t product = 0;
    if (!__builtin_mul_overflow(b.value.value(), times, &product) && !__builtin_add_overflow(sum, product, &sum))
      return true;
    f.add(b.loc, codes::BS005, "the profile's byte counts add up past 2^64 bytes (16 EiB) here",
          "a byte count is a real size; check the digits and the unit");
    return false;
  };
  for (const auto& c : p.components)
    if (!add(c.file_size, 1) || !add(c.resident, 1) || !add(c.per_rank, ranks)) return;
  for (const auto& d : p.disk)
    if (!add(d.size, 1)) return;
  add(p.official.checkpoint_file, 1);
}

}  // namespace


void check_profile_limits(const Profile& p, SchemaFindings& f) {
  check_id(p.id, true, f);
  check_id(p.hardware.id, true, f);
  check_int(p.hardware.nodes, "nodes", FormatLimits::nodes, f);
  check_count(p.parallelism.tp, "tp", FormatLimits::parallel_degree, f);
  check_count(p.parallelism.pp, "pp", FormatLimits::parallel_degree, f);
  check_count(p.parallelism.ep, "ep", FormatLimits::parallel_degree, f);
  const Loc top{1, 1};
  check_list(p.residences, "residences", FormatLimits::rows, top, f);
  check_list(p.components, "components", FormatLimits::rows, top, f);
  check_list(p.licenses, "licenses", FormatLimits::rows, top, f);
  check_list(p.pins, "pins", FormatLimits::rows, top, f);
  check_list(p.builds, "builds", FormatLimits::rows, top, f);
  check_list(p.sources, "sources", FormatLimits::rows, top, f);
  check_list(p.disk, "disk", FormatLimits::rows, top, f);
  check_list(p.preflight, "preflight", FormatLimits::rows, top, f);
  check_list(p.do_not_blend, "do_not_blend", FormatLimits::rows, top, f);
  check_list(p.bakeoff.arms, "arms", FormatLimits::arms, top, f);
  check_list(p.bakeoff.observations, "observations", FormatLimits::observations, top, f);
  for (const auto& o : p.bakeoff.observations) {
    check_list(o.cells, "cells", FormatLimits::cells, o.loc, f);
    check_id(o.id, false, f);
  }
  for (const auto& r : p.residences) check_id(r.id, false, f);
  for (const auto& c : p.components) check_id(c.id, false, f);
  for (const auto& pin : p.pins) check_id(pin.id, false, f);
  for (const auto& b : p.builds) check_id(b.id, false, f);
  for (const auto& a : p.bakeoff.arms) check_id(a.id, false, f);
  check_byte_sum(p, f);
}

void check_hardware_limits(const Hardware& h, SchemaFindings& f) {
  check_id(h.id, true, f);
  check_int(h.max_nodes, "max_nodes", FormatLimits::nodes, f);
  check_int(h.accelerators_per_node, "accelerators_per_node", FormatLimits::accelerators_per_node, f);
  check_list(h.pools, "pools", FormatLimits::pools, Loc{1, 1}, f);
  for (const auto& pool : h.pools) check_id(pool.id, false, f);
}

}  // namespace brief::load
