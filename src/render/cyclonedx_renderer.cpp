// CycloneDX 1.6 JSON: what supply-chain tools (Dependency-Track, license scanners) read.
// The pinned checkpoint and drafter are machine-learning-model components, the kit an
// application, the engine a framework, the hardware a device. A license is an SPDX id only
// where the id is on the SPDX list brief ships, a name otherwise, and absent where unknown;
// what brief does not know is said in compositions and brief: properties, never by a silent
// gap. No hash is written: a profile knows git revisions (pedigree commits), not file hashes.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "brief/render.h"
#include "brief/version.h"
#include "render/brief_document.h"
#include "render/enum_phrases.h"
#include "derive/licenses.h"
#include "derive/reference_data.h"
#include "derive/spdx_expression.h"

namespace brief {
namespace {

using ojson = nlohmann::ordered_json;

ojson property(const std::string& name, const std::string& value) {
  return ojson{{"name", "brief:" + name}, {"value", value}};
}

// One id of the SPDX list as `license.id`, a valid SPDX expression as `expression`, anything
// else (`MIT+`, `(MIT`, `Apache-2.0 WITH Commons-Clause`) as a named license, as written;
// nothing when no license was read: an unknown license is never given one.
ojson license_choice(const License& l) {
  const std::string& spdx = l.spdx.value;
  if (!spdx.empty()) {
    if (derivation::is_spdx_list_id(spdx))
      return ojson::array({ojson{{"license", ojson{{"id", spdx}, {"acknowledgement", "declared"}}}}});
    if (derivation::spdx_expression_problem(spdx).empty())
      return ojson::array({ojson{{"expression", spdx}, {"acknowledgement", "declared"}}});
  }
  const std::string name = !l.name.value.empty() ? l.name.value : !l.license_ref.value.empty() ? l.license_ref.value : spdx;
  if (name.empty()) return nullptr;
  return ojson::array({ojson{{"license", ojson{{"name", name}, {"acknowledgement", "declared"}}}}});
}

void add_license_properties(ojson& props, const License& l) {
  props.push_back(property("license.subject", l.subject.value));
  props.push_back(property("license.role", rendering::name_of(l.role.value)));
  // The derived state, as the JSON brief gives it: "not stated" is not "not read".
  const TextRead text = derivation::text_read_state(l);
  props.push_back(property("license.text_read", text == TextRead::read ? "true" : "false"));
  props.push_back(property("license.text_read_state", rendering::text_read_name(text)));
  props.push_back(property("license.commercial_use", rendering::name_of(l.commercial.value)));
  if (l.spdx.value.empty() && l.name.value.empty() && l.license_ref.value.empty())
    props.push_back(property("license.state", "unknown: no license was read; none is given here"));
  if (!l.credited_by.value.empty()) props.push_back(property("license.credited_by", l.credited_by.value));
  for (const auto& n : l.notes) props.push_back(property("license.note", n.value));
}

const char* component_type(PinRole role) {
  switch (role) {
    case PinRole::checkpoint:
    case PinRole::drafter: return "machine-learning-model";
    case PinRole::runtime: return "application";
    default: return "data";
  }
}

// The license of a pinned component: the one whose target is the pin's repo, else the one
// whose role goes with the pin's role (weights: checkpoint, drafter: drafter, kit: runtime).
const License* license_for(const Profile& p, const Pin& pin) {
  for (const auto& l : p.licenses)
    if (!l.target.value.empty() && l.target.value == pin.repo.value) return &l;
  const auto matches = [&](LicenseRole r) {
    return (pin.role.value == PinRole::checkpoint && r == LicenseRole::weights) ||
           (pin.role.value == PinRole::drafter && r == LicenseRole::drafter) ||
           (pin.role.value == PinRole::runtime && r == LicenseRole::kit);
  };
  for (const auto& l : p.licenses)
    if (matches(l.role.value)) return &l;
  return nullptr;
}

bool is_component_pin(const Pin& pin) {
  return pin.role.value == PinRole::checkpoint || pin.role.value == PinRole::drafter ||
         pin.role.value == PinRole::runtime;
}

ojson commit_of(const Pin& pin) {
  return ojson{{"uid", pin.revision.value.hash},
               {"message", fmt::format("brief pin {} ({}) of {}", pin.id.value, rendering::name_of(pin.role.value),
                                       pin.repo.value)}};
}

}  // namespace

std::string render_cyclonedx(const Brief& brief, const RenderOptions& options) {
  if (!brief.profile) throw std::invalid_argument("brief has no profile to render");
  const Profile& p = *brief.profile;
  const std::string profile_ref = "profile:" + p.id.value;

  ojson components = ojson::array();
  ojson compositions = ojson::array();
  ojson incomplete = ojson::array({profile_ref});
  ojson unknown = ojson::array();
  ojson depends = ojson::array();
  std::vector<const License*> used;

  for (const auto& pin : p.pins) {
    if (!is_component_pin(pin)) continue;
    const std::string ref = "pin:" + pin.id.value;
    ojson c{{"type", component_type(pin.role.value)}, {"bom-ref", ref}, {"name", pin.repo.value}};
    ojson props = ojson::array();
    props.push_back(property("pin.id", pin.id.value));
    props.push_back(property("pin.role", rendering::name_of(pin.role.value)));
    props.push_back(property("pin.repo", pin.repo.value));
    const Revision& rev = pin.revision.value;
    if (rev.state == Revision::State::pinned) {
      c["version"] = rev.hash;
      c["pedigree"] = ojson{{"commits", ojson::array({commit_of(pin)})}};
    } else {
      props.push_back(property("pin.revision", rendering::name_of(rev.state) + std::string(rev.why.empty() ? "" : ": " + rev.why)));
    }
    if (const License* l = license_for(p, pin)) {
      used.push_back(l);
      if (ojson lic = license_choice(*l); !lic.is_null()) c["licenses"] = std::move(lic);
      add_license_properties(props, *l);
    } else {
      props.push_back(property("license.state", "unknown: the profile names no license for this component"));
    }
    if (!pin.scope.value.empty()) props.push_back(property("pin.scope", pin.scope.value));
    if (!pin.note.value.empty()) props.push_back(property("pin.note", pin.note.value));
    c["properties"] = std::move(props);
    // A pinned revision says which component, not what is inside it: incomplete. Without a
    // pin brief cannot even say which revision: unknown.
    (rev.state == Revision::State::pinned ? incomplete : unknown).push_back(ref);
    depends.push_back(ref);
    components.push_back(std::move(c));
  }

  // Licensed things without a pin of their own (the engine, datasets): named by their target.
  for (const auto& l : p.licenses) {
    if (std::find(used.begin(), used.end(), &l) != used.end()) continue;
    const std::string ref = "license:" + l.subject.value;
    const char* type = l.role.value == LicenseRole::engine      ? "framework"
                       : l.role.value == LicenseRole::dataset   ? "data"
                       : l.role.value == LicenseRole::weights || l.role.value == LicenseRole::drafter
                           ? "machine-learning-model"
                       : l.role.value == LicenseRole::kit ? "application"
                                                          : "library";
    ojson c{{"type", type}, {"bom-ref", ref}, {"name", l.target.value.empty() ? l.subject.value : l.target.value}};
    if (std::string(type) == "data") c["data"] = ojson::array({ojson{{"type", "dataset"}, {"name", c["name"]}}});
    if (ojson lic = license_choice(l); !lic.is_null()) c["licenses"] = std::move(lic);
    ojson props = ojson::array();
    props.push_back(property("pin.revision", l.revision.value.empty() ? "unknown: no pin names this component"
                                                                       : "license revision " + l.revision.value));
    add_license_properties(props, l);
    c["properties"] = std::move(props);
    unknown.push_back(ref);
    depends.push_back(ref);
    components.push_back(std::move(c));
  }

  {
    const std::string ref = "hardware:" + p.hardware.id.value;
    ojson c{{"type", "device"}, {"bom-ref", ref},
            {"name", brief.hardware ? brief.hardware->name.value : p.hardware.id.value}};
    ojson props = ojson::array();
    props.push_back(property("hardware.id", p.hardware.id.value));
    props.push_back(property("hardware.nodes", std::to_string(p.hardware.nodes.value)));
    props.push_back(property("hardware.in_catalog", brief.hardware ? "true" : "false"));
    if (brief.hardware)
      for (const auto& pool : brief.hardware->pools) {
        props.push_back(property("hardware.pool." + pool.id.value + ".nominal", format_bytes(pool.nominal.value)));
        props.push_back(property("hardware.pool." + pool.id.value + ".usable", format_bytes(pool.usable.value)));
      }
    c["properties"] = std::move(props);
    (brief.hardware ? incomplete : unknown).push_back(ref);
    depends.push_back(ref);
    components.push_back(std::move(c));
  }

  ojson props = ojson::array();
  props.push_back(property("profile.id", p.id.value));
  props.push_back(property("unchecked", options.unchecked() ? "true" : "false"));
  for (const auto& d : options.unchecked_findings) props.push_back(property("unchecked.finding", d.code + " " + d.message));
  for (const auto& d : options.disputed_findings) props.push_back(property("disputed.finding", rendering::sentence(dispute_phrase(d))));
  props.push_back(property("verdict.memory", rendering::phrase_of(brief.memory.kind)));
  for (const auto& r : brief.memory.reasons) props.push_back(property("verdict.memory.reason", r.text));
  props.push_back(property("verdict.commercial_recommendation", brief.commercial.possible ? "possible" : "blocked"));
  for (const auto& b : brief.commercial.blockers) props.push_back(property("verdict.commercial_recommendation.blocker", b.text));
  props.push_back(property("resident_total", format_bytes(brief.resident_total)));
  for (const auto& row : brief.rows) {
    const Component& c = *row.component;
    props.push_back(property("row." + c.id.value + ".role", rendering::name_of(c.role.value)));
    props.push_back(property("row." + c.id.value + ".resident", format_bytes_with_why(c.resident.value)));
  }
  props.push_back(property("claims.commercial_recommendation", p.claims.commercial_recommendation.value ? "true" : "false"));
  props.push_back(property("claims.memory_fit", p.claims.memory_fit.value ? "true" : "false"));
  props.push_back(property("claims.deployment_done", p.claims.deployment_done.value ? "true" : "false"));
  props.push_back(property("claims.runtime_claimed", p.claims.runtime_claimed.value ? "true" : "false"));
  props.push_back(property("hashes", "none: the profile knows git revisions (pedigree commits), not file hashes"));

  ojson subject{{"type", "application"}, {"bom-ref", profile_ref}, {"name", p.title.value.empty() ? p.id.value : p.title.value}};
  if (!p.subtitle.value.empty()) subject["description"] = p.subtitle.value;
  ojson other_commits = ojson::array();
  for (const auto& pin : p.pins)
    if (!is_component_pin(pin) && pin.revision.value.state == Revision::State::pinned) other_commits.push_back(commit_of(pin));
  if (!other_commits.empty()) subject["pedigree"] = ojson{{"commits", std::move(other_commits)}};
  for (const auto& pin : p.pins)
    if (!is_component_pin(pin) && pin.revision.value.state != Revision::State::pinned)
      props.push_back(property("pin." + pin.id.value + ".revision", rendering::name_of(pin.revision.value.state)));
  subject["properties"] = std::move(props);

  compositions.push_back(ojson{{"aggregate", "incomplete"}, {"assemblies", std::move(incomplete)}});
  if (!unknown.empty()) compositions.push_back(ojson{{"aggregate", "unknown"}, {"assemblies", std::move(unknown)}});

  ojson bom{{"$schema", "http://cyclonedx.org/schema/bom-1.6.schema.json"},
            {"bomFormat", "CycloneDX"},
            {"specVersion", "1.6"},
            {"version", 1},
            {"metadata",
             ojson{{"tools", ojson{{"components", ojson::array({ojson{{"type", "application"},
                                                                        {"name", "brief"},
                                                                        {"version", std::string(version())}}})}}},
                   {"component", std::move(subject)}}},
            {"components", std::move(components)},
            {"dependencies", ojson::array({ojson{{"ref", profile_ref}, {"dependsOn", std::move(depends)}}})},
            {"compositions", std::move(compositions)}};
  return bom.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace brief
