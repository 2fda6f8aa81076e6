// The model facts and the calculator verdict in the JSON brief. Like every other byte count:
// a number, "unknown" or "not-present", never null.
#include "render/json_sections.h"
#include "model/names.h"
#include "render/model_names.h"
#include "render/enum_phrases.h"

namespace brief::rendering {
namespace {

// obj[key]: integer | "unknown" | "not-present"; obj[key_detail]: {state, why, from}.
void put_fact(ojson& obj, const std::string& key, const Located<ModelFact>& f) {
  const ModelFact& v = f.value;
  const char* state = !f.present ? "unknown" : v.not_present ? "not-present" : v.known() ? "known" : "unknown";
  if (f.present && v.known()) obj[key] = v.value();
  else obj[key] = v.not_present ? "not-present" : "unknown";
  obj[key + "_detail"] = ojson{{"state", state}, {"why", v.count.why}, {"from", v.from.value}};
}

ojson group_json(const LayerGroup& g) {
  ojson j = ojson::object();
  j["kind"] = name_of(g.kind.value);
  j["count"] = g.count.value;
  auto opt = [&](std::string_view key, const Located<ModelFact>& f) {
    if (f.present) put_fact(j, std::string(key), f);
  };
  for (const auto& s : kAttentionShapes) opt(s.key, g.*s.member);
  if (g.linear.present) j["linear"] = name_of(g.linear.value);
  for (const auto& s : kLinearShapes) opt(s.key, g.*s.member);
  return j;
}

}  // namespace

ojson model_json(const Model& m) {
  ojson j = ojson::object();
  j["present"] = m.present;
  j["from"] = m.from.value;
  ojson sources = ojson::array();
  for (const auto& s : m.sources)
    sources.push_back(ojson{{"id", s.id.value},
                            {"origin", name_of(s.origin.value)},
                            {"document", s.document.value},
                            {"revision", s.revision.value},
                            {"header_sha256", s.header_sha256.value},
                            {"quotes", texts_json(s.quotes)}});
  j["sources"] = std::move(sources);
  j["architecture"] = m.architecture.value;
  j["checkpoint"] = m.checkpoint.value;
  ojson params = ojson::array();
  for (const auto& p : m.parameters) {
    ojson pj{{"class", name_of(p.cls.value)}};
    put_fact(pj, "count", p.count);
    params.push_back(std::move(pj));
  }
  j["parameters"] = std::move(params);
  put_fact(j, "layers", m.layers);
  ojson groups = ojson::array();
  for (const auto& g : m.layer_groups) groups.push_back(group_json(g));
  j["layer_groups"] = std::move(groups);
  j["layout_unknown"] = m.layout_unknown.value;
  put_fact(j, "attention_heads", m.attention_heads);
  put_fact(j, "kv_heads", m.kv_heads);
  put_fact(j, "head_dim", m.head_dim);
  put_fact(j, "vocab", m.vocab);
  put_fact(j, "max_position_embeddings", m.max_position_embeddings);
  put_fact(j, "mtp_layers", m.mtp_layers);
  // Written only when stated, so the JSON of a profile without them keeps its bytes.
  if (m.dtype.present) {  // as put_fact: the name, "unknown" or "not-present", and its detail
    const auto& d = m.dtype.value;
    j["dtype"] = d.known() ? *d.value : d.not_present ? std::string("not-present") : std::string("unknown");
    j["dtype_detail"] = ojson{{"state", d.not_present ? "not-present" : d.known() ? "known" : "unknown"},
                              {"why", d.why},
                              {"from", d.from.value}};
  }
  if (!m.partial.empty()) j["partial"] = texts_json(m.partial);
  ojson experts = ojson::object();
  put_fact(experts, "routed", m.routed_experts);
  put_fact(experts, "per_token", m.experts_per_token);
  put_fact(experts, "shared", m.shared_experts);
  put_fact(experts, "first_dense_layers", m.first_dense_layers);
  j["experts"] = std::move(experts);
  ojson stored = ojson::array();
  for (const auto& s : m.stored) {
    ojson sj{{"class", name_of(s.cls.value)}};
    sj["bits_per_weight"] = s.bits_per_weight.present ? decimal_json(s.bits_per_weight.value) : ojson("unknown");
    put_bytes(sj, "bytes", s.bytes.present ? s.bytes.value : Bytes::unknown());
    sj["from"] = s.from.value;
    sj["note"] = s.note.value;
    stored.push_back(std::move(sj));
  }
  j["stored"] = std::move(stored);
  j["notes"] = texts_json(m.notes);
  return j;
}

ojson calculator_json(const CalculatorVerdict& c) {
  ojson j = ojson::object();
  j["kind"] = name_of(c.kind);
  j["has_model"] = c.has_model;
  j["reasons"] = caveats_json(c.reasons);
  ojson inputs = ojson::array();
  for (const auto& in : c.inputs) inputs.push_back(ojson{{"name", in.name}, {"value", in.value}, {"source", in.source}});
  j["inputs"] = std::move(inputs);
  ojson nodes = ojson::array();
  for (const auto& n : c.nodes) {
    ojson nj = ojson::object();
    nj["node"] = n.node;
    nj["pool_label"] = n.pool_label;
    ojson terms = ojson::array();
    for (const auto& t : n.terms) {
      ojson tj = ojson::object();
      tj["id"] = t.id;
      tj["label"] = t.label;
      put_bytes(tj, "low", t.low);
      put_bytes(tj, "high", t.high);
      tj["estimate"] = t.estimate;
      tj["formula"] = t.formula;
      tj["assumptions"] = strings_json(t.assumptions);
      tj["missing"] = strings_json(t.missing);
      ojson bounds = ojson::array();
      for (const auto& b : t.bounds) {
        ojson bj{{"name", b.name}, {"formula", b.formula}, {"source", b.source}};
        put_bytes(bj, "bytes", b.bytes);
        bounds.push_back(std::move(bj));
      }
      tj["bounds"] = std::move(bounds);
      terms.push_back(std::move(tj));
    }
    nj["terms"] = std::move(terms);
    put_bytes(nj, "low", n.low);
    put_bytes(nj, "high", n.high);
    put_bytes(nj, "usable", n.usable);
    nj["capacity_source"] = n.capacity_source;
    nodes.push_back(std::move(nj));
  }
  j["nodes"] = std::move(nodes);
  j["missing"] = caveats_json(c.missing);
  j["assumptions"] = caveats_json(c.assumptions);
  return j;
}

}  // namespace brief::rendering
