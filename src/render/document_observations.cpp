// Reported observations: the bake-off's conditions, its arms, and one table per metric with
// each arm's quantization, value and unit, the run count, the build and the derived caveats.
#include <fmt/format.h>

#include "render/brief_document.h"
#include "render/enum_phrases.h"

namespace brief::rendering {
namespace {

void add_observation(Document& doc, const Profile& p, const ObservationView& view) {
  const Observation& o = *view.observation;
  auto& s = doc.section(o.metric.value.empty() ? o.id.value : o.metric.value, 3);
  s.field("Unit", join_nonempty({o.unit.value, fmt::format("({})", phrase_of(o.direction.value))}, " "));
  s.field("Concurrency", count_phrase(o.concurrency.value));
  if (!o.prompt.value.empty()) s.field("Prompt", o.prompt.value);
  if (!o.aggregation.value.empty()) s.field("Aggregation", o.aggregation.value);
  s.field("Runs", std::to_string(o.runs.value));
  if (!o.build.value.empty()) s.field("Measured on build", o.build.value);
  if (o.cells.empty()) {
    s.paragraph("No values for this metric in this profile.");
  } else {
    std::vector<std::vector<std::string>> rows;
    for (const auto& cell : o.cells) {
      const Arm* arm = find_arm(p, cell.arm.value);
      rows.push_back({arm ? arm->label.value : cell.arm.value + " (no such arm)",
                      arm && !arm->quantization.value.empty() ? arm->quantization.value : "unknown",
                      join_nonempty({cell.value.value.to_string(), o.unit.value}, " ")});
    }
    s.table({"Arm", "Quantization", "Value"}, std::move(rows));
  }
  s.bullets(texts_of(view.derived));
  s.bullets(texts_of(o.notes));
}

}  // namespace

void add_observation_sections(Document& doc, const Brief& brief) {
  const Profile& p = *brief.profile;
  const Bakeoff& b = p.bakeoff;
  {
    auto& s = doc.section("Reported observations");
    s.bullets(texts_of(brief.observation_caveats));
    if (!b.date.value.empty()) s.field("Date", b.date.value);
    if (!b.temperature.value.empty()) s.field("Temperature", b.temperature.value);
    if (!b.setup.value.empty()) s.field("Setup", b.setup.value);
    if (b.runs_per_arm.present) s.field("Runs per arm", std::to_string(b.runs_per_arm.value));
    if (b.noise_percent.present)
      s.field("Noise threshold",
              "differences under about " + b.noise_percent.value.to_string() + "% are noise, by the source");
    if (!b.reporter.value.empty()) s.field("Reported by", b.reporter.value);
    std::vector<std::string> arms;
    for (const auto& a : b.arms) {
      arms.push_back(join_nonempty({a.label.value + " (" + a.id.value + ")" + (a.subject.value ? ", this profile:" : ":"),
                           a.runtime.value.empty() ? "" : "runtime " + a.runtime.value + ";",
                           "quantization " + (a.quantization.value.empty() ? std::string("unknown") : a.quantization.value) +
                               (a.build.value.empty() ? "." : ";"),
                           a.build.value.empty() ? "" : "build " + a.build.value + ".",
                           join_nonempty(texts_of(a.notes), " ")},
                          " "));
    }
    if (!arms.empty()) s.paragraph("Arms:");
    s.bullets(arms);
    if (s.blocks.empty() && brief.observations.empty() && b.notes.empty()) s.paragraph(kNoneInProfile);
  }
  for (const auto& view : brief.observations) add_observation(doc, p, view);
  if (!b.notes.empty()) {
    auto& s = doc.section("Bake-off notes", 3);
    s.bullets(texts_of(b.notes));
  }
}

}  // namespace brief::rendering
