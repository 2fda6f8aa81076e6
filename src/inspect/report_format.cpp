#include "inspect/report_format.h"

#include <filesystem>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "brief/bytes.h"
#include "brief/plural.h"
#include "brief/terminal.h"
#include "model/names.h"

namespace brief::inspect {
namespace {

using ojson = nlohmann::ordered_json;

std::string base(const std::string& p) { return std::filesystem::path(p).filename().string(); }

// A YAML double-quoted scalar that reads back to the same string: every C0 and C1 control,
// DEL, NEL and the line and paragraph separators are escapes (a raw CR or NEL is a line break
// to a YAML reader), and a byte that is not UTF-8 (a hostile tensor or folder name) becomes
// U+FFFD, since YAML has no escape for a raw byte.
std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (std::size_t i = 0; i < s.size();) {
    char32_t cp = 0;
    const std::size_t n = decode_utf8_at(s, i, &cp);
    if (n == 0) {
      out += "\\uFFFD";
      ++i;
      continue;
    }
    if (cp == '"' || cp == '\\') out += '\\', out += static_cast<char>(cp);
    else if (cp == '\n') out += "\\n";
    else if (cp == '\t') out += "\\t";
    else if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp < 0xa0)) out += fmt::format("\\x{:02x}", static_cast<unsigned>(cp));
    else if (cp == 0x2028 || cp == 0x2029 || cp == 0xfeff) out += fmt::format("\\u{:04x}", static_cast<unsigned>(cp));
    else out.append(s, i, n);
    i += n;
  }
  return out + "\"";
}

// Values the facts take from a configuration class's default, not from config.json.
const std::vector<std::string>& defaults_of(const Inspection& ins) {
  static const std::vector<std::string> none;
  return ins.config ? ins.config->defaults : none;
}

// The section's default source of facts: config.json when there is one, else the headers.
std::string default_source(const Inspection& ins) { return ins.config ? "config" : "inspect"; }

// A fact as YAML; one whose source is not the section's default names it ({value, from}).
std::string fact_yaml(const Located<ModelFact>& f, const std::string& section_from = {}) {
  if (!f.present || (!f.value.known() && !f.value.not_present))
    return fmt::format("{{unknown: {}}}", quoted(f.value.count.why.empty() ? "not in the files" : f.value.count.why));
  if (f.value.not_present) return "not-present";
  if (!f.value.from.value.empty() && !section_from.empty() && f.value.from.value != section_from)
    return fmt::format("{{value: {}, from: {}}}", f.value.value(), f.value.from.value);
  return std::to_string(f.value.value());
}

// A named fact (the model's dtype) as YAML, in the forms of fact_yaml.
std::string name_yaml(const Located<ModelName>& f, const std::string& section_from) {
  if (!f.present || (!f.value.known() && !f.value.not_present))
    return fmt::format("{{unknown: {}}}", quoted(f.value.why.empty() ? "not in the files" : f.value.why));
  if (f.value.not_present) return "not-present";
  if (!f.value.from.value.empty() && f.value.from.value != section_from)
    return fmt::format("{{value: {}, from: {}}}", quoted(*f.value.value), f.value.from.value);
  return quoted(*f.value.value);
}

void group_yaml(std::string& out, const LayerGroup& g, const std::string& section_from) {
  out += fmt::format("    - kind: {}\n      count: {}\n", name_of(g.kind.value), g.count.value);
  auto opt = [&](std::string_view key, const Located<ModelFact>& f) {
    if (f.present) out += fmt::format("      {}: {}\n", key, fact_yaml(f, section_from));
  };
  for (const auto& s : kAttentionShapes) opt(s.key, g.*s.member);
  if (g.linear.present) out += fmt::format("      linear: {}\n", name_of(g.linear.value));
  for (const auto& s : kLinearShapes) opt(s.key, g.*s.member);
}

