#include "brief/resolver.h"

#include <filesystem>

#include "brief/load.h"

namespace brief {

CatalogResolver::CatalogResolver(std::vector<std::string> catalog_dirs, std::size_t max_bytes)
    : catalog_dirs_(std::move(catalog_dirs)), max_bytes_(max_bytes) {}

std::vector<std::string> CatalogResolver::search_dirs(const ProfileOrigin& origin) const {
  std::vector<std::string> dirs = catalog_dirs_;
  // A built-in profile's pseudo-path names no folder on disk: a profiles/ folder in the
  // working directory must not lend it hardware.
  if (!origin.built_in && origin.path != "-" && !origin.path.empty()) {
    // "" (a file of the working directory) is the working directory, as Catalog reads it.
    dirs.insert(dirs.begin(), std::filesystem::path(origin.path).parent_path().string());
  }
  return dirs;
}

void CatalogResolver::add_linted_hardware(Hardware hardware) {
  std::string id = hardware.id.value;
  linted_.emplace(std::move(id), std::move(hardware));  // the first file of an id wins
}

std::optional<CatalogFile> CatalogResolver::find_file(const ProfileOrigin& origin, const std::string& id) const {
  if (linted_.count(id)) return std::nullopt;
  return catalog_for(origin).find_hardware(id);
}

const Hardware* CatalogResolver::resolve(const ProfileOrigin& origin, const std::string& id) {
  if (auto it = linted_.find(id); it != linted_.end()) return &it->second;
  const Catalog catalog = catalog_for(origin);
  const std::optional<CatalogFile> file = catalog.find_hardware(id);
  if (!file) return nullptr;
  std::lock_guard lock(mutex_);
  auto [it, fresh] = loaded_.try_emplace(file->path);
  if (fresh) {
    try {
      it->second = load_hardware(catalog.text_of(*file, max_bytes_), file->path, LoadLimits{max_bytes_});
    } catch (const InputError& e) {
      for (const auto& d : e.diagnostics()) load_errors_.push_back(d);
    }
  }
  return it->second ? &*it->second : nullptr;
}

CatalogSummary CatalogResolver::summary_for(const ProfileOrigin& origin) const {
  const Catalog catalog = catalog_for(origin);
  CatalogSummary summary;
  for (auto& id : catalog.profile_ids()) summary.profile_ids.insert(id);
  for (auto& id : catalog.hardware_ids()) summary.hardware_ids.insert(id);
  for (const auto& [id, hw] : linted_) summary.hardware_ids.insert(id);
  summary.catalog_dirs = catalog_dirs_;
  return summary;
}

std::vector<Diagnostic> CatalogResolver::load_errors() const {
  std::lock_guard lock(mutex_);
  return load_errors_;
}

}  // namespace brief
