#include <fmt/format.h>

#include "diff/sections.h"
#include "model/names.h"
#include "render/enum_phrases.h"

namespace brief::diffing {

namespace {

std::string describe(const Residence& r) {
  return with_fields(fmt::format("{} ({})", r.name.value, name_of(r.kind.value)), {{"note", fact(r.note)}});
}

// Every field of an added or removed row, so a removed row's file size or sharding is not lost.
std::string describe(const Component& c) {
  return with_fields(fmt::format("{} ({})", c.name.value, name_of(c.role.value)),
                     {{"resident", fact(c.resident)},
                      {"file_size", fact(c.file_size)},
                      {"per_rank", fact(c.per_rank)},
                      {"residence", fact(c.residence)},
                      {"sharding", enum_fact(c.sharding)},
                      {"access", enum_fact(c.access)},
                      {"overlaps", fact(c.overlaps)},
                      {"placement", fact(c.placement)},
                      {"evidence", fact(c.evidence)},
                      {"gap", fact(c.gap)},
                      {"notes", fact(c.notes)}});
}

void diff_component(ChangeList& out, const std::string& s, const Component& a, const Component& b) {
  const auto field = ChangeKind::field_changed;
  const auto prose = ChangeKind::text_changed;
  out.compare(prose, s + ".name", fact(a.name), fact(b.name));
  out.compare(field, s + ".role", enum_fact(a.role), enum_fact(b.role));
  out.compare(field, s + ".overlaps", fact(a.overlaps), fact(b.overlaps));
  out.compare(field, s + ".residence", fact(a.residence), fact(b.residence));
  out.compare(field, s + ".sharding", enum_fact(a.sharding), enum_fact(b.sharding));
  out.compare(prose, s + ".placement", fact(a.placement), fact(b.placement));
  out.compare(field, s + ".access", enum_fact(a.access), enum_fact(b.access));
  out.compare_bytes(s + ".file_size", a.file_size, b.file_size);
  out.compare_bytes(s + ".per_rank", a.per_rank, b.per_rank);
  out.compare_bytes(s + ".resident", a.resident, b.resident);
  out.compare(prose, s + ".evidence", fact(a.evidence), fact(b.evidence));
  out.compare(prose, s + ".gap", fact(a.gap), fact(b.gap));
  out.compare(prose, s + ".notes", fact(a.notes), fact(b.notes));
}

}  // namespace

void diff_components(ChangeList& out, const Profile& a, const Profile& b) {
  diff_keyed(out, "residences", a.residences, b.residences, [](const Residence& r) { return r.id.value; },
             [](const Residence& r) { return describe(r); }, ChangeKind::item_added, ChangeKind::item_removed,
             [&](const std::string& s, const Residence& x, const Residence& y) {
               out.compare(ChangeKind::text_changed, s + ".name", fact(x.name), fact(y.name));
               out.compare(ChangeKind::field_changed, s + ".kind", enum_fact(x.kind), enum_fact(y.kind));
               out.compare(ChangeKind::text_changed, s + ".note", fact(x.note), fact(y.note));
             });
  diff_keyed(out, "components", a.components, b.components, [](const Component& c) { return c.id.value; },
             [](const Component& c) { return describe(c); }, ChangeKind::component_added,
             ChangeKind::component_removed,
             [&](const std::string& s, const Component& x, const Component& y) { diff_component(out, s, x, y); });
}

}  // namespace brief::diffing
