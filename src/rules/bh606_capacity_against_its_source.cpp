// BH606 capacity-against-its-source: a pool capacity that its own source text contradicts.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "derive/node_sums.h"
#include "derive/prose.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bh606 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BH606"},
    .name = "capacity-against-its-source",
    .severity = Severity::error,
    .summary = "a pool's capacity differs from every figure its own source gives",
    .rationale =
        "nominal_source and usable_source say where a capacity comes from. When the source text "
        "quotes byte figures (\"128 GB LPDDR5x\", \"about 121.6-121.7 GiB\") and the capacity "
        "matches none of them, in either unit family, the entry states a figure its own source "
        "does not support: a pair entered as one 256 GB node, or a usable figure rounded up. A gpu "
        "pool is one accelerator's memory (the node has accelerators_per_node of them), so a gpu "
        "capacity that is accelerators_per_node times a figure of its source (\"8 x 141 GB\" "
        "entered as 1128 GB) is the node's total written as one accelerator's pool. A figure the "
        "source gives for several nodes (\"two Sparks double the available memory to 256 GB\") "
        "backs no pool either: a pool is one node's memory.",
    .bad = "    nominal: 256 GB\n    nominal_source: NVIDIA READMEs (128 GB LPDDR5x per Spark)",
    .good = "    nominal: 128 GiB\n    nominal_source: NVIDIA READMEs (128 GB LPDDR5x per Spark)",
    .suppressible = false,
};

void judge(const Located<Bytes>& cap, const Text& source, std::string_view what, const MemoryPool& pool,
           int64_t accelerators, Findings& out) {
  if (!cap.value.is_known() || !source.present) return;
  // A range ("about 121.6-121.7 GiB") supports any value inside it, read with its unit.
  const std::string& text = source.value;
  auto figures = byte_figures(text);
  for (std::size_t p = 0; (p = text.find('-', p)) != std::string::npos; ++p) {
    if (p == 0 || !std::isdigit(static_cast<unsigned char>(text[p - 1]))) continue;
    std::size_t a = p;
    while (a > 0 && (std::isdigit(static_cast<unsigned char>(text[a - 1])) || text[a - 1] == '.')) --a;
    for (auto f : byte_figures(text.substr(p + 1))) {
      // The low end, in the high end's unit: "121.6" + " GiB".
      const std::size_t unit_at = f.text.find_first_not_of("0123456789.,- \xC2\xA0");
      if (unit_at == std::string::npos) break;
      auto low = byte_figures(text.substr(a, p - a) + " " + f.text.substr(unit_at));
      for (auto& l : low) {
        l.approximate = true;
        figures.push_back(l);
      }
      break;
    }
  }
  if (figures.empty()) return;
  // A gpu pool is ONE accelerator's memory: a capacity that is the node's accelerators times
  // a figure of the source ("8 x 141 GB" entered as 1128 GB) is the node's total.
  if (pool.kind.value == PoolKind::gpu && accelerators > 1)
    for (const auto& f : figures)
      if (figure_matches_either_unit(f, cap.value.value() / static_cast<uint64_t>(accelerators))) {
        out.add(cap.loc,
                fmt::format("pool '{}': {} {} is {} x its source's {}: the node's total, but a gpu pool is one "
                            "accelerator's memory",
                            pool.id.value, what, format_bytes(cap.value), accelerators, f.text),
                "state one accelerator's capacity; accelerators_per_node says how many there are");
        return;
      }
  // A figure the source counts over several nodes ("two Sparks double the available memory to
  // 256 GB") is the nodes' sum: it backs no pool, which is one node's memory.
  const std::vector<std::size_t> summed = figures_counted_over_nodes(text);
  const auto over_nodes = [&](const ByteFigure& f) {
    return std::find(summed.begin(), summed.end(), f.offset) != summed.end() && text.compare(f.offset, f.text.size(), f.text) == 0;
  };
  const ByteFigure* sum_matched = nullptr;
  for (const auto& f : figures) {
    if (!figure_matches_either_unit(f, cap.value.value())) continue;
    if (!over_nodes(f)) return;
    sum_matched = &f;
  }
  if (sum_matched != nullptr) {
    out.add(cap.loc,
            fmt::format("pool '{}': {} {} is the figure its source gives for several nodes ({}), but a pool is one "
                        "node's memory",
                        pool.id.value, what, format_bytes(cap.value), sum_matched->text),
            "state one node's capacity; hardware.nodes says how many nodes there are");
    return;
  }
  out.add(cap.loc, fmt::format("pool '{}': {} {} matches no figure of its source ({})", pool.id.value, what,
                               format_bytes(cap.value), figures.front().text),
          "state the capacity the source gives, per node and in its unit");
}

void check_hardware(const Hardware& hardware, Findings& out) {
  for (const auto& pool : hardware.pools) {
    const int64_t accelerators = hardware.accelerators_per_node.present ? hardware.accelerators_per_node.value : 0;
    judge(pool.nominal, pool.nominal_source, "nominal", pool, accelerators, out);
    judge(pool.usable, pool.usable_source, "usable", pool, accelerators, out);
  }
}

}  // namespace
}  // namespace bh606

Rule bh606_capacity_against_its_source() { return {&bh606::kInfo, nullptr, bh606::check_hardware}; }

}  // namespace brief::rules
