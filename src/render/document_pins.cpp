// Hashes and pins (always the full revision), the official config, serving and the disk plan.
#include "render/brief_document.h"
#include "render/enum_phrases.h"

namespace brief::rendering {
namespace {

std::string pin_line(const Pin& pin) {
  return join_nonempty({pin.id.value + " (" + name_of(pin.role.value) + "):",
               pin.repo.value + " @ " + sentence(revision_phrase(pin.revision.value)),
               sentence(pin.scope.value), sentence(pin.note.value)},
              " ");
}

}  // namespace

void add_pin_sections(Document& doc, const Brief& brief) {
  const Profile& p = *brief.profile;
  {
    auto& s = doc.section("Hashes and pins");
    s.field("Hardware", p.hardware.id.value);
    s.field("Weight pin", revision_phrase(p.hashes.weight_pin.value));
    s.field("Manifest", revision_phrase(p.hashes.manifest.value));
    if (!p.hashes.runtime_profile.value.empty())
      s.field("Runtime profile", p.hashes.runtime_profile.value);
    if (!brief.runtime_not.empty()) s.field("Runtime is not", brief.runtime_not);
    std::vector<std::string> pins;
    for (const auto& pin : p.pins) pins.push_back(pin_line(pin));
    s.paragraph("Pins:");
    s.bullets(pins);
    std::vector<std::string> builds;
    for (const auto& b : p.builds)
      builds.push_back(join_nonempty({"Build " + b.id.value + " of pin " + b.of.value + ".", sentence(b.note.value)}, " "));
    if (!builds.empty()) s.paragraph("Builds named by a short hash:");
    s.bullets(builds);
  }
  {
    const OfficialConfig& o = p.official;
    auto& s = doc.section("Official config");
    if (!o.snapshot_pin.value.empty()) {
      const Pin* pin = find_pin(p, o.snapshot_pin.value);
      s.field("Snapshot", pin ? join_nonempty({pin->repo.value, "@", revision_text(pin->revision.value),
                                      "(pin " + pin->id.value + ")"}, " ")
                              : o.snapshot_pin.value + " (no such pin)");
    }
    s.field("Routed experts", count_phrase(o.routed_experts.value));
    s.field("Per-rank experts", count_phrase(o.per_rank_experts.value));
    s.field("Parameters", count_phrase(o.parameters.value));
    if (!o.not_counts.empty())
      s.field("The parameter count is not", join_nonempty(texts_of(o.not_counts), "; "));
    s.field("Checkpoint file", format_bytes_with_why(o.checkpoint_file.value));
    s.bullets(texts_of(o.notes));
  }
  {
    const Serving& sv = p.serving;
    auto& s = doc.section("Serving");
    s.field("Slots", join_nonempty({count_phrase(sv.slots.value),
                           sv.slots_label.value.empty() ? "" : "(" + sv.slots_label.value + ")"},
                          " "));
    s.field("Context per request", count_phrase(sv.context_per_request.value));
    if (!sv.admission.value.empty()) s.field("Admission", sv.admission.value);
    if (!sv.readiness_gate.value.empty()) s.field("Readiness gate", sv.readiness_gate.value);
    s.bullets(texts_of(sv.notes));
  }
  auto& s = doc.section("Disk plan");
  std::vector<std::string> items;
  for (const auto& d : p.disk)
    items.push_back(join_nonempty({d.what.value + ": " + sentence(format_bytes_with_why(d.size.value)), sentence(d.note.value)}, " "));
  if (items.empty()) s.paragraph("No disk plan in this profile.");
  s.bullets(items);
  s.bullets(texts_of(p.disk_notes));
}

}  // namespace brief::rendering
