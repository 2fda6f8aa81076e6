#include "derive/catalog_runs.h"

#include <fmt/format.h>

#include <cctype>

#include "model/lookup.h"

namespace brief::derivation {
namespace {

bool is_date(std::string_view s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  return true;
}

bool names_pin(const CatalogRun& run, const std::string& id) {
  for (const auto& p : run.pins)
    if (p.value == id) return true;
  return false;
}

}  // namespace

std::vector<std::string> run_record_gaps(const Profile& profile, const CatalogRun& run) {
  std::vector<std::string> gaps;
  if (run.by.value.empty()) gaps.push_back("it does not say who ran it");
  if (!is_date(run.date.value)) gaps.push_back("its date is not YYYY-MM-DD");
  if (run.pins.empty()) gaps.push_back("it names no pins");
  for (const auto& id : run.pins) {
    const Pin* pin = find_pin(profile, id.value);
    if (pin == nullptr) gaps.push_back(fmt::format("pin '{}' is not a pin of this profile", id.value));
    else if (pin->revision.value.state != Revision::State::pinned)
      gaps.push_back(fmt::format("pin '{}' has no full revision", id.value));
  }
  // A run that backs a claim about this deployment ran on its checkpoint and runtime.
  for (const auto& pin : profile.pins)
    if ((pin.role.value == PinRole::checkpoint || pin.role.value == PinRole::runtime) && !names_pin(run, pin.id.value))
      gaps.push_back(fmt::format("it does not name the {} pin '{}'",
                                 pin.role.value == PinRole::checkpoint ? "checkpoint" : "runtime", pin.id.value));
  return gaps;
}

RunRecords run_records(const Profile& profile) {
  RunRecords records;
  for (const auto& run : profile.catalog_runs) {
    auto gaps = run_record_gaps(profile, run);
    if (!gaps.empty()) {
      for (auto& g : gaps) records.incomplete.push_back(std::move(g));
      continue;
    }
    switch (run.kind.value) {
      case CatalogRunKind::reproduction: records.reproduction = &run; break;
      case CatalogRunKind::deployment: records.deployment = &run; break;
      case CatalogRunKind::runtime_measurement: records.runtime_measurement = &run; break;
    }
  }
  return records;
}

}  // namespace brief::derivation