std::string license_line(const LicenseFacts& l) {
  std::string out;
  if (!l.card_license.empty())
    out += fmt::format("model card license: {}{}{}\n", terminal_text(l.card_license),
                       l.card_license_name.empty() ? "" : fmt::format(" (license_name {})", terminal_text(l.card_license_name)),
                       l.card_license_link.empty() ? "" : fmt::format(" <{}>", terminal_text(l.card_license_link)));
  if (!l.gguf_license.empty()) out += fmt::format("GGUF general.license: {}\n", terminal_text(l.gguf_license));
  out += fmt::format("LICENSE file: {}\n", l.license_files.empty()
                                                ? "none present"
                                                : terminal_text(fmt::format("{}", fmt::join(l.license_files, ", "))));
  return out;
}

}  // namespace

// Every string from the files or the command line (a folder or tensor name, model_type, a
// dtype, the card's license, a note quoting a key) goes through terminal_text.
std::string format_text(const Inspection& ins) {
  std::string out = fmt::format("{}: {}, {}\n", terminal_text(ins.root), count_of(static_cast<int64_t>(ins.files.size()), "file"),
                                format_bytes(Bytes::known(ins.file_bytes)));
  out += fmt::format("  tensors {} + headers {} + padding {} = {} bytes\n", group_thousands(ins.tensor_bytes),
                     group_thousands(ins.header_bytes), group_thousands(ins.padding_bytes), group_thousands(ins.file_bytes));
  out += "\nFiles\n";
  for (const auto& f : ins.files)
    out += fmt::format("  {}  {}  {} {}  {}  header sha256 {}\n", terminal_text(base(f.path)), f.format,
                       group_thousands(f.file_size), noun_for(static_cast<int64_t>(f.file_size), "byte"),
                       count_of(static_cast<int64_t>(f.tensors.size()), "tensor"), f.header_sha256);
  out += "\nBy dtype (bytes; elements are stored elements, which undercount packed weights)\n";
  for (const auto& d : ins.dtypes)
    out += fmt::format("  {:<10} {:>22} {:<5}  {:>20} {:<8}  {}\n", terminal_text(d.dtype), group_thousands(d.bytes),
                       noun_for(static_cast<int64_t>(d.bytes), "byte"), group_thousands(d.elements),
                       noun_for(static_cast<int64_t>(d.elements), "element"), count_of(static_cast<int64_t>(d.tensors), "tensor"));
  out += "\nBy component class (sums to the tensor bytes)\n";
  for (const auto& c : ins.classes)
    out += fmt::format("  {:<15} {:>22} {:<5}  {}\n", name_of(c.cls), group_thousands(c.bytes),
                       noun_for(static_cast<int64_t>(c.bytes), "byte"), count_of(static_cast<int64_t>(c.tensors), "tensor"));
  if (!ins.unclassified.empty()) {
    out += fmt::format("\nUnclassified tensors ({}), counted above\n", ins.unclassified.size());
    for (const auto& n : ins.unclassified) out += fmt::format("  {}\n", terminal_text(n));
  }
  out += fmt::format("\nModel facts (from {})\n", ins.config ? "config.json" : "the headers");
  const Model& m = ins.model;
  auto line = [&](const char* name, const Located<ModelFact>& f) {
    out += fmt::format("  {:<18} {}\n", name, terminal_text(fact_yaml(f, default_source(ins))));
  };
  if (!m.architecture.value.empty()) out += fmt::format("  {:<18} {}\n", "architecture", terminal_text(m.architecture.value));
  line("layers", m.layers);
  line("attention heads", m.attention_heads);
  line("KV heads", m.kv_heads);
  line("head_dim", m.head_dim);
  line("vocab", m.vocab);
  line("routed experts", m.routed_experts);
  if (m.dtype.present) out += fmt::format("  {:<18} {}\n", "dtype", terminal_text(name_yaml(m.dtype, default_source(ins))));
  if (m.layer_groups.empty())
    out += fmt::format("  {:<18} unknown: {}\n", "layer layout", terminal_text(m.layout_unknown.value));
  for (const auto& g : m.layer_groups)
    out += fmt::format("  {:<18} {} x {}\n", "layer group", g.count.value, name_of(g.kind.value));
  // On a line of its own under its label: a default names its value and its source.
  for (const auto& d : defaults_of(ins)) out += fmt::format("  default, not read from config.json:\n    {}\n", terminal_text(d));
  for (const auto& p : ins.partial) out += fmt::format("  PARTIAL CHECKPOINT: {}\n", terminal_text(p));
  out += "\nLicense\n";
  std::string lic = license_line(ins.license);
  for (std::size_t p = 0; p < lic.size();) {
    const auto e = lic.find('\n', p);
    out += "  " + lic.substr(p, e - p + 1);
    p = e + 1;
  }
  if (!ins.notes.empty()) {
    out += "\nNotes\n";
    for (const auto& n : ins.notes) out += fmt::format("  {}\n", terminal_text(n));
  }
  out += ins.files.empty() ? "\nheader sha256: none (no weight files, so no headers were read)\n"
                           : fmt::format("\nheader sha256 (all files): {}\n", ins.header_sha256);
  return out;
}

