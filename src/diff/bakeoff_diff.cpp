#include <fmt/format.h>

#include "diff/sections.h"

namespace brief::diffing {

namespace {

std::string cell_text(const Cell& c, const Text& unit) {
  return unit.value.empty() ? c.value.value.to_string() : fmt::format("{} {}", c.value.value.to_string(), unit.value);
}

std::string describe(const Observation& o) {
  std::string values;
  for (const auto& c : o.cells) values += fmt::format("{}{}={}", values.empty() ? "" : ", ", c.arm.value, cell_text(c, o.unit));
  return values.empty() ? o.metric.value : fmt::format("{}: {}", o.metric.value, values);
}

void diff_observation(ChangeList& out, const std::string& s, const Observation& a, const Observation& b) {
  const auto field = ChangeKind::field_changed;
  out.compare(ChangeKind::text_changed, s + ".metric", fact(a.metric), fact(b.metric));
  out.compare(field, s + ".unit", fact(a.unit), fact(b.unit));
  out.compare(field, s + ".direction", enum_fact(a.direction), enum_fact(b.direction));
  out.compare(field, s + ".concurrency", fact(a.concurrency), fact(b.concurrency));
  out.compare(field, s + ".prompt", fact(a.prompt), fact(b.prompt));
  out.compare(field, s + ".aggregation", fact(a.aggregation), fact(b.aggregation));
  out.compare(field, s + ".runs", fact(a.runs), fact(b.runs));
  out.compare(field, s + ".build", fact(a.build), fact(b.build));
  // A cell appearing or disappearing changes the values a reader compares, like an edit.
  const auto value = ChangeKind::observation_value_changed;
  diff_keyed(out, s + ".cells", a.cells, b.cells, [](const Cell& c) { return c.arm.value; },
             [&](const Cell& c) { return cell_text(c, b.unit); }, value, value,
             [&](const std::string& subject, const Cell& x, const Cell& y) {
               out.compare(value, subject, {cell_text(x, a.unit), x.value.loc}, {cell_text(y, b.unit), y.value.loc});
             });
  out.compare(ChangeKind::text_changed, s + ".notes", fact(a.notes), fact(b.notes));
}

}  // namespace

void diff_bakeoff(ChangeList& out, const Profile& a, const Profile& b) {
  const auto field = ChangeKind::field_changed;
  const auto prose = ChangeKind::text_changed;
  const Bakeoff& x = a.bakeoff;
  const Bakeoff& y = b.bakeoff;
  out.compare(field, "bakeoff.date", fact(x.date), fact(y.date));
  out.compare(field, "bakeoff.temperature", fact(x.temperature), fact(y.temperature));
  out.compare(prose, "bakeoff.setup", fact(x.setup), fact(y.setup));
  out.compare(field, "bakeoff.runs_per_arm", fact(x.runs_per_arm), fact(y.runs_per_arm));
  out.compare(field, "bakeoff.noise_percent", fact(x.noise_percent), fact(y.noise_percent));
  out.compare(prose, "bakeoff.reporter", fact(x.reporter), fact(y.reporter));
  diff_keyed(out, "bakeoff.arms", x.arms, y.arms, [](const Arm& r) { return r.id.value; },
             [](const Arm& r) { return fmt::format("{} ({})", r.label.value, r.quantization.value); },
             ChangeKind::item_added, ChangeKind::item_removed,
             [&](const std::string& s, const Arm& p, const Arm& q) {
               out.compare(prose, s + ".label", fact(p.label), fact(q.label));
               out.compare(field, s + ".subject", fact(p.subject), fact(q.subject));
               out.compare(field, s + ".runtime", fact(p.runtime), fact(q.runtime));
               out.compare(field, s + ".quantization", fact(p.quantization), fact(q.quantization));
               out.compare(field, s + ".build", fact(p.build), fact(q.build));
               out.compare(prose, s + ".notes", fact(p.notes), fact(q.notes));
             });
  diff_keyed(out, "bakeoff.observations", x.observations, y.observations,
             [](const Observation& o) { return o.id.value; }, [](const Observation& o) { return describe(o); },
             ChangeKind::observation_added, ChangeKind::observation_removed,
             [&](const std::string& s, const Observation& p, const Observation& q) { diff_observation(out, s, p, q); });
  out.compare(prose, "bakeoff.notes", fact(x.notes), fact(y.notes));
}

}  // namespace brief::diffing
