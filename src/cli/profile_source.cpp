#include "cli/profile_source.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <filesystem>

#include "brief/codes.h"
#include "brief/load.h"

namespace brief::cli {

Catalog catalog_of(const Context& ctx) { return Catalog(ctx.catalog_dirs); }

namespace {
// A profile given by path finds its hardware and its peers in the folder around it first.
std::vector<std::string> dirs_for(const Context& ctx, const std::string& target) {
  std::vector<std::string> dirs = ctx.catalog_dirs;
  if (looks_like_path(target) && target != "-") {
    std::string parent = std::filesystem::path(target).parent_path().string();
    dirs.insert(dirs.begin(), parent.empty() ? "." : parent);
  }
  return dirs;
}
}  // namespace

CatalogSummary catalog_summary(const Context& ctx, const std::string& path) {
  const Catalog catalog(dirs_for(ctx, path));
  CatalogSummary summary;
  for (auto& id : catalog.profile_ids()) summary.profile_ids.insert(id);
  for (auto& id : catalog.hardware_ids()) summary.hardware_ids.insert(id);
  return summary;
}

LoadedProfile load_target(const Context& ctx, const std::string& target) {
  const LoadLimits limits{ctx.max_bytes};
  LoadedProfile out;
  std::string path = target;
  const Catalog catalog(dirs_for(ctx, target));
  if (looks_like_path(target)) {
    out.text = read_input(target, limits);
  } else {
    auto file = catalog.find_profile(target);
    if (!file) {
      throw InputError({Diagnostic{
          target, {}, {}, Severity::error, codes::BY000, fmt::format("no profile with id '{}'", target),
          fmt::format("known ids: {}; or give a path to a .yaml file",
                      fmt::join(catalog.profile_ids(), ", "))}});
    }
    path = file->path;
    out.text = catalog.text_of(*file, ctx.max_bytes);
  }
  out.profile = load_profile(out.text, path, limits);
  if (auto hw = catalog.find_hardware(out.profile.hardware.id.value)) {
    out.hardware = load_hardware(catalog.text_of(*hw, ctx.max_bytes), hw->path, limits);
  }
  return out;
}

}  // namespace brief::cli
