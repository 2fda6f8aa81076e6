// The component overview (one line per row) and the component details (one part per row).
#include "render/brief_document.h"
#include "render/enum_phrases.h"

namespace brief::rendering {
namespace {

// "File size unknown." / "File size not present." / "File size 1,234 bytes (1.205 KiB)."
std::string file_size_sentence(const Bytes& size) {
  return sentence("File size " + format_bytes(size));
}

}  // namespace

void add_component_overview(Document& doc, const Brief& brief) {
  const Profile& p = *brief.profile;
  auto& s = doc.section("Components");
  std::vector<std::string> residences;
  for (const auto& r : p.residences) {
    // "UMA (uma, unified pool): note" / "gpu (GPU pool)." when the profile names it only by id.
    const std::string what = r.name.value.empty() ? r.id.value + " (" + phrase_of(r.kind.value) + ")"
                                                  : r.name.value + " (" + r.id.value + ", " + phrase_of(r.kind.value) + ")";
    residences.push_back(r.note.value.empty() ? what + "." : join_nonempty({what + ":", sentence(r.note.value)}, " "));
  }
  if (!residences.empty()) {
    s.paragraph("Residences:");
    s.bullets(residences);
  }
  std::vector<std::string> rows;
  for (const auto& row : brief.rows) {
    const Component& c = *row.component;
    // The role label already says where the row lives; the residence's full name is in the
    // row's details, so the overview does not say it twice.
    rows.push_back(join_nonempty({c.name.value + ":", sentence(row.role_label), sentence(row.access_label),
                         file_size_sentence(c.file_size.value)},
                        " "));
  }
  s.paragraph("Rows:");
  s.bullets(rows);
  s.field("Absent rows", brief.absent.empty() ? "none" : join_nonempty(brief.absent, ", "));
  s.field("Resident bytes", sentence(format_bytes_with_why(brief.resident_total)));
  s.bullets(texts_of(brief.row_caveats));
}

void add_component_details(Document& doc, const Brief& brief) {
  doc.section("Component details");
  for (const auto& row : brief.rows) {
    const Component& c = *row.component;
    auto& s = doc.section(c.name.value + " (" + c.id.value + ")", 3);
    s.field("Role", join_nonempty({sentence(name_of(c.role.value)), sentence(row.role_label)}, " "));
    if (!c.overlaps.value.empty()) s.field("Overlaps", c.overlaps.value);
    if (!c.evidence.value.empty()) s.field("Evidence", c.evidence.value);
    if (!c.placement.value.empty()) s.field("Placement", c.placement.value);
    if (!row.residence_label.empty()) s.field("Residence", sentence(row.residence_label));
    if (c.role.value != ComponentRole::not_present && c.role.value != ComponentRole::file_ledger)
      s.field("Sharding", sentence(phrase_of(c.sharding.value)));
    s.field("File size", sentence(format_bytes_with_why(c.file_size.value)));
    s.field("Per-rank storage",
            join_nonempty({sentence(format_bytes_with_why(c.per_rank.value)), sentence(row.ledger_relation)}, " "));
    s.field("Resident bytes", sentence(format_bytes_with_why(c.resident.value)));
    if (!row.overlap_caveat.empty()) s.field("Overlap", sentence(row.overlap_caveat));
    s.field("Access", sentence(row.access_label));
    if (!c.gap.value.empty()) s.field("Gap", c.gap.value);
    for (const auto& note : c.notes) s.field("Note", note.value);
  }
}

}  // namespace brief::rendering
