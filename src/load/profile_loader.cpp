// YAML tree -> Profile. One small function per section; each key the format allows is
// named exactly once here (the allowed set of a mapping is the set of keys read from it).
#include <fmt/format.h>
#include "brief/load.h"
#include "load/loaded_document.h"
#include "load/format_limits.h"
#include "load/model_loader.h"
#include "model/names.h"

namespace brief {

namespace load {
namespace {

// A sequence of mappings, each read by `read` into a new element of `out`.
template <class T>
void each_item(MapReader& m, std::string_view key, std::vector<T>& out, const std::string& what,
               void (*read)(MapReader&, T&), Need need = Need::optional) {
  SchemaFindings& f = m.findings();
  m.list(key, [&](const YamlNode& node) {
    T item{};
    item.loc = node.loc;
    {
      MapReader r(node, what, f, "an item of '" + std::string(key) + "'");
      if (!r.ok()) return;
      read(r, item);
    }
    out.push_back(std::move(item));
  }, need);
}

// A word from a short closed list, read as text: anything else is a located finding.
void one_of(const Text& t, std::string_view key, std::initializer_list<std::string_view> allowed, SchemaFindings& f) {
  if (!t.present) return;
  for (std::string_view a : allowed)
    if (t.value == a) return;
  f.add(t.loc, codes::BS002, fmt::format("unknown value '{}' for '{}'", t.value, key),
        fmt::format("allowed: {}", fmt::join(allowed, ", ")));
}

void read_residence(MapReader& m, Residence& r) {
  m.text("id", r.id, Need::required);
  m.text("name", r.name);
  m.enumeration("kind", r.kind, kResidenceKinds, Need::required);
  m.text("note", r.note);
}

void read_component(MapReader& m, Component& c) {
  m.text("id", c.id, Need::required);
  m.text("name", c.name, Need::required);
  m.enumeration("role", c.role, kComponentRoles, Need::required);
  m.text("overlaps", c.overlaps);
  m.text("residence", c.residence);
  m.enumeration("sharding", c.sharding, kShardings);
  m.text("placement", c.placement);
  m.enumeration("access", c.access, kAccesses);
  m.bytes("file_size", c.file_size);
  m.bytes("per_rank", c.per_rank);
  m.bytes("resident", c.resident);
  m.text("evidence", c.evidence);
  m.text("gap", c.gap);
  m.texts("notes", c.notes);
  // "Never write 0": unknown is not zero. A not-present row with bytes is BM104's; any other
  // row with an exact 0 states a measurement no source makes.
  if (c.role.present && c.role.value != ComponentRole::not_present) {
    for (auto [key, bytes] : {std::pair{"file_size", &c.file_size}, std::pair{"per_rank", &c.per_rank},
                              std::pair{"resident", &c.resident}}) {
      if (bytes->present && bytes->value.is_known() && bytes->value.value() == 0)
        m.findings().add(bytes->loc, codes::BS005, fmt::format("0 bytes for '{}' of component '{}'", key, c.id.value),
                         "unknown is not zero: write unknown (or {unknown: \"why\"}) until a source gives the "
                         "bytes; role not-present for a component the recipe does not have");
    }
  }
}

void read_license(MapReader& m, License& l) {
  m.text("subject", l.subject, Need::required);
  m.enumeration("role", l.role, kLicenseRoles, Need::required);
  m.text("target", l.target);
  m.text("name", l.name);
  m.text("spdx", l.spdx);
  m.text("license_ref", l.license_ref);
  m.boolean("text_read", l.text_read);
  m.enumeration("commercial", l.commercial, kCommercialUses, Need::required);
  m.text("credited_by", l.credited_by);
  m.text("revision", l.revision);
  m.texts("notes", l.notes);
}

void read_pin(MapReader& m, Pin& p) {
  m.text("id", p.id, Need::required);
  m.enumeration("role", p.role, kPinRoles, Need::required);
  m.text("repo", p.repo, Need::required);
  m.revision("revision", p.revision, Need::required);
  m.text("scope", p.scope);
  m.text("note", p.note);
}

void read_build(MapReader& m, Build& b) {
  m.text("id", b.id, Need::required);
  m.text("of", b.of);
  m.text("note", b.note);
}

void read_source(MapReader& m, SourceRef& s) {
  m.text("title", s.title, Need::required);
  m.text("pin", s.pin);
  m.text("note", s.note);
}

void read_disk_item(MapReader& m, DiskItem& d) {
  m.text("what", d.what, Need::required);
  m.bytes("size", d.size, Need::required);
  m.text("note", d.note);
}

void read_step(MapReader& m, Step& s) {
  m.text("text", s.text, Need::required);
  m.text("covers", s.covers);
}

void read_profile_ref(MapReader& m, ProfileRef& p) {
  m.text("id", p.id, Need::required);
  m.boolean("external", p.external);
  m.text("why", p.why);
}

void read_catalog_run(MapReader& m, CatalogRun& r) {
  m.enumeration("kind", r.kind, kCatalogRunKinds, Need::required);
  m.text("by", r.by, Need::required);
  m.text("date", r.date, Need::required);
  m.texts("pins", r.pins, Need::required);
  m.integer("nodes", r.nodes);
  m.text("what", r.what, Need::required);
  m.text("note", r.note);
}

void read_arm(MapReader& m, Arm& a) {
  m.text("id", a.id, Need::required);
  m.text("label", a.label);
  m.boolean("subject", a.subject);
  m.text("runtime", a.runtime);
  m.text("quantization", a.quantization);
  m.text("build", a.build);
  m.texts("notes", a.notes);
}

void read_cell(MapReader& m, Cell& c) {
  m.text("arm", c.arm, Need::required);
  m.decimal("value", c.value, Need::required);
}

void read_observation(MapReader& m, Observation& o) {
  m.text("id", o.id, Need::required);
  m.text("metric", o.metric, Need::required);
  m.text("unit", o.unit);
  m.enumeration("direction", o.direction, kDirections);
  m.count("concurrency", o.concurrency);
  m.text("prompt", o.prompt);
  m.text("aggregation", o.aggregation);
  m.integer("runs", o.runs);
  m.text("build", o.build);
  each_item(m, "cells", o.cells, "cell", read_cell);
  m.texts("notes", o.notes);
}

void read_bakeoff(MapReader& m, Bakeoff& b) {
  m.text("date", b.date);
  m.text("temperature", b.temperature);
  m.text("setup", b.setup);
  m.integer("runs_per_arm", b.runs_per_arm);
  m.decimal("noise_percent", b.noise_percent);
  m.text("reporter", b.reporter);
  each_item(m, "arms", b.arms, "arm", read_arm);
  each_item(m, "observations", b.observations, "observation", read_observation);
  m.texts("notes", b.notes);
}

// A nested mapping section: `key: {...}` read by `read`.
template <class Fn>
void section(MapReader& top, std::string_view key, const std::string& what, SchemaFindings& f, Fn read,
             Need need = Need::optional) {
  if (const YamlNode* node = top.get(key, need)) {
    MapReader m(*node, what, f, std::string(key));
    if (m.ok()) read(m);
  }
}

}  // namespace
}  // namespace load

namespace load {
namespace {

// Rules can still run on a profile whose schema findings left every required fact in place
// (an unknown key is ignored, a duplicate key keeps its first value, a wrongly typed optional
// field reads as absent). Without a required fact the rules would only report noise.
bool usable(const Profile& p, const std::vector<Diagnostic>& findings) {
  for (const auto& d : findings)
    if (d.code == codes::BS004) return false;
  const Claims& c = p.claims;
  return p.format.present && p.id.present && p.title.present && p.hardware.id.present &&
         p.hardware.nodes.present && c.commercial_recommendation.present && c.memory_fit.present &&
         c.deployment_done.present && c.runtime_claimed.present;
}

}  // namespace
}  // namespace load

Profile load_profile(std::string_view text, const std::string& path, const LoadLimits& limits) {
  std::vector<Diagnostic> schema;
  std::optional<Profile> p = load_profile_with_findings(text, path, limits, schema);
  if (!schema.empty()) throw InputError(std::move(schema));
  return std::move(*p);
}

std::optional<Profile> load_profile_with_findings(std::string_view text, const std::string& path,
                                                  const LoadLimits& limits, std::vector<Diagnostic>& schema) {
  using namespace load;
  SchemaFindings f(path);
  const ParsedYaml doc = parse_document(text, path, limits, f);

  Profile p;
  p.path = path;
  {
    MapReader top(doc.root, "profile", f);
    if (top.ok()) {
      read_format(top, p.format, "brief/v1", f);
      top.text("id", p.id, Need::required);
      top.text("title", p.title, Need::required);
      top.text("subtitle", p.subtitle);
      top.text("summary", p.summary);
      section(top, "provenance", "provenance", f, [&](MapReader& m) {
        m.text("kind", p.provenance.kind);
        m.text("reporter", p.provenance.reporter);
        m.boolean("reproduced", p.provenance.reproduced);
      });
      section(top, "hardware", "hardware", f, [&](MapReader& m) {
        m.text("id", p.hardware.id, Need::required);
        m.integer("nodes", p.hardware.nodes, Need::required);
        m.boolean("matches_pin", p.hardware.matches_pin);
      }, Need::required);
      section(top, "parallelism", "parallelism", f, [&](MapReader& m) {
        m.count("tp", p.parallelism.tp);
        m.count("pp", p.parallelism.pp);
        m.count("ep", p.parallelism.ep);
      });
      top.text("recipe", p.recipe);
      each_item(top, "residences", p.residences, "residence", read_residence);
      each_item(top, "components", p.components, "component", read_component, Need::required);
      each_item(top, "licenses", p.licenses, "license", read_license, Need::required);
      each_item(top, "pins", p.pins, "pin", read_pin);
      each_item(top, "builds", p.builds, "build", read_build);
      section(top, "hashes", "hashes", f, [&](MapReader& m) {
        m.revision("weight_pin", p.hashes.weight_pin);
        m.revision("manifest", p.hashes.manifest);
        m.text("runtime_profile", p.hashes.runtime_profile);
        m.text("runtime_not", p.hashes.runtime_not);
      });
      each_item(top, "sources", p.sources, "source", read_source);
      section(top, "official", "official", f, [&](MapReader& m) {
        m.text("snapshot_pin", p.official.snapshot_pin);
        m.count("routed_experts", p.official.routed_experts);
        m.count("per_rank_experts", p.official.per_rank_experts);
        m.count("parameters", p.official.parameters);
        m.bytes("checkpoint_file", p.official.checkpoint_file);
        m.texts("not_counts", p.official.not_counts);
        m.texts("notes", p.official.notes);
      });
      section(top, "serving", "serving", f, [&](MapReader& m) {
        m.count("slots", p.serving.slots);
        m.text("slots_label", p.serving.slots_label);
        m.count("context_per_request", p.serving.context_per_request);
        m.text("admission", p.serving.admission);
        m.text("readiness_gate", p.serving.readiness_gate);
        m.text("kv_cache_dtype", p.serving.kv_cache_dtype);
        m.text("state_dtype", p.serving.state_dtype);
        m.text("temporal_state_dtype", p.serving.temporal_state_dtype);
        m.text("engine", p.serving.engine);
        m.text("speculative", p.serving.speculative);
        m.count("block_size", p.serving.block_size);
        m.count("max_num_batched_tokens", p.serving.max_num_batched_tokens);
        one_of(p.serving.engine, "engine", {"vllm", "llama.cpp", "sglang", "other"}, m.findings());
        one_of(p.serving.speculative, "speculative", {"none", "mtp", "draft-model"}, m.findings());
        m.texts("notes", p.serving.notes);
      });
      each_item(top, "disk", p.disk, "disk item", read_disk_item);
      top.texts("disk_notes", p.disk_notes);
      section(top, "bakeoff", "bakeoff", f, [&](MapReader& m) { read_bakeoff(m, p.bakeoff); });
      each_item(top, "preflight", p.preflight, "preflight step", read_step);
      top.texts("validation", p.validation);
      top.texts("rollback", p.rollback);
      each_item(top, "do_not_blend", p.do_not_blend, "do_not_blend entry", read_profile_ref);
      each_item(top, "catalog_runs", p.catalog_runs, "catalog run", read_catalog_run);
      section(top, "claims", "claims", f, [&](MapReader& m) {
        m.boolean("commercial_recommendation", p.claims.commercial_recommendation, Need::required);
        m.boolean("memory_fit", p.claims.memory_fit, Need::required);
        m.boolean("deployment_done", p.claims.deployment_done, Need::required);
        m.boolean("runtime_claimed", p.claims.runtime_claimed, Need::required);
      }, Need::required);
      if (const YamlNode* model = top.get("model")) read_model(*model, p.model, f);
    }
  }
  // A count beyond the format's limits makes the file unusable: no rule may loop over it.
  const std::size_t before_limits = f.list().size();
  check_profile_limits(p, f);
  const bool within_limits = f.list().size() == before_limits;
  p.suppressions = scan_suppressions(doc.text);
  const bool still_usable = within_limits && usable(p, f.list());
  for (auto& d : f.take_sorted()) schema.push_back(std::move(d));
  p.unknown_reasons = f.take_reasons();
  if (!still_usable) return std::nullopt;
  return p;
}

}  // namespace brief