std::string format_json(const Inspection& ins) {
  ojson j = ojson::object();
  j["inspect_format"] = "brief-inspect/v1";
  j["path"] = ins.root;
  j["file_bytes"] = ins.file_bytes;
  j["tensor_bytes"] = ins.tensor_bytes;
  j["header_bytes"] = ins.header_bytes;
  j["padding_bytes"] = ins.padding_bytes;
  // Never null (as the JSON brief): "not-present" when no weight file was read.
  j["header_sha256"] = ins.files.empty() ? std::string("not-present") : ins.header_sha256;
  ojson files = ojson::array();
  for (const auto& f : ins.files) {
    ojson tensors = ojson::array();
    for (const auto& t : f.tensors)
      tensors.push_back(ojson{{"name", t.name}, {"dtype", t.dtype}, {"shape", t.shape}, {"begin", t.begin},
                              {"end", t.end}, {"elements", t.elements}});
    files.push_back(ojson{{"file", base(f.path)}, {"format", f.format}, {"bytes", f.file_size},
                          {"header_bytes", f.header_bytes}, {"padding_bytes", f.padding_bytes},
                          {"tensor_count", f.tensors.size()}, {"header_sha256", f.header_sha256},
                          {"tensors", std::move(tensors)}});
  }
  j["files"] = std::move(files);
  ojson dtypes = ojson::array();
  for (const auto& d : ins.dtypes)
    dtypes.push_back(ojson{{"dtype", d.dtype}, {"bytes", d.bytes}, {"elements", d.elements}, {"tensors", d.tensors}});
  j["dtypes"] = std::move(dtypes);
  ojson classes = ojson::array();
  for (const auto& c : ins.classes)
    classes.push_back(ojson{{"class", name_of(c.cls)}, {"bytes", c.bytes}, {"tensors", c.tensors}});
  j["classes"] = std::move(classes);
  j["unclassified"] = ins.unclassified;
  const LicenseFacts& l = ins.license;
  j["license"] = ojson{{"card_license", l.card_license}, {"card_license_name", l.card_license_name},
                       {"card_license_link", l.card_license_link}, {"gguf_license", l.gguf_license},
                       {"gguf_license_name", l.gguf_license_name}, {"gguf_license_link", l.gguf_license_link},
                       {"license_files", l.license_files}};
  j["notes"] = ins.notes;
  j["partial"] = ins.partial;
  const Model& m = ins.model;
  auto fact = [&](const Located<ModelFact>& f) -> ojson {
    const std::string from = f.value.from.value.empty() ? default_source(ins) : f.value.from.value;
    if (f.present && f.value.not_present) return ojson{{"not_present", true}};
    if (f.present && f.value.known()) return ojson{{"value", f.value.value()}, {"from", from}};
    return ojson{{"unknown", f.value.count.why.empty() ? "not in the files" : f.value.count.why}};
  };
  ojson groups = ojson::array();
  for (const auto& g : m.layer_groups) {
    // Every shape the YAML fragment gives (group_yaml), in its order: a group's own head size
    // or linear shapes are what its bytes are computed from.
    ojson gj{{"kind", name_of(g.kind.value)}, {"count", g.count.value}};
    auto opt = [&](std::string_view key, const Located<ModelFact>& f) {
      if (f.present) gj[std::string(key)] = fact(f);
    };
    for (const auto& s : kAttentionShapes) opt(s.key, g.*s.member);
    if (g.linear.present) gj["linear"] = name_of(g.linear.value);
    for (const auto& s : kLinearShapes) opt(s.key, g.*s.member);
    groups.push_back(std::move(gj));
  }
  j["model"] = ojson{{"architecture", m.architecture.value},
                     {"layers", fact(m.layers)},
                     {"attention_heads", fact(m.attention_heads)},
                     {"kv_heads", fact(m.kv_heads)},
                     {"head_dim", fact(m.head_dim)},
                     {"vocab", fact(m.vocab)},
                     {"routed_experts", fact(m.routed_experts)},
                     {"experts_per_token", fact(m.experts_per_token)},
                     {"shared_experts", fact(m.shared_experts)},
                     {"layer_groups", std::move(groups)},
                     {"layout_unknown", m.layout_unknown.value},
                     {"defaults", defaults_of(ins)}};
  if (m.dtype.present) {
    const auto& d = m.dtype.value;
    const std::string from = d.from.value.empty() ? default_source(ins) : d.from.value;
    j["model"]["dtype"] = d.not_present ? ojson{{"not_present", true}}
                          : d.known()   ? ojson{{"value", *d.value}, {"from", from}}
                                        : ojson{{"unknown", d.why.empty() ? "not in the files" : d.why}};
  }
  j["model_fragment_yaml"] = format_yaml(ins);
  // Invalid UTF-8 from a hostile header becomes U+FFFD rather than a type_error naming no file.
  // ASCII only: a C1 control, LS/PS or a bidi character from a file is a \u escape, so the
  // report reads back as the same strings and shows nothing raw on a terminal.
  return j.dump(2, ' ', true, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string format_yaml(const Inspection& ins) {
  std::string out = format_yaml_header(ins);
  const std::string item = format_ledger_item(ins) + format_state_item(ins);
  if (!item.empty()) out += "components:\n" + item;
  return out + format_model_section(ins);
}

std::string format_yaml_header(const Inspection& ins) {
  std::string out;
  if (ins.files.empty()) {
    out += "# Read by `brief inspect` from config.json alone (no weight files): no stored bytes.\n";
  } else {
    // A comment holds no raw line break (CR, NEL, LS, PS would end it): escaped.
    out += fmt::format("# Read by `brief inspect` from {} ({}, header sha256 {}).\n", terminal_text(base(ins.root)),
                       count_of(static_cast<int64_t>(ins.files.size()), "file"), ins.header_sha256);
  }
  out += "# Facts from config.json say from: config; header bytes from: inspect. Facts the files do not hold stay\n"
         "# unknown.\n"
         "# A profile has one components: list: pasted, these rows go under its own (a second components: key\n"
         "# is a duplicate key). `brief inspect DIR --into PROFILE` merges them and the model: section for you.\n";
  for (const auto& p : ins.partial) out += fmt::format("# PARTIAL CHECKPOINT: {}.\n", terminal_text(p));
  return out;
}

std::string format_ledger_item(const Inspection& ins) {
  std::string out;
  if (!ins.files.empty()) {
    out += "  - id: checkpoint-files\n    name: Checkpoint files\n    role: file-ledger\n    access: none\n";
    out += fmt::format("    file_size: {}\n    per_rank: unknown\n    resident: unknown\n", ins.file_bytes);
    out += fmt::format("    evidence: {}\n",
                       quoted(fmt::format("File sizes and header bytes of {} (header sha256 {}), read by "
                                          "brief inspect{}.",
                                          count_of(static_cast<int64_t>(ins.files.size()), "local file"),
                                          ins.header_sha256,
                                          ins.partial.empty() ? "" : "; a partial checkpoint")));
  }
  return out;
}

std::string format_state_item(const Inspection& ins) {
  int64_t layers = 0;
  for (const auto& g : ins.model.layer_groups)
    if (g.kind.value == LayerKind::linear_attention) layers += g.count.value;
  if (layers == 0) return {};
  const std::string why = fmt::format(
      "The {} keep a fixed state per sequence; its bytes depend on the slots, the state dtype and the runtime, which "
      "the checkpoint does not state (brief calc sizes it).",
      count_of(layers, "linear-attention layer"));
  return fmt::format("  - id: recurrent-state\n    name: Recurrent state\n    role: runtime\n"
                     "    access: recurrent-state\n    file_size: not-present\n    per_rank: {{unknown: {}}}\n"
                     "    resident: {{unknown: {}}}\n",
                     quoted(why), quoted(why));
}

std::string format_model_section(const Inspection& ins) {
  const Model& m = ins.model;
  const std::string from = default_source(ins);
  std::string out = fmt::format("model:\n  from: {}\n  sources:\n", from);
  for (const auto& s : m.sources) {
    if (s.id.value == "inspect" && ins.files.empty()) continue;  // no headers were read
    out += fmt::format("    - id: {}\n      origin: {}\n      document: {}\n", s.id.value, name_of(s.origin.value),
                       quoted(s.document.value));
    if (!s.header_sha256.value.empty()) out += fmt::format("      header_sha256: {}\n", s.header_sha256.value);
  }
  if (!m.architecture.value.empty()) out += fmt::format("  architecture: {}\n", quoted(m.architecture.value));
  out += fmt::format("  layers: {}\n", fact_yaml(m.layers, from));
  if (m.layer_groups.empty()) {
    out += fmt::format("  layer_groups: {{unknown: {}}}\n", quoted(m.layout_unknown.value.empty() ? "not in the files" : m.layout_unknown.value));
  } else {
    // A layout resting on a configuration class's default says so where it is written.
    for (const auto& d : defaults_of(ins))
      out += fmt::format("  # layer_groups rest on a default, not read from config.json: {}\n", terminal_text(d));
    out += "  layer_groups:\n";
    for (const auto& g : m.layer_groups) group_yaml(out, g, from);
  }
  out += fmt::format("  attention_heads: {}\n  kv_heads: {}\n  head_dim: {}\n  vocab: {}\n",
                     fact_yaml(m.attention_heads, from), fact_yaml(m.kv_heads, from), fact_yaml(m.head_dim, from),
                     fact_yaml(m.vocab, from));
  out += fmt::format("  experts:\n    routed: {}\n    per_token: {}\n    shared: {}\n    first_dense_layers: {}\n",
                     fact_yaml(m.routed_experts, from), fact_yaml(m.experts_per_token, from),
                     fact_yaml(m.shared_experts, from), fact_yaml(m.first_dense_layers, from));
  // Written only when the config states them: a fragment says nothing the files do not.
  if (m.max_position_embeddings.present)
    out += fmt::format("  max_position_embeddings: {}\n", fact_yaml(m.max_position_embeddings, from));
  if (m.mtp_layers.present) out += fmt::format("  mtp_layers: {}\n", fact_yaml(m.mtp_layers, from));
  if (m.dtype.present) out += fmt::format("  dtype: {}\n", name_yaml(m.dtype, from));
  if (!m.stored.empty()) {
    out += "  stored:\n";
    for (const auto& s : m.stored) {
      out += fmt::format("    - class: {}\n", name_of(s.cls.value));
      if (s.bits_per_weight.present) out += fmt::format("      bits_per_weight: {}\n", s.bits_per_weight.value.to_string());
      if (s.bytes.present && s.bytes.value.is_known()) out += fmt::format("      bytes: {}\n", s.bytes.value.value());
      out += fmt::format("      from: {}\n", s.from.value.empty() ? "inspect" : s.from.value);
      if (!s.note.value.empty()) out += fmt::format("      note: {}\n", quoted(s.note.value));
    }
  }
  // The loader reads `partial`: the calculator states the weights as a lower bound with these
  // reasons, never a fit (docs/calculator.md).
  if (!ins.partial.empty()) {
    out += "  partial:\n";
    for (const auto& p : ins.partial) out += fmt::format("    - {}\n", quoted(p));
  }
  if (!defaults_of(ins).empty()) {
    out += "  notes:\n";
    for (const auto& d : defaults_of(ins))
      out += fmt::format("    - {}\n", quoted(fmt::format("Default, not read from config.json: {}.", d)));
  }
  return out;
}

}  // namespace brief::inspect
