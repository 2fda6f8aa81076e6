// The model: section, fact by fact; layer groups matched by kind, parameter counts and stored
// classes by class, sources by id.
#include <fmt/format.h>

#include "diff/sections.h"
#include "model/names.h"
#include "render/model_names.h"

namespace brief::diffing {
namespace {

Fact model_fact(const Located<ModelName>& f) {
  if (!f.present) return {};
  std::string text = rendering::fact_phrase(f.value);
  if (!f.value.from.value.empty()) text += fmt::format(" (from {})", f.value.from.value);
  return {text, f.loc};
}

Fact model_fact(const Located<ModelFact>& f) {
  if (!f.present) return {};
  std::string text = rendering::fact_phrase(f.value);
  if (!f.value.from.value.empty()) text += fmt::format(" (from {})", f.value.from.value);
  return {text, f.loc};
}

void compare_group(ChangeList& out, const std::string& s, const LayerGroup& p, const LayerGroup& q) {
  const auto field = ChangeKind::field_changed;
  out.compare(field, s + ".count", fact(p.count), fact(q.count));
  auto each = [&](const GroupShape& shape) {
    out.compare(field, fmt::format("{}.{}", s, shape.key), model_fact(p.*shape.member), model_fact(q.*shape.member));
  };
  for (const auto& shape : kAttentionShapes) each(shape);
  const auto linear = [](const LayerGroup& g) {
    return Fact{g.linear.present ? std::string(name_of(g.linear.value)) : std::string(), g.linear.loc};
  };
  out.compare(field, s + ".linear", linear(p), linear(q));
  for (const auto& shape : kLinearShapes) each(shape);
}

std::string group_text(const LayerGroup& g) {
  std::string head = fmt::format("{} layers", g.count.value);
  for (const auto& s : kAttentionShapes) append_field(head, s.key, model_fact(g.*s.member));
  append_field(head, "linear", Fact{g.linear.present ? std::string(name_of(g.linear.value)) : std::string(), g.linear.loc});
  for (const auto& s : kLinearShapes) append_field(head, s.key, model_fact(g.*s.member));
  return head;
}

std::string stored_text(const StoredClass& s) {
  return with_fields(format_bytes(s.bytes.value), {{"bits_per_weight", fact(s.bits_per_weight)}, {"note", fact(s.note)}});
}

std::string source_text(const FactSource& s) {
  return with_fields(s.document.value, {{"revision", fact(s.revision)}, {"header_sha256", fact(s.header_sha256)}});
}

}  // namespace

void diff_model(ChangeList& out, const Profile& a, const Profile& b) {
  const Model& x = a.model;
  const Model& y = b.model;
  const auto field = ChangeKind::field_changed;
  const auto prose = ChangeKind::text_changed;
  if (x.present != y.present) {
    if (y.present) out.added(ChangeKind::item_added, "model", "model facts", y.loc);
    else out.removed(ChangeKind::item_removed, "model", "model facts", x.loc);
  }
  out.compare(prose, "model.from", fact(x.from), fact(y.from));
  out.compare(prose, "model.architecture", fact(x.architecture), fact(y.architecture));
  out.compare(prose, "model.checkpoint", fact(x.checkpoint), fact(y.checkpoint));
  auto each = [&](const char* key, const Located<ModelFact>& p, const Located<ModelFact>& q) {
    out.compare(field, fmt::format("model.{}", key), model_fact(p), model_fact(q));
  };
  each("layers", x.layers, y.layers);
  each("attention_heads", x.attention_heads, y.attention_heads);
  each("kv_heads", x.kv_heads, y.kv_heads);
  each("head_dim", x.head_dim, y.head_dim);
  each("vocab", x.vocab, y.vocab);
  each("experts.routed", x.routed_experts, y.routed_experts);
  each("experts.per_token", x.experts_per_token, y.experts_per_token);
  each("experts.shared", x.shared_experts, y.shared_experts);
  each("experts.first_dense_layers", x.first_dense_layers, y.first_dense_layers);
  out.compare(field, "model.dtype", model_fact(x.dtype), model_fact(y.dtype));
  out.compare(field, "model.partial", fact(x.partial), fact(y.partial));
  out.compare(field, "model.layer_groups", fact(x.layout_unknown), fact(y.layout_unknown));
  const auto kind_key = [](const LayerGroup& g) { return std::string(name_of(g.kind.value)); };
  diff_keyed(out, "model.layer_groups", x.layer_groups, y.layer_groups, kind_key, group_text, ChangeKind::item_added,
             ChangeKind::item_removed,
             [&](const std::string& s, const LayerGroup& p, const LayerGroup& q) { compare_group(out, s, p, q); });
  diff_keyed(out, "model.parameters", x.parameters, y.parameters,
             [](const ParameterCount& p) { return std::string(name_of(p.cls.value)); },
             [](const ParameterCount& p) { return rendering::fact_phrase(p.count.value); }, ChangeKind::item_added,
             ChangeKind::item_removed, [&](const std::string& s, const ParameterCount& p, const ParameterCount& q) {
               out.compare(field, s, model_fact(p.count), model_fact(q.count));
             });
  diff_keyed(out, "model.stored", x.stored, y.stored,
             [](const StoredClass& s) { return std::string(name_of(s.cls.value)); },
             stored_text, ChangeKind::item_added,
             ChangeKind::item_removed, [&](const std::string& s, const StoredClass& p, const StoredClass& q) {
               out.compare_bytes(s + ".bytes", p.bytes, q.bytes);
               out.compare(field, s + ".bits_per_weight", fact(p.bits_per_weight), fact(q.bits_per_weight));
               out.compare(prose, s + ".note", fact(p.note), fact(q.note));
             });
  diff_keyed(out, "model.sources", x.sources, y.sources, [](const FactSource& s) { return s.id.value; },
             source_text, ChangeKind::item_added, ChangeKind::item_removed,
             [&](const std::string& s, const FactSource& p, const FactSource& q) {
               out.compare(prose, s + ".document", fact(p.document), fact(q.document));
               out.compare(ChangeKind::pin_changed, s + ".revision", fact(p.revision), fact(q.revision));
               out.compare(prose, s + ".header_sha256", fact(p.header_sha256), fact(q.header_sha256));
               out.compare(prose, s + ".quotes", fact(p.quotes), fact(q.quotes));
             });
  out.compare(prose, "model.notes", fact(x.notes), fact(y.notes));
}

}  // namespace brief::diffing
