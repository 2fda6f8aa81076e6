#include "brief/catalog.h"

#include <algorithm>
#include <filesystem>
#include <set>

#include "brief/embedded_files.h"
#include "brief/id_grammar.h"
#include "brief/codes.h"
#include "brief/load.h"

namespace brief {
namespace fs = std::filesystem;

namespace {

constexpr std::string_view kEmbeddedProfiles = "profiles/";
constexpr std::string_view kEmbeddedHardware = "profiles/hardware/";

std::optional<CatalogFile> find_in(const std::vector<std::string>& dirs, std::string_view sub,
                                   std::string_view embedded_prefix, const std::string& id) {
  // An id never names a path: "../x" must not escape the catalog.
  if (id.empty() || id.find('/') != std::string::npos || id.find('\\') != std::string::npos ||
      id.front() == '.')
    return std::nullopt;
  for (const auto& dir : dirs) {
    for (const char* ext : {".yaml", ".yml"}) {
      fs::path p = fs::path(dir) / sub / (id + ext);
      std::error_code ec;
      const fs::file_status st = fs::symlink_status(p, ec);
      if (!fs::exists(st) && !fs::is_symlink(st)) continue;  // nothing there: the next place
      // Something of this id is here: it is this id's file, read or refused, never skipped in
      // favour of the built-in entry (a `hardware/` folder linked out of the tree).
      return CatalogFile{id, p.string(), false, catalog_file_refusal(p, fs::path(dir))};
    }
  }
  const std::string wanted = std::string(embedded_prefix) + id + ".yaml";
  for (const auto& f : embedded_files())
    if (f.path == wanted) return CatalogFile{id, built_in_path(f.path), true, ""};
  return std::nullopt;
}

std::vector<std::string> ids_in(const std::vector<std::string>& dirs, std::string_view sub,
                                std::string_view embedded_prefix) {
  std::set<std::string> ids;
  for (const auto& dir : dirs) {
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(fs::path(dir) / sub, ec)) {
      const auto ext = e.path().extension();
      // Only names of the id grammar are ids: a file named `$(touch x).yaml` is never
      // offered to a shell (completion) or resolved.
      const std::string stem = e.path().stem().string();
      if ((ext == ".yaml" || ext == ".yml") && is_catalog_id_text(stem) &&
          is_catalog_file(e.path(), fs::path(dir)))
        ids.insert(stem);
    }
  }
  for (const auto& f : embedded_files()) {
    std::string_view p = f.path;
    if (!p.starts_with(embedded_prefix) || !p.ends_with(".yaml")) continue;
    p.remove_prefix(embedded_prefix.size());
    if (p.find('/') != std::string_view::npos) continue;  // a subfolder (hardware/)
    ids.insert(std::string(p.substr(0, p.size() - 5)));
  }
  return {ids.begin(), ids.end()};
}

}  // namespace

std::string built_in_path(std::string_view embedded_path) {
  return std::string(kBuiltInPrefix) + std::string(embedded_path);
}

bool is_built_in_path(std::string_view path) { return path.starts_with(kBuiltInPrefix); }

Catalog::Catalog(std::vector<std::string> dirs) : dirs_(std::move(dirs)) {}

std::optional<CatalogFile> Catalog::find_profile(const std::string& id) const {
  return find_in(dirs_, "", kEmbeddedProfiles, id);
}

std::optional<CatalogFile> Catalog::find_hardware(const std::string& id) const {
  return find_in(dirs_, "hardware", kEmbeddedHardware, id);
}

std::string Catalog::text_of(const CatalogFile& file, std::size_t max_bytes) const {
  if (!file.refused.empty())
    throw InputError({Diagnostic{file.path, {}, {}, Severity::error, codes::BY017, file.refused,
                                 "a catalog file is read only inside its catalog folder: replace the link with the file"}});
  if (!file.embedded) return read_input(file.path, LoadLimits{max_bytes});
  std::string_view embedded_path = file.path;
  if (is_built_in_path(embedded_path)) embedded_path.remove_prefix(kBuiltInPrefix.size());
  if (const auto bytes = embedded_file(embedded_path)) return std::string(*bytes);
  throw InputError({Diagnostic{file.path, {}, {}, Severity::error, codes::BY000,
                               "embedded file not found", "rebuild brief"}});
}

std::vector<std::string> Catalog::profile_ids() const {
  return ids_in(dirs_, "", kEmbeddedProfiles);
}

std::vector<std::string> Catalog::hardware_ids() const {
  return ids_in(dirs_, "hardware", kEmbeddedHardware);
}

bool path_is_within(const fs::path& path, const fs::path& folder) {
  auto p = path.begin();
  for (auto f = folder.begin(); f != folder.end(); ++f, ++p) {
    if (f->empty() && std::next(f) == folder.end()) break;  // a trailing separator
    if (p == path.end() || *p != *f) return false;
  }
  return true;
}

std::string catalog_file_refusal(const fs::path& file, const fs::path& folder) {
  std::error_code ec;
  const fs::file_status st = fs::symlink_status(file, ec);
  if (ec) return "cannot be looked at: " + ec.message();
  if (!(fs::is_regular_file(st) || fs::is_symlink(st))) return "not a regular file; not read";
  // Real paths compared: a link anywhere on the way (the file, or a `hardware` folder that
  // is itself a link) must not lead out of the catalog folder.
  const fs::path target = fs::canonical(file, ec);
  if (ec) return "a broken symbolic link; not read";
  const fs::path real_folder = fs::canonical(folder.empty() ? fs::path(".") : folder, ec);  // "" is here
  if (ec) return "its catalog folder cannot be resolved: " + ec.message();
  if (!path_is_within(target, real_folder))
    return "a symbolic link (the file, or a folder on its way) out of the catalog folder; not read";
  if (!fs::is_regular_file(target, ec)) return "a symbolic link to something that is not a regular file; not read";
  return "";
}

bool is_catalog_file(const fs::path& file, const fs::path& folder) { return catalog_file_refusal(file, folder).empty(); }

bool looks_like_path(const std::string& arg) {
  return arg == "-" || arg.find('/') != std::string::npos || arg.ends_with(".yaml") ||
         arg.ends_with(".yml");
}

}  // namespace brief
