// The `model:` section: architecture facts, each known / unknown / not present with where
// it came from. Strict like the rest of the loader: unknown keys, wrong types and dangling
// `from:` ids are located findings.
#include "load/model_loader.h"

#include <set>

#include <fmt/format.h>

#include "load/map_reader.h"
#include "model/names.h"

namespace brief::load {
namespace {

// A fact: 12, unknown, {unknown: why}, not-present, or {value: 12, from: config}.
void read_fact(const YamlNode& node, const std::string& key, Located<ModelFact>& out, SchemaFindings& f) {
  if (node.is_scalar() && node.plain && node.text == "not-present") {
    out.value = ModelFact{};
    out.value.not_present = true;
    out.loc = node.loc;
    out.present = true;
    return;
  }
  if (node.is_mapping() && !node.keys.empty() && node.keys[0].text != "unknown") {
    MapReader m(node, fmt::format("fact '{}'", key), f, key);
    Located<Count> count;
    m.count("value", count, Need::required);
    m.text("from", out.value.from);
    if (!count.present) return;
    out.value.count = count.value;
    out.loc = node.loc;
    out.present = true;
    return;
  }
  Located<Count> count;
  read_count(node, key, count, f);
  if (!count.present) return;
  out.value.count = count.value;
  out.loc = count.loc;
  out.present = true;
}

void fact(MapReader& m, std::string_view key, Located<ModelFact>& out) {
  if (const YamlNode* v = m.get(key)) read_fact(*v, std::string(key), out, m.findings());
}

// A named fact, in the forms of read_fact: bfloat16, unknown, {unknown: why}, not-present, or
// {value: bfloat16, from: config}.
void name_fact(MapReader& m, std::string_view key, Located<ModelName>& out) {
  const YamlNode* node = m.get(key);
  if (!node) return;
  SchemaFindings& f = m.findings();
  if (node->is_scalar() && node->plain && node->text == "not-present") {
    out.value = ModelName{};
    out.value.not_present = true;
  } else if (node->is_mapping() && !node->keys.empty() && node->keys[0].text != "unknown") {
    MapReader r(*node, fmt::format("fact '{}'", key), f, std::string(key));
    Text value;
    r.text("value", value, Need::required);
    r.text("from", out.value.from);
    if (!value.present) return;
    out.value.value = value.value;
  } else if (node->is_mapping() || (node->is_scalar() && node->text == "unknown")) {
    Located<Count> why;  // unknown or {unknown: why}, read as every fact's
    read_count(*node, std::string(key), why, f);
    if (!why.present) return;
    out.value.why = why.value.why;
  } else {
    Text value;
    read_text(*node, std::string(key), value, f);
    if (!value.present) return;
    out.value.value = value.value;
  }
  out.loc = node->loc;
  out.present = true;
}

template <class T>
void each(MapReader& m, std::string_view key, std::vector<T>& out, const std::string& what,
          void (*read)(MapReader&, T&)) {
  SchemaFindings& f = m.findings();
  m.list(key, [&](const YamlNode& node) {
    T item{};
    item.loc = node.loc;
    {
      MapReader r(node, what, f, fmt::format("an item of '{}'", key));
      if (!r.ok()) return;
      read(r, item);
    }
    out.push_back(std::move(item));
  });
}

void read_source(MapReader& m, FactSource& s) {
  m.text("id", s.id, Need::required);
  m.enumeration("origin", s.origin, kFactOrigins, Need::required);
  m.text("document", s.document);
  m.text("revision", s.revision);
  m.text("header_sha256", s.header_sha256);
  m.texts("quotes", s.quotes);
}

void read_group(MapReader& m, LayerGroup& g) {
  m.enumeration("kind", g.kind, kLayerKinds, Need::required);
  m.integer("count", g.count, Need::required);
  for (const auto& s : kAttentionShapes) fact(m, s.key, g.*s.member);
  m.enumeration("linear", g.linear, kLinearKinds);
  for (const auto& s : kLinearShapes) fact(m, s.key, g.*s.member);
}

void read_parameters(MapReader& m, ParameterCount& p) {
  m.enumeration("class", p.cls, kComponentClasses, Need::required);
  fact(m, "count", p.count);
  if (!p.count.present) m.findings().add(p.loc, codes::BS004, "missing required field 'count' in parameter count",
                                         "add 'count:' (an integer, unknown or {unknown: why})");
}

void read_stored(MapReader& m, StoredClass& s) {
  m.enumeration("class", s.cls, kComponentClasses, Need::required);
  m.decimal("bits_per_weight", s.bits_per_weight);
  m.bytes("bytes", s.bytes);
  m.text("from", s.from);
  m.text("note", s.note);
}

std::string linear_kind_names() {
  std::vector<std::string_view> names;
  for (const auto& e : kLinearKinds) names.push_back(e.name);
  return join_names(names);
}

// What each kind of layer needs; a missing shape is a finding, not a silent default.
void check_group(const LayerGroup& g, const Model& model, SchemaFindings& f) {
  auto need = [&](const Located<ModelFact>& fact, const Located<ModelFact>& fallback, const char* key) {
    if (!fact.present && !fallback.present)
      f.add(g.loc, codes::BS004, fmt::format("missing '{}' for a {} layer group", key, name_of(g.kind.value)),
            fmt::format("write '{}:' here or at the model level (unknown is allowed)", key));
  };
  const Located<ModelFact> none;
  switch (g.kind.value) {
    case LayerKind::sliding_window:
      need(g.window, none, "window");
      [[fallthrough]];
    case LayerKind::full_attention:
      need(g.kv_heads, model.kv_heads, "kv_heads");
      need(g.head_dim, model.head_dim, "head_dim");
      break;
    case LayerKind::mla:
      need(g.kv_lora_rank, none, "kv_lora_rank");
      need(g.qk_rope_head_dim, none, "qk_rope_head_dim");
      break;
    case LayerKind::linear_attention:
      if (!g.linear.present) {
        f.add(g.loc, codes::BS004, "missing 'linear' for a linear-attention layer group",
              "write linear: " + linear_kind_names());
        break;
      }
      // Each kind needs the shapes its state is sized from (calculator_kv.cpp).
      if (g.linear.value != LinearKind::mamba && g.linear.value != LinearKind::lightning) {
        need(g.key_heads, none, "key_heads");
        need(g.key_head_dim, none, "key_head_dim");
        need(g.value_head_dim, none, "value_head_dim");
        need(g.conv_kernel, none, "conv_kernel");
      } else if (g.linear.value == LinearKind::mamba) {
        need(g.key_head_dim, none, "key_head_dim");
        need(g.conv_kernel, none, "conv_kernel");
      } else {
        need(g.value_head_dim, none, "value_head_dim");
      }
      need(g.value_heads, none, "value_heads");
      break;
    case LayerKind::feed_forward:  // no cache: nothing to size
      break;
  }
}

// A zero where zero is not a size: 0 KV heads would divide by zero, 0 layers or a 0 head_dim
// make every cache 0 bytes. Each is refused where it is written, never computed with.
void refuse_zero(const Located<ModelFact>& fact, std::string_view key, std::string_view why, SchemaFindings& f) {
  if (!fact.present || !fact.value.known() || fact.value.value() != 0) return;
  f.add(fact.loc, codes::BS005, fmt::format("'{}: 0' is not a {}", key, why),
        fmt::format("write the config's {} (at least 1), or unknown when the source does not give it", key));
}

void check_zeros(const Model& model, SchemaFindings& f) {
  for (const auto& c : kNonzeroModelFacts) refuse_zero(model.*c.member, c.key, c.zero_is_not, f);
  for (const auto& g : model.layer_groups) {
    if (g.count.present && g.count.value == 0)
      f.add(g.count.loc, codes::BS005, "'count: 0' is not a layer group", "leave the group out, or write its layers");
    for (const auto shapes : kGroupShapeLists)
      for (const auto& s : shapes)
        if (!s.zero_is_not.empty()) refuse_zero(g.*s.member, s.key, s.zero_is_not, f);
  }
}

// Every `from:` names a declared source.
void check_from(const Model& model, SchemaFindings& f) {
  std::set<std::string> ids;
  for (const auto& s : model.sources) ids.insert(s.id.value);
  auto check = [&](const Text& from) {
    if (from.present && !ids.count(from.value))
      f.add(from.loc, codes::BS005, fmt::format("'from: {}' names no source of the model section", from.value),
            ids.empty() ? std::string("declare it under model.sources")
                        : fmt::format("declared sources: {}", fmt::join(ids, ", ")));
  };
  check(model.from);
  for (const auto& x : kModelFacts) check((model.*x.member).value.from);
  check(model.dtype.value.from);
  for (const auto& p : model.parameters) check(p.count.value.from);
  for (const auto& s : model.stored) check(s.from);
  for (const auto& g : model.layer_groups)
    for (const auto shapes : kGroupShapeLists)
      for (const auto& s : shapes) check((g.*s.member).value.from);
}

}  // namespace

void read_model(const YamlNode& node, Model& model, SchemaFindings& f) {
  MapReader m(node, "model", f, "model");
  if (!m.ok()) return;
  model.present = true;
  model.loc = node.loc;
  m.text("from", model.from);
  each(m, "sources", model.sources, "fact source", read_source);
  m.text("architecture", model.architecture);
  m.text("checkpoint", model.checkpoint);
  each(m, "parameters", model.parameters, "parameter count", read_parameters);
  fact(m, "layers", model.layers);
  // layer_groups: a list, or unknown / {unknown: why} when the source does not give the layout.
  if (const YamlNode* v = m.get("layer_groups")) {
    if (v->is_sequence()) {
      for (const YamlNode& item : v->items) {
        LayerGroup g{};
        g.loc = item.loc;
        {
          MapReader r(item, "layer group", f, "an item of 'layer_groups'");
          if (!r.ok()) continue;
          read_group(r, g);
        }
        model.layer_groups.push_back(std::move(g));
      }
    } else {
      Located<Count> why;
      read_count(*v, "layer_groups", why, f);
      if (why.present && why.value.known())
        f.add(v->loc, codes::BS002, "expected a list of layer groups or unknown for 'layer_groups'",
              "write the groups as a list, or {unknown: \"why\"}");
      model.layout_unknown.value = why.value.why.empty() ? "unknown" : why.value.why;
      model.layout_unknown.loc = v->loc;
      model.layout_unknown.present = why.present;
    }
  }
  fact(m, "attention_heads", model.attention_heads);
  fact(m, "kv_heads", model.kv_heads);
  fact(m, "head_dim", model.head_dim);
  fact(m, "vocab", model.vocab);
  fact(m, "max_position_embeddings", model.max_position_embeddings);
  fact(m, "mtp_layers", model.mtp_layers);
  name_fact(m, "dtype", model.dtype);
  if (const YamlNode* e = m.get("experts")) {
    MapReader x(*e, "experts", f, "experts");
    if (x.ok()) {
      fact(x, "routed", model.routed_experts);
      fact(x, "per_token", model.experts_per_token);
      fact(x, "shared", model.shared_experts);
      fact(x, "first_dense_layers", model.first_dense_layers);
    }
  }
  each(m, "stored", model.stored, "stored class", read_stored);
  m.texts("partial", model.partial);
  m.texts("notes", model.notes);
  m.finish();

  for (const auto& g : model.layer_groups)
    if (g.kind.present) check_group(g, model, f);
  if (model.layers.value.known() && !model.layer_groups.empty()) {
    int64_t sum = 0;
    for (const auto& g : model.layer_groups) sum += g.count.value;
    if (sum != model.layers.value.value())
      f.add(model.layers.loc, codes::BS005,
            fmt::format("the layer groups count {} layers, 'layers' says {}", sum, model.layers.value.value()),
            "every layer belongs to exactly one group");
  }
  check_zeros(model, f);
  check_from(model, f);
}

}  // namespace brief::load
