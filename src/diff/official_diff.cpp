#include <fmt/format.h>

#include "diff/sections.h"

namespace brief::diffing {

void diff_official(ChangeList& out, const Profile& a, const Profile& b) {
  const auto field = ChangeKind::field_changed;
  const auto prose = ChangeKind::text_changed;
  const OfficialConfig& x = a.official;
  const OfficialConfig& y = b.official;
  out.compare(ChangeKind::pin_changed, "official.snapshot_pin", fact(x.snapshot_pin), fact(y.snapshot_pin));
  out.compare(field, "official.routed_experts", fact(x.routed_experts), fact(y.routed_experts));
  out.compare(field, "official.per_rank_experts", fact(x.per_rank_experts), fact(y.per_rank_experts));
  out.compare(field, "official.parameters", fact(x.parameters), fact(y.parameters));
  out.compare_bytes("official.checkpoint_file", x.checkpoint_file, y.checkpoint_file);
  out.compare(prose, "official.not_counts", fact(x.not_counts), fact(y.not_counts));
  out.compare(prose, "official.notes", fact(x.notes), fact(y.notes));

  const Serving& s = a.serving;
  const Serving& t = b.serving;
  out.compare(field, "serving.slots", fact(s.slots), fact(t.slots));
  out.compare(prose, "serving.slots_label", fact(s.slots_label), fact(t.slots_label));
  out.compare(field, "serving.context_per_request", fact(s.context_per_request), fact(t.context_per_request));
  out.compare(prose, "serving.admission", fact(s.admission), fact(t.admission));
  out.compare(prose, "serving.readiness_gate", fact(s.readiness_gate), fact(t.readiness_gate));
  out.compare(field, "serving.kv_cache_dtype", fact(s.kv_cache_dtype), fact(t.kv_cache_dtype));
  out.compare(field, "serving.state_dtype", fact(s.state_dtype), fact(t.state_dtype));
  out.compare(field, "serving.temporal_state_dtype", fact(s.temporal_state_dtype), fact(t.temporal_state_dtype));
  out.compare(prose, "serving.notes", fact(s.notes), fact(t.notes));

  diff_keyed(out, "disk", a.disk, b.disk, [](const DiskItem& d) { return d.what.value; },
             [](const DiskItem& d) { return format_bytes(d.size.value); }, ChangeKind::item_added,
             ChangeKind::item_removed, [&](const std::string& subject, const DiskItem& p, const DiskItem& q) {
               out.compare_bytes(subject + ".size", p.size, q.size);
               out.compare(prose, subject + ".note", fact(p.note), fact(q.note));
             });
  out.compare(prose, "disk_notes", fact(a.disk_notes), fact(b.disk_notes));
}

}  // namespace brief::diffing
