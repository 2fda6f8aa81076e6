#include "cli/profile_source.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <filesystem>

#include "brief/load.h"

namespace brief::cli {

Catalog catalog_of(const Context& ctx) { return Catalog(ctx.catalog_dirs); }

LoadedProfile load_target(const Context& ctx, const std::string& target) {
  const LoadLimits limits{ctx.max_bytes};
  LoadedProfile out;
  std::string path = target;
  // A profile given by path finds its hardware in the hardware/ folder beside it first.
  std::vector<std::string> dirs = ctx.catalog_dirs;
  if (looks_like_path(target) && target != "-")
    dirs.insert(dirs.begin(), std::filesystem::path(target).parent_path().string());
  const Catalog catalog(dirs);
  if (looks_like_path(target)) {
    out.text = read_input(target, limits);
  } else {
    auto file = catalog.find_profile(target);
    if (!file) {
      throw InputError({Diagnostic{
          target, {}, {}, Severity::error, "BY000", fmt::format("no profile with id '{}'", target),
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
