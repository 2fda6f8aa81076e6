#pragma once
// The format's upper bounds and id grammar, checked after typing (docs/profile-format.md,
// "Limits" and "Ids"). They keep every accepted file's cost linear in its size with a small
// constant: node loops, per-node pool equations, rank products and byte sums all stay small
// and never overflow. Ids follow brief/id_grammar.h. Each violation is a located BS005 (a count) or BS006 (an id).
#include <cstdint>

#include "brief/profile.h"
#include "load/schema_findings.h"

namespace brief::load {

struct FormatLimits {
  static constexpr int64_t nodes = 64;                  // hardware.nodes, max_nodes
  static constexpr int64_t accelerators_per_node = 64;
  static constexpr int64_t parallel_degree = 4096;      // each of tp, pp, ep
  static constexpr std::size_t pools = 8;               // of one hardware entry
  static constexpr std::size_t rows = 256;              // components, licenses, pins, ... each
  static constexpr std::size_t arms = 32;               // of the bake-off
  static constexpr std::size_t observations = 256;
  static constexpr std::size_t cells = 32;              // of one observation
};

void check_profile_limits(const Profile& p, SchemaFindings& f);
void check_hardware_limits(const Hardware& h, SchemaFindings& f);

}  // namespace brief::load
