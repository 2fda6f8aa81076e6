// YAML tree -> Hardware (profiles/hardware/<id>.yaml). Pools are the pools of one node.
#include "brief/load.h"
#include "load/loaded_document.h"
#include "load/format_limits.h"
#include "model/names.h"

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
  SchemaFindings f(path);
  const ParsedYaml doc = parse_document(text, path, limits, f);

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
          // A scaffold's placeholder is BC701's to report, with its hint, not an invalid kind.
          if (const YamlNode* k = m.get("kind"); k != nullptr && k->is_scalar() && k->text.starts_with("FILL IN"))
            m.text("kind", pool.kind_placeholder);
          else
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
  const std::size_t before_limits = f.list().size();
  check_hardware_limits(h, f);
  h.suppressions = scan_suppressions(doc.text);
  // Usable, as for profiles, when every required fact was read (see profile_loader.cpp) and
  // no count is beyond the format's limits.
  bool still_usable = f.list().size() == before_limits && h.format.present && h.id.present && h.name.present &&
                      !h.pools.empty();
  for (const auto& d : f.list()) still_usable &= d.code != codes::BS004;
  for (auto& d : f.take_sorted()) schema.push_back(std::move(d));
  h.unknown_reasons = f.take_reasons();
  if (!still_usable) return std::nullopt;
  return h;
}

bool looks_like_hardware(std::string_view text) {
  return declared_format(text) == "brief-hardware/v1";
}

}  // namespace brief
