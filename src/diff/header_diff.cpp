#include "diff/sections.h"

namespace brief::diffing {

void diff_header(ChangeList& out, const Profile& a, const Profile& b) {
  const auto prose = ChangeKind::text_changed;
  out.compare(ChangeKind::field_changed, "format", fact(a.format), fact(b.format));
  out.compare(ChangeKind::field_changed, "id", fact(a.id), fact(b.id));
  out.compare(prose, "title", fact(a.title), fact(b.title));
  out.compare(prose, "subtitle", fact(a.subtitle), fact(b.subtitle));
  out.compare(prose, "summary", fact(a.summary), fact(b.summary));
  out.compare(ChangeKind::field_changed, "provenance.kind", fact(a.provenance.kind), fact(b.provenance.kind));
  out.compare(ChangeKind::field_changed, "provenance.reporter", fact(a.provenance.reporter), fact(b.provenance.reporter));
  // "reproduced: true" is a claim the catalog makes about the source.
  out.compare(ChangeKind::claim_changed, "provenance.reproduced", fact(a.provenance.reproduced),
              fact(b.provenance.reproduced));
  out.compare(ChangeKind::field_changed, "recipe", fact(a.recipe), fact(b.recipe));
}

void diff_hardware(ChangeList& out, const Profile& a, const Profile& b) {
  const auto kind = ChangeKind::hardware_changed;
  out.compare(kind, "hardware.id", fact(a.hardware.id), fact(b.hardware.id));
  out.compare(kind, "hardware.nodes", fact(a.hardware.nodes), fact(b.hardware.nodes));
  out.compare(kind, "hardware.matches_pin", fact(a.hardware.matches_pin), fact(b.hardware.matches_pin));
  out.compare(kind, "parallelism.tp", fact(a.parallelism.tp), fact(b.parallelism.tp));
  out.compare(kind, "parallelism.pp", fact(a.parallelism.pp), fact(b.parallelism.pp));
  out.compare(kind, "parallelism.ep", fact(a.parallelism.ep), fact(b.parallelism.ep));
}

}  // namespace brief::diffing
