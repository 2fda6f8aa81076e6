// The model facts and the calculator verdict, beside (never inside) the sourced memory
// verdict. Formats what derive computed; computes nothing.
#include <fmt/format.h>

#include "render/brief_document.h"
#include "render/model_names.h"
#include "render/enum_phrases.h"

namespace brief::rendering {
namespace {

std::string interval_phrase(const CalcTerm& t) {
  if (t.low.is_known() && !t.high.is_known()) return fmt::format("at least {}", format_bytes(t.low));
  if (!t.low.is_known() && t.high.is_known()) return fmt::format("at most {}", format_bytes(t.high));
  if (!t.low.is_known() || !t.high.is_known()) return "unknown";
  if (t.low == t.high) return format_bytes(t.low);
  return fmt::format("[{}, {}]", format_bytes(t.low), format_bytes(t.high));
}

std::string term_line(const CalcTerm& t) {
  std::string out = fmt::format("{}: {}", t.label, interval_phrase(t));
  if (t.estimate) out += " (estimate)";
  if (!t.formula.empty()) out += fmt::format(" = {}", t.formula);
  for (const auto& b : t.bounds)
    out += fmt::format("; {}: {}{}{}", b.name, b.bytes.is_known() ? format_bytes(b.bytes) : std::string("unknown"),
                       b.formula.empty() ? std::string() : " = " + b.formula,
                       b.source.empty() ? std::string() : fmt::format(" (source: {})", b.source));
  for (const auto& a : t.assumptions) out += fmt::format("; {}", a);
  for (const auto& m : t.missing) out += fmt::format("; missing: {}", m);
  return sentence(out);
}

void add_model_facts(Document& doc, const Model& m) {
  auto& s = doc.section("Model facts");
  if (!m.architecture.value.empty()) s.field("Architecture", m.architecture.value);
  if (!m.checkpoint.value.empty()) s.field("Checkpoint", m.checkpoint.value);
  for (const auto& p : m.parameters)
    s.field(fmt::format("Parameters ({})", name_of(p.cls.value)), sentence(fact_phrase(p.count.value)));
  s.field("Layers", sentence(m.layers.present ? fact_phrase(m.layers.value) : "unknown"));
  if (m.layer_groups.empty()) {
    s.field("Layer layout", sentence(m.layout_unknown.value.empty() ? "unknown" : "unknown. " + m.layout_unknown.value));
  }
  for (const auto& g : m.layer_groups)
    s.field(fmt::format("Layers of kind {}", name_of(g.kind.value)), std::to_string(g.count.value));
  auto opt = [&](const char* label, const Located<ModelFact>& f) {
    if (f.present) s.field(label, sentence(fact_phrase(f.value)));
  };
  opt("Attention heads", m.attention_heads);
  opt("KV heads", m.kv_heads);
  opt("Head dim", m.head_dim);
  opt("Vocabulary", m.vocab);
  opt("Routed experts", m.routed_experts);
  opt("Experts per token", m.experts_per_token);
  opt("Shared experts", m.shared_experts);
  opt("First dense layers", m.first_dense_layers);
  opt("Context limit (max_position_embeddings)", m.max_position_embeddings);
  opt("MTP layers", m.mtp_layers);
  if (m.dtype.present)  // written only when stated: goldens of profiles without it keep their bytes
    s.field("Dtype", sentence(fact_phrase(m.dtype.value)));
  for (const auto& st : m.stored) {
    std::string v;
    if (st.bits_per_weight.present) v = fmt::format("{} bits per weight", st.bits_per_weight.value.to_string());
    if (st.bytes.present) v = join_nonempty({v, format_bytes(st.bytes.value)}, "; ");
    if (!st.note.value.empty()) v = join_nonempty({v, st.note.value}, ". ");
    s.field(fmt::format("Stored ({})", name_of(st.cls.value)), sentence(v));
  }
  for (const auto& src : m.sources)
    s.field(fmt::format("Fact source ({})", src.id.value),
            join_nonempty({name_of(src.origin.value), src.document.value, src.revision.value, src.header_sha256.value}, ", "));
  for (const auto& p : m.partial) s.field("Partial checkpoint", sentence(p.value));
  s.bullets(texts_of(m.notes));
}

}  // namespace

void add_calculator_section(Document& doc, const Brief& brief) {
  const CalculatorVerdict& c = brief.calculator;
  if (brief.profile->model.present) add_model_facts(doc, brief.profile->model);
  auto& s = doc.section("Calculator");
  s.paragraph("Two verdicts, side by side: the sourced memory verdict reads the profile's placements; the "
              "calculator computes from the model facts. Placements are not applied to the calculator, and "
              "the calculator is not mixed into the sourced verdict.");
  s.field("Sourced memory verdict (placements)", sentence(phrase_of(brief.memory.kind)));
  s.field("Calculator verdict (model facts)", sentence(phrase_of(c.kind)));
  s.bullets(texts_of(c.reasons));
  std::vector<std::vector<std::string>> rows;
  for (const auto& in : c.inputs) rows.push_back({in.name, in.value, in.source});
  s.table({"Input", "Value", "Source"}, rows);
  for (const auto& n : c.nodes) {
    auto& ns = doc.section(fmt::format("Calculator, {}", n.pool_label), 3);
    std::vector<std::string> terms;
    for (const auto& t : n.terms) terms.push_back(term_line(t));
    ns.bullets(terms);
    ns.field("Low bound (exact and assumed terms)", sentence(format_bytes_with_why(n.low)));
    ns.field("High bound", sentence(format_bytes(n.high)));
    ns.field("Usable capacity", sentence(format_bytes_with_why(n.usable)));
    if (!n.capacity_source.empty()) ns.field("Capacity source", n.capacity_source);
  }
  auto& a = doc.section("Calculator assumptions", 3);
  if (c.assumptions.empty()) a.paragraph("None.");
  a.bullets(texts_of(c.assumptions));
  auto& m = doc.section("Calculator missing inputs", 3);
  if (c.missing.empty()) m.paragraph("None.");
  m.bullets(texts_of(c.missing));
}

}  // namespace brief::rendering
