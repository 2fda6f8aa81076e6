// One JSON document per brief (brief-json/v2, described by schemas/brief.schema.json): keys in
// a stable order, never null, invalid UTF-8 from a profile replaced rather than emitted.
#include <stdexcept>

#include <fmt/format.h>

#include "brief/render.h"
#include "render/json_sections.h"
#include "render/enum_phrases.h"

namespace brief {

using rendering::ojson;

std::string render_json(const Brief& brief, const RenderOptions& options) {
  if (!brief.profile) throw std::invalid_argument("brief has no profile to render");
  const Profile& p = *brief.profile;
  ojson doc = ojson::object();
  doc["brief_format"] = "brief-json/v2";  // v2: approximate byte counts are strings
  doc["profile"] = p.id.value;
  doc["unchecked"] = options.unchecked();
  ojson findings = ojson::array();
  for (const auto& d : options.unchecked_findings)
    findings.push_back(ojson{{"code", d.code},
                             {"severity", rendering::name_of(d.severity)},
                             {"message", d.message},
                             {"file", d.file},
                             {"line", d.begin.line},
                             {"column", d.begin.col}});
  doc["unchecked_findings"] = std::move(findings);
  ojson disputes = ojson::array();
  for (const auto& d : options.disputed_findings)
    disputes.push_back(ojson{{"code", d.code},
                             {"line", d.begin.line},
                             {"column", d.begin.col},
                             {"claim", d.claim},
                             {"finding", d.message},
                             {"reason", d.disputed},
                             {"statement", rendering::sentence(dispute_phrase(d))}});
  doc["disputes"] = std::move(disputes);
  doc["title"] = p.title.value;
  doc["subtitle"] = p.subtitle.value;
  doc["summary"] = p.summary.value;
  doc["provenance"] = ojson{{"kind", p.provenance.kind.value},
                            {"reporter", p.provenance.reporter.value},
                            {"reproduced", p.provenance.reproduced.value}};
  doc["recipe"] = p.recipe.value;
  doc["header_caveats"] = rendering::caveats_json(brief.header);
  doc["hardware"] = rendering::hardware_json(brief);
  ojson par = ojson::object();
  rendering::put_count(par, "tp", p.parallelism.tp.value);
  rendering::put_count(par, "pp", p.parallelism.pp.value);
  rendering::put_count(par, "ep", p.parallelism.ep.value);
  doc["parallelism"] = std::move(par);
  ojson components = rendering::components_json(brief);
  doc["residences"] = std::move(components["residences"]);
  doc["components"] = std::move(components["rows"]);
  doc["absent"] = rendering::strings_json(brief.absent);
  doc["row_caveats"] = rendering::caveats_json(brief.row_caveats);
  rendering::put_bytes(doc, "resident_total", brief.resident_total);
  doc["licenses"] = rendering::licenses_json(brief);
  doc["commercial"] = ojson{{"possible", brief.commercial.possible},
                            {"blockers", rendering::caveats_json(brief.commercial.blockers)}};
  const ojson pins = rendering::pins_json(p);  // named: items() of a temporary dangles
  for (const auto& [key, value] : pins.items()) doc[key] = value;
  doc["official"] = rendering::official_json(p);
  doc["serving"] = rendering::serving_json(p);
  doc["disk"] = rendering::disk_json(p);
  doc["memory_verdict"] = rendering::memory_verdict_json(brief.memory);
  doc["model"] = rendering::model_json(p.model);
  doc["calculator_verdict"] = rendering::calculator_json(brief.calculator);
  doc["bakeoff"] = rendering::bakeoff_json(p);
  doc["observation_caveats"] = rendering::caveats_json(brief.observation_caveats);
  doc["observations"] = rendering::observations_json(brief);
  const ojson closing_lists = rendering::closing_json(p);
  for (const auto& [key, value] : closing_lists.items()) doc[key] = value;
  doc["claims"] = ojson{{"commercial_recommendation", p.claims.commercial_recommendation.value},
                        {"memory_fit", p.claims.memory_fit.value},
                        {"deployment_done", p.claims.deployment_done.value},
                        {"runtime_claimed", p.claims.runtime_claimed.value}};
  doc["closing"] = rendering::caveats_json(brief.closing);
  return doc.dump(2, ' ', false, ojson::error_handler_t::replace) + "\n";
}

}  // namespace brief
