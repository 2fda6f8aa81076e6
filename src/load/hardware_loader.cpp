// YAML tree -> Hardware (profiles/hardware/<id>.yaml). Pools are the pools of one node.
#include "brief/load.h"
#include "load/document.h"
#include "load/enum_names.h"

namespace brief {

Hardware load_hardware(std::string_view text, const std::string& path, const LoadLimits& limits) {
  std::vector<Diagnostic> schema;
  std::optional<Hardware> h = load_hardware_with_findings(text, path, limits, schema);
  if (!schema.empty()) throw InputError(std::move(schema));
  return std::move(*h);
}

std::optional<Hardware> load_hardware_with_findings(std::string_view text, const std::string& path,
                                                    const LoadLimits& limits, std::vector<Diagnostic>& schema) {
  using namespace load;
  Findings f(path);
  const Document doc = parse_document(text, path, limits, f);

  Hardware h;
  h.path = path;
  {
    MapReader top(doc.root, "hardware entry", f);
    if (top.ok()) {
      read_format(top, h.format, "brief-hardware/v1", f);
      top.text("id", h.id, Need::required);
      top.text("name", h.name, Need::required);
      top.integer("accelerators_per_node", h.accelerators_per_node);
      top.integer("max_nodes", h.max_nodes);
      top.list("pools", [&](const YamlNode& node) {
        MemoryPool pool;
        pool.loc = node.loc;
        {
          MapReader m(node, "pool", f, "an item of 'pools'");
          if (!m.ok()) return;
          m.text("id", pool.id, Need::required);
          m.enumeration("kind", pool.kind, kPoolKinds, Need::required);
          m.bytes("nominal", pool.nominal);
          m.text("nominal_source", pool.nominal_source);
          m.bytes("usable", pool.usable);
          m.text("usable_source", pool.usable_source);
          m.text("bandwidth", pool.bandwidth);
        }
        h.pools.push_back(std::move(pool));
      }, Need::required);
      top.text("interconnect", h.interconnect);
      top.texts("sources", h.sources);
      top.texts("notes", h.notes);
    }
  }
  h.suppressions = scan_suppressions(doc.text);
  // Usable, as for profiles, when every required fact was read (see profile_loader.cpp).
  bool still_usable = h.format.present && h.id.present && h.name.present && !h.pools.empty();
  for (const auto& d : f.list()) still_usable &= d.code != "BS004";
  for (auto& d : f.take_sorted()) schema.push_back(std::move(d));
  if (!still_usable) return std::nullopt;
  return h;
}

bool looks_like_hardware(std::string_view text) {
  // A top-level `format:` line (column 1), quoted or not; comments and other keys ignored.
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (!line.starts_with("format:")) continue;
    line.remove_prefix(7);
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.remove_suffix(1);
    if (const std::size_t hash = line.find(" #"); hash != std::string_view::npos) line = line.substr(0, hash);
    while (!line.empty() && line.back() == ' ') line.remove_suffix(1);
    if (line.size() >= 2 && (line.front() == '"' || line.front() == '\'') && line.back() == line.front())
      line = line.substr(1, line.size() - 2);
    return line == "brief-hardware/v1";
  }
  return false;
}

}  // namespace brief
