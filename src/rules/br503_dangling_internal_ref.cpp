// BR503 dangling-internal-ref: a reference inside a profile to an id the profile lacks.
#include <fmt/format.h>

#include <set>

#include "model/lookup.h"
#include "rules/rule.h"

namespace brief::rules {
namespace br503 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BR503"},
    .name = "dangling-internal-ref",
    .severity = Severity::error,
    .summary = "a reference inside the profile names an id the profile does not declare",
    .rationale =
        "Rows, sources, cells and steps refer to each other by id: component.overlaps and "
        "component.residence, source.pin, cell.arm, official.snapshot_pin, build.of, and a preflight "
        "step's covers (license:<subject>, pin:<id>). A dangling id breaks the derivations that "
        "rely on it (an overlap that is not found is a row that gets counted twice). An overlap "
        "must end at a row that is counted: a row that overlaps itself, or rows whose overlaps "
        "lead back to themselves, drop out of every total without being inside anything.",
    .bad = "  - id: routed-experts\n    overlaps: exl3-checkpont",
    .good = "  - id: routed-experts\n    overlaps: exl3-checkpoint",
    .suppressible = true,
};

template <class T, class F>
std::set<std::string> ids(const std::vector<T>& v, F field) {
  std::set<std::string> out;
  for (const auto& x : v) out.insert(field(x).value);
  return out;
}

void check(const RuleContext& ctx, Findings& out) {
  const auto& p = ctx.profile;
  auto components = ids(p.components, [](const Component& c) { return c.id; });
  auto residences = ids(p.residences, [](const Residence& r) { return r.id; });
  auto pins = ids(p.pins, [](const Pin& x) { return x.id; });
  auto arms = ids(p.bakeoff.arms, [](const Arm& a) { return a.id; });
  auto subjects = ids(p.licenses, [](const License& l) { return l.subject; });
  auto want = [&](const Text& ref, const std::set<std::string>& known, std::string_view what) {
    if (!ref.present || ref.value.empty() || known.count(ref.value)) return;
    out.add(ref, fmt::format("{} '{}' is not declared in this profile", what, ref.value), "fix the id or declare it");
  };
  for (const auto& c : p.components) {
    want(c.overlaps, components, "component");
    want(c.residence, residences, "residence");
  }
  // Overlap chains that return to where they started (a row naming itself, or a cycle).
  // Each row has at most one overlaps target, so a chain longer than the row count loops.
  for (const auto& c : p.components) {
    if (!c.overlaps.present || c.overlaps.value.empty()) continue;
    std::string at = c.overlaps.value;
    for (std::size_t step = 0; step <= p.components.size() && components.count(at); ++step) {
      if (at == c.id.value) {
        out.add(c.overlaps,
                at == c.overlaps.value
                    ? fmt::format("component '{}' overlaps itself", c.id.value)
                    : fmt::format("component '{}' overlaps '{}', whose overlaps lead back to '{}'", c.id.value,
                                  c.overlaps.value, c.id.value),
                "name the row it is inside (the main weights it is part of); an overlap must end at a counted row");
        break;
      }
      const Component* next = find_component(p, at);
      if (!next || !next->overlaps.present || next->overlaps.value.empty()) break;
      at = next->overlaps.value;
    }
  }
  for (const auto& s : p.sources) want(s.pin, pins, "pin");
  for (const auto& o : p.bakeoff.observations)
    for (const auto& cell : o.cells) want(cell.arm, arms, "arm");
  want(p.official.snapshot_pin, pins, "pin");
  for (const auto& b : p.builds) want(b.of, pins, "pin");
  for (const auto& s : p.preflight) {
    const std::string& covers = s.covers.value;
    auto check_prefixed = [&](std::string_view prefix, const std::set<std::string>& known, std::string_view what) {
      if (!covers.starts_with(prefix)) return;
      std::string id = covers.substr(prefix.size());
      if (!known.count(id))
        out.add(s.covers, fmt::format("{} '{}' is not declared in this profile", what, id), "fix the id or declare it");
    };
    check_prefixed("license:", subjects, "license subject");
    check_prefixed("pin:", pins, "pin");
  }
}

}  // namespace
}  // namespace br503

Rule br503_dangling_internal_ref() { return {&br503::kInfo, br503::check}; }

}  // namespace brief::rules
