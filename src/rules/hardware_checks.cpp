// A hardware entry's errors, checked once per entry for a lint run (HardwareChecks in
// brief/rules.h): every rule of an entry reads its prose claims, too much to redo per profile.
#include "brief/rules.h"

namespace brief {
namespace {

std::vector<std::string> error_codes_of(const Hardware& hardware) {
  std::vector<std::string> codes;
  for (const auto& d : check_hardware(hardware))
    if (d.severity == Severity::error) codes.push_back(d.code);
  return codes;
}

}  // namespace

const std::vector<std::string>& HardwareChecks::error_codes(const Hardware& hardware) {
  // Checked under the lock: an entry is checked once, and a catalog has few entries. Entries
  // are never erased, so the reference stays valid after the lock is released.
  std::lock_guard lock(mutex_);
  auto [it, fresh] = checked_.try_emplace(&hardware);
  if (fresh) it->second = error_codes_of(hardware);
  return it->second;
}

std::vector<std::string> CatalogSummary::hardware_error_codes(const Hardware& hardware) const {
  return hardware_checks ? hardware_checks->error_codes(hardware) : error_codes_of(hardware);
}

}  // namespace brief
