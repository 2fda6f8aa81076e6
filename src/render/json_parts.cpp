// The profile-facing parts of the JSON brief: hardware, components, licenses.
#include "render/json_sections.h"
#include "derive/licenses.h"
#include "render/enum_phrases.h"

namespace brief::rendering {

ojson hardware_json(const Brief& brief) {
  const Profile& p = *brief.profile;
  ojson hw = ojson::object();
  hw["id"] = p.hardware.id.value;
  hw["resolved"] = brief.hardware != nullptr;
  hw["name"] = brief.hardware ? brief.hardware->name.value : std::string();
  hw["nodes"] = p.hardware.nodes.value;
  // "unknown" when the profile does not say, never a false that reads as "differs".
  hw["matches_pin"] = p.hardware.matches_pin.present ? ojson(p.hardware.matches_pin.value) : ojson("unknown");
  hw["line"] = brief.hardware_line;
  hw["pool_statement"] = brief.pool_statement;
  ojson pools = ojson::array();
  if (brief.hardware) {
    for (const auto& pool : brief.hardware->pools) {
      ojson j = ojson::object();
      j["id"] = pool.id.value;
      j["kind"] = name_of(pool.kind.value);
      put_bytes(j, "nominal", pool.nominal.value);
      j["nominal_source"] = pool.nominal_source.value;
      put_bytes(j, "usable", pool.usable.value);
      j["usable_source"] = pool.usable_source.value;
      j["bandwidth"] = pool.bandwidth.value;
      pools.push_back(std::move(j));
    }
  }
  hw["pools_per_node"] = std::move(pools);
  hw["interconnect"] = brief.hardware ? brief.hardware->interconnect.value : std::string();
  hw["notes"] = brief.hardware ? texts_json(brief.hardware->notes) : ojson::array();
  hw["sources"] = brief.hardware ? texts_json(brief.hardware->sources) : ojson::array();
  return hw;
}

ojson components_json(const Brief& brief) {
  const Profile& p = *brief.profile;
  ojson out = ojson::object();
  ojson residences = ojson::array();
  for (const auto& r : p.residences)
    residences.push_back(ojson{{"id", r.id.value},
                               {"name", r.name.value},
                               {"kind", name_of(r.kind.value)},
                               {"note", r.note.value}});
  out["residences"] = std::move(residences);
  ojson rows = ojson::array();
  for (const auto& row : brief.rows) {
    const Component& c = *row.component;
    ojson j = ojson::object();
    j["id"] = c.id.value;
    j["name"] = c.name.value;
    j["role"] = name_of(c.role.value);
    j["role_label"] = row.role_label;
    j["overlaps"] = c.overlaps.value;
    j["residence"] = c.residence.value;
    j["residence_label"] = row.residence_label;
    j["sharding"] = name_of(c.sharding.value);
    j["placement"] = c.placement.value;
    j["access"] = name_of(c.access.value);
    j["access_label"] = row.access_label;
    put_bytes(j, "file_size", c.file_size.value);
    put_bytes(j, "per_rank", c.per_rank.value);
    j["per_rank_label"] = row.ledger_relation;  // the JSON key keeps its v2 name
    put_bytes(j, "resident", c.resident.value);
    j["resident_label"] = row.resident_label;
    j["overlap_caveat"] = row.overlap_caveat;
    j["evidence"] = c.evidence.value;
    j["gap"] = c.gap.value;
    j["notes"] = texts_json(c.notes);
    rows.push_back(std::move(j));
  }
  out["rows"] = std::move(rows);
  return out;
}

ojson licenses_json(const Brief& brief) {
  ojson out = ojson::array();
  for (const auto& view : brief.licenses) {
    const License& l = *view.license;
    ojson j = ojson::object();
    j["subject"] = l.subject.value;
    j["role"] = name_of(l.role.value);
    j["target"] = l.target.value;
    j["name"] = l.name.value.empty() ? std::string("unknown") : l.name.value;
    j["spdx"] = l.spdx.value.empty() ? std::string("unknown") : l.spdx.value;
    j["license_ref"] = l.license_ref.value;
    // true only when the text was read; text_read_state tells not-read from not-stated.
    j["text_read"] = view.text == TextRead::read;
    j["text_read_state"] = text_read_name(view.text);
    j["text_read_phrase"] = std::string(derivation::text_read_phrase(view.text));  // the text brief's words
    j["commercial"] = name_of(l.commercial.value);
    j["commercial_effective"] = name_of(view.effective);
    j["commercial_label"] = view.commercial_label;
    j["credited_by"] = l.credited_by.value;
    j["revision"] = l.revision.value;
    j["derived"] = caveats_json(view.derived);
    j["notes"] = texts_json(l.notes);
    out.push_back(std::move(j));
  }
  return out;
}

}  // namespace brief::rendering
