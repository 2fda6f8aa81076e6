// YAML tree -> Hardware (profiles/hardware/<id>.yaml). Pools are the pools of one node.
#include "brief/load.h"
#include "load/document.h"
#include "load/enum_names.h"
#include "load/format_limits.h"

namespace brief {

Hardware load_hardware(std::string_view text, const std::string& path, const LoadLimits& limits) {
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
  check_hardware_limits(h, f);
  f.throw_if_any();
  h.suppressions = scan_suppressions(doc.text);
  return h;
}

bool looks_like_hardware(std::string_view text) {
  return declared_format(text) == "brief-hardware/v1";
}

}  // namespace brief
