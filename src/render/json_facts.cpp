// The remaining parts of the JSON brief: pins, official config, serving, disk, the memory
// verdict, the bake-off and its observations, and the closing lists.
#include "render/json_sections.h"
#include "render/enum_phrases.h"

namespace brief::rendering {

ojson pins_json(const Profile& p) {
  ojson out = ojson::object();
  ojson pins = ojson::array();
  for (const auto& pin : p.pins)
    pins.push_back(ojson{{"id", pin.id.value},
                         {"role", name_of(pin.role.value)},
                         {"repo", pin.repo.value},
                         {"revision", revision_json(pin.revision.value)},
                         {"scope", pin.scope.value},
                         {"note", pin.note.value}});
  out["pins"] = std::move(pins);
  ojson builds = ojson::array();
  for (const auto& b : p.builds)
    builds.push_back(ojson{{"id", b.id.value}, {"of", b.of.value}, {"note", b.note.value}});
  out["builds"] = std::move(builds);
  out["hashes"] = ojson{{"weight_pin", revision_json(p.hashes.weight_pin.value)},
                        {"manifest", revision_json(p.hashes.manifest.value)},
                        {"runtime_profile", p.hashes.runtime_profile.value},
                        {"runtime_not", p.hashes.runtime_not.value}};
  return out;
}

ojson official_json(const Profile& p) {
  const OfficialConfig& o = p.official;
  ojson j = ojson::object();
  j["snapshot_pin"] = o.snapshot_pin.value;
  put_count(j, "routed_experts", o.routed_experts.value);
  put_count(j, "per_rank_experts", o.per_rank_experts.value);
  put_count(j, "parameters", o.parameters.value);
  put_bytes(j, "checkpoint_file", o.checkpoint_file.value);
  j["not_counts"] = texts_json(o.not_counts);
  j["notes"] = texts_json(o.notes);
  return j;
}

ojson serving_json(const Profile& p) {
  const Serving& s = p.serving;
  ojson j = ojson::object();
  put_count(j, "slots", s.slots.value);
  j["slots_label"] = s.slots_label.value;
  put_count(j, "context_per_request", s.context_per_request.value);
  j["admission"] = s.admission.value;
  j["readiness_gate"] = s.readiness_gate.value;
  j["kv_cache_dtype"] = s.kv_cache_dtype.value.empty() ? "unknown" : s.kv_cache_dtype.value;
  j["state_dtype"] = s.state_dtype.value.empty() ? "unknown" : s.state_dtype.value;
  // Only when stated: unset, the temporal state is kept in state_dtype (docs/calculator.md).
  if (!s.temporal_state_dtype.value.empty()) j["temporal_state_dtype"] = s.temporal_state_dtype.value;
  j["notes"] = texts_json(s.notes);
  return j;
}

ojson disk_json(const Profile& p) {
  ojson items = ojson::array();
  for (const auto& d : p.disk) {
    ojson j = ojson::object();
    j["what"] = d.what.value;
    put_bytes(j, "size", d.size.value);
    j["note"] = d.note.value;
    items.push_back(std::move(j));
  }
  return ojson{{"items", std::move(items)}, {"notes", texts_json(p.disk_notes)}};
}

ojson memory_verdict_json(const MemoryVerdict& m) {
  ojson j = ojson::object();
  j["kind"] = name_of(m.kind);
  j["claim_supported"] = m.claim_supported;
  j["reasons"] = caveats_json(m.reasons);
  ojson pools = ojson::array();
  for (const auto& pool : m.pools) {
    ojson pj = ojson::object();
    pj["node"] = pool.node;
    pj["pool_id"] = pool.pool_id;
    pj["pool_label"] = pool.pool_label;
    ojson terms = ojson::array();
    for (const auto& t : pool.terms) {
      ojson tj = ojson::object();
      tj["component"] = t.component ? t.component->id.value : std::string();
      tj["counted"] = t.in_total;  // the JSON key stays "counted" (v2)
      put_bytes(tj, "bytes", t.bytes);
      tj["why"] = t.why;
      terms.push_back(std::move(tj));
    }
    pj["terms"] = std::move(terms);
    put_bytes(pj, "total", pool.total);
    put_bytes(pj, "lower_bound", pool.lower_bound);
    pj["unknown_rows"] = strings_json(pool.unknown_rows);
    put_bytes(pj, "usable", pool.usable);
    pj["capacity_source"] = pool.capacity_source;
    pj["placed"] = pool.placed;
    if (pool.headroom) put_bytes(pj, "headroom", *pool.headroom);
    pools.push_back(std::move(pj));
  }
  j["pools"] = std::move(pools);
  j["missing_facts"] = caveats_json(m.missing_facts);
  return j;
}

ojson bakeoff_json(const Profile& p) {
  const Bakeoff& b = p.bakeoff;
  ojson j = ojson::object();
  j["date"] = b.date.value;
  j["temperature"] = b.temperature.value;
  j["setup"] = b.setup.value;
  j["runs_per_arm"] = b.runs_per_arm.value;
  j["noise_percent"] = decimal_json(b.noise_percent.value);
  j["reporter"] = b.reporter.value;
  ojson arms = ojson::array();
  for (const auto& a : b.arms)
    arms.push_back(ojson{{"id", a.id.value},
                         {"label", a.label.value},
                         {"subject", a.subject.value},
                         {"runtime", a.runtime.value},
                         {"quantization", a.quantization.value.empty() ? std::string("unknown")
                                                                      : a.quantization.value},
                         {"build", a.build.value},
                         {"notes", texts_json(a.notes)}});
  j["arms"] = std::move(arms);
  j["notes"] = texts_json(b.notes);
  return j;
}

ojson observations_json(const Brief& brief) {
  ojson out = ojson::array();
  for (const auto& view : brief.observations) {
    const Observation& o = *view.observation;
    ojson j = ojson::object();
    j["id"] = o.id.value;
    j["metric"] = o.metric.value;
    j["unit"] = o.unit.value;
    j["direction"] = name_of(o.direction.value);
    put_count(j, "concurrency", o.concurrency.value);
    j["prompt"] = o.prompt.value;
    j["aggregation"] = o.aggregation.value;
    j["runs"] = o.runs.value;
    j["build"] = o.build.value;
    ojson cells = ojson::array();
    for (const auto& c : o.cells)
      cells.push_back(ojson{{"arm", c.arm.value},
                            {"value", decimal_json(c.value.value)},
                            {"value_text", c.value.value.to_string()}});
    j["cells"] = std::move(cells);
    j["derived"] = caveats_json(view.derived);
    j["notes"] = texts_json(o.notes);
    out.push_back(std::move(j));
  }
  return out;
}

ojson closing_json(const Profile& p) {
  ojson j = ojson::object();
  ojson steps = ojson::array();
  for (const auto& s : p.preflight) steps.push_back(ojson{{"text", s.text.value}, {"covers", s.covers.value}});
  j["preflight"] = std::move(steps);
  j["validation"] = texts_json(p.validation);
  j["rollback"] = texts_json(p.rollback);
  ojson blend = ojson::array();
  for (const auto& r : p.do_not_blend)
    blend.push_back(ojson{{"id", r.id.value}, {"external", r.external.value}, {"why", r.why.value}});
  j["do_not_blend"] = std::move(blend);
  ojson sources = ojson::array();
  for (const auto& s : p.sources)
    sources.push_back(ojson{{"title", s.title.value}, {"pin", s.pin.value}, {"note", s.note.value}});
  j["sources"] = std::move(sources);
  return j;
}

}  // namespace brief::rendering
