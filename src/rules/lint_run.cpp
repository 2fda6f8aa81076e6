// The lint driver: files in, sorted findings out. Per-file work (read, load, check) is
// independent; the cross-file facts are small summaries (ids), so the per-file steps can later
// run in parallel without sharing trees.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <set>

#include "brief/catalog.h"
#include "brief/embedded_files.h"
#include "brief/load.h"
#include "brief/rules.h"

namespace brief {
namespace fs = std::filesystem;
namespace {

struct InputFile {
  std::string path;                   // as shown in findings
  std::optional<std::string> embedded;  // the text, for files of the built-in catalog
};

struct Loaded {
  std::string path;
  std::optional<Profile> profile;
  std::optional<Hardware> hardware;
};

bool is_yaml(const fs::path& p) { return p.extension() == ".yaml" || p.extension() == ".yml"; }

Diagnostic input_error(const std::string& path, std::string message, std::string hint) {
  Diagnostic d;
  d.file = path;
  d.code = "BY016";
  d.message = std::move(message);
  d.hint = std::move(hint);
  return d;
}

// Files of a folder, recursively, in a stable order; hidden folders are skipped.
void expand_dir(const fs::path& dir, std::vector<InputFile>& out) {
  std::vector<std::string> found;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    const auto name = it->path().filename().string();
    if (it->is_directory(ec) && name.starts_with(".")) {
      it.disable_recursion_pending();
      continue;
    }
    if (it->is_regular_file(ec) && is_yaml(it->path())) found.push_back(it->path().generic_string());
  }
  std::sort(found.begin(), found.end());
  for (auto& f : found) out.push_back({std::move(f), std::nullopt});
}

std::vector<InputFile> embedded_catalog() {
  std::vector<InputFile> out;
  for (const auto& f : embedded_files())
    if (f.path.starts_with("profiles/") && is_yaml(fs::path(f.path))) out.push_back({std::string(f.path), std::string(f.bytes)});
  return out;
}

}  // namespace

LintResult lint_paths(const std::vector<std::string>& paths, const LintOptions& options) {
  LintResult result;
  const LoadLimits limits{options.max_bytes};

  std::vector<InputFile> inputs;
  if (paths.empty()) inputs = embedded_catalog();
  for (const auto& p : paths) {
    std::error_code ec;
    if (p == "-") inputs.push_back({p, std::nullopt});
    else if (fs::is_directory(p, ec)) expand_dir(p, inputs);
    else if (fs::exists(p, ec)) inputs.push_back({fs::path(p).generic_string(), std::nullopt});
    else {
      result.findings.push_back(input_error(p, "path not found", "give a profile file or a folder of profiles"));
      result.input_error = true;
    }
  }
  // A file named twice (a folder and a file in it) is checked once.
  std::set<std::string> seen;
  std::erase_if(inputs, [&](const InputFile& f) { return !seen.insert(f.path).second; });

  // Pass 1, per file: read and load.
  std::vector<Loaded> loaded;
  for (const auto& in : inputs) {
    Loaded l;
    l.path = in.path;
    try {
      std::string text = in.embedded ? *in.embedded : read_input(in.path, limits);
      result.sources[in.path] = text;
      if (looks_like_hardware(text)) l.hardware = load_hardware(text, in.path, limits);
      else l.profile = load_profile(text, in.path, limits);
    } catch (const InputError& e) {
      for (const auto& d : e.diagnostics()) result.findings.push_back(d);
      result.input_error = true;
    }
    result.files.push_back(in.path);
    loaded.push_back(std::move(l));
  }

  // Cross-file summary: ids only.
  CatalogSummary summary;
  const Catalog catalog(options.catalog_dirs);
  for (auto& id : catalog.profile_ids()) summary.profile_ids.insert(id);
  for (auto& id : catalog.hardware_ids()) summary.hardware_ids.insert(id);
  std::map<std::string, const Hardware*> hardware_in_set;
  for (const auto& l : loaded) {
    if (l.profile) {
      summary.profile_ids.insert(l.profile->id.value);
      summary.linted_profile_files[l.profile->id.value].push_back(l.path);
    }
    if (l.hardware) {
      summary.hardware_ids.insert(l.hardware->id.value);
      hardware_in_set.emplace(l.hardware->id.value, &*l.hardware);
    }
  }

  // Hardware a profile names but the set lacks: from a hardware/ folder beside the profile,
  // the --profiles folders, then the built-in catalog. Loaded once per file.
  std::map<std::string, std::optional<Hardware>> hardware_by_path;
  auto resolve_hardware = [&](const Profile& p) -> const Hardware* {
    const std::string& id = p.hardware.id.value;
    if (auto it = hardware_in_set.find(id); it != hardware_in_set.end()) return it->second;
    std::vector<std::string> dirs = options.catalog_dirs;
    if (p.path != "-") dirs.insert(dirs.begin(), fs::path(p.path).parent_path().string());
    const Catalog near(dirs);
    auto file = near.find_hardware(id);
    if (!file) return nullptr;
    auto [it, fresh] = hardware_by_path.try_emplace(file->path);
    if (fresh) {
      try {
        it->second = load_hardware(near.text_of(*file, options.max_bytes), file->path, limits);
        summary.hardware_ids.insert(id);
      } catch (const InputError& e) {
        for (const auto& d : e.diagnostics()) result.findings.push_back(d);
        result.input_error = true;
      }
    }
    return it->second ? &*it->second : nullptr;
  };

  std::vector<const Hardware*> hardware_of(loaded.size(), nullptr);
  for (std::size_t i = 0; i < loaded.size(); ++i)
    if (loaded[i].profile) hardware_of[i] = resolve_hardware(*loaded[i].profile);

  // Pass 2, per file: check.
  for (std::size_t i = 0; i < loaded.size(); ++i) {
    const Loaded& l = loaded[i];
    std::vector<Diagnostic> found;
    if (l.profile) found = check_profile(*l.profile, hardware_of[i], summary);
    if (l.hardware) found = check_hardware(*l.hardware);
    for (auto& d : found) result.findings.push_back(std::move(d));
  }
  sort_findings(result.findings);
  std::sort(result.files.begin(), result.files.end());
  return result;
}

}  // namespace brief
