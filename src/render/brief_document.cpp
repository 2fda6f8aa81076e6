#include "render/brief_document.h"

#include <stdexcept>

#include <fmt/format.h>

#include "render/enum_phrases.h"

namespace brief::rendering {

std::vector<std::string> texts_of(const std::vector<Caveat>& caveats) {
  std::vector<std::string> out;
  for (const auto& c : caveats) out.push_back(c.text);
  return out;
}

std::vector<std::string> texts_of(const TextList& list) {
  std::vector<std::string> out;
  for (const auto& t : list) out.push_back(t.value);
  return out;
}

Document brief_document(const Brief& brief, const RenderOptions& options) {
  if (!brief.profile) throw std::invalid_argument("brief has no profile to render");
  const Profile& p = *brief.profile;
  Document doc;
  doc.title = p.title.value.empty() ? p.id.value : p.title.value;
  doc.subtitle = p.subtitle.value;
  doc.unchecked = options.unchecked();
  for (const auto& d : options.unchecked_findings) {
    std::string where = d.file;
    if (d.begin.known()) where += fmt::format(":{}:{}", d.begin.line, d.begin.col);
    doc.banner.push_back(join_nonempty({d.code, name_of(d.severity), d.message, where}, " "));
  }
  add_summary_sections(doc, brief);
  add_component_overview(doc, brief);
  add_license_sections(doc, brief);
  add_pin_sections(doc, brief);
  add_component_details(doc, brief);
  add_memory_section(doc, brief);
  add_calculator_section(doc, brief);
  add_observation_sections(doc, brief);
  add_closing_sections(doc, brief);
  add_disputes(doc, options);  // last: it marks claims in every section above, then goes first
  return doc;
}

void add_summary_sections(Document& doc, const Brief& brief) {
  const Profile& p = *brief.profile;
  {
    auto& s = doc.section("Summary");
    s.paragraph(p.summary.value);
    s.field("Profile", p.id.value);
    s.field("Provenance", brief.provenance_line);
    if (!p.recipe.value.empty()) s.field("Recipe", p.recipe.value);
    s.bullets(texts_of(brief.header));
  }
  auto& s = doc.section("Hardware");
  s.paragraph(brief.hardware_line);
  s.paragraph(brief.pool_statement);
  const Hardware* hw = brief.hardware;
  s.field("Hardware", hw ? hw->name.value + ", id " + hw->id.value
                         : p.hardware.id.value + " (not in the hardware catalog)");
  // A field the profile leaves out is unknown here too, as in the hardware line above.
  s.field("Nodes", p.hardware.nodes.present ? std::to_string(p.hardware.nodes.value) : "unknown");
  s.field("Matches the pinned source's hardware",
          p.hardware.matches_pin.present ? yes_no(p.hardware.matches_pin.value) : "unknown");
  s.field("TP", count_phrase(p.parallelism.tp.value));
  s.field("PP", count_phrase(p.parallelism.pp.value));
  s.field("EP", count_phrase(p.parallelism.ep.value));
  if (!hw) return;
  for (const auto& pool : hw->pools) {
    const std::string name = "Pool " + pool.id.value;
    s.field(name, pool_multiplicity(*hw, pool));
    s.field(name + " nominal", join_nonempty({sentence(format_bytes_with_why(pool.nominal.value)),
                                     pool.nominal_source.value.empty() ? "" : sentence("Source: " + pool.nominal_source.value)},
                                    " "));
    s.field(name + " usable", join_nonempty({sentence(format_bytes_with_why(pool.usable.value)),
                                    pool.usable_source.value.empty() ? "" : sentence("Source: " + pool.usable_source.value)},
                                   " "));
    if (!pool.bandwidth.value.empty()) s.field(name + " bandwidth", pool.bandwidth.value);
  }
  if (!hw->interconnect.value.empty()) s.field("Interconnect", hw->interconnect.value);
  s.bullets(texts_of(hw->notes));
  std::vector<std::string> sources;
  for (const auto& src : hw->sources) sources.push_back("Hardware source: " + src.value);
  s.bullets(sources);
}

}  // namespace brief::rendering
