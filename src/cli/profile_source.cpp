#include "cli/profile_source.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <filesystem>

#include "brief/codes.h"
#include "brief/load.h"

namespace brief::cli {

// The folder a catalog lives in when brief is run inside a project (where `brief new`
// writes and lint looks first).
constexpr const char* kWorkingCatalog = "profiles";

void settle_catalog(Context& ctx) {
  std::error_code ec;
  if (ctx.catalog_dirs.empty() && std::filesystem::is_directory(kWorkingCatalog, ec))
    ctx.catalog_dirs.push_back(kWorkingCatalog);
}

std::vector<std::string> default_paths(const Context& ctx) { return ctx.catalog_dirs; }

Catalog catalog_of(const Context& ctx) { return Catalog(ctx.catalog_dirs); }

CatalogResolver resolver_of(const Context& ctx) { return CatalogResolver(ctx.catalog_dirs, ctx.max_bytes); }

CatalogSummary catalog_summary(const Context& ctx, const ProfileOrigin& origin) {
  return resolver_of(ctx).summary_for(origin);
}

LoadedProfile load_target(const Context& ctx, const std::string& target) {
  const LoadLimits limits{ctx.max_bytes};
  LoadedProfile out;
  CatalogResolver resolver = resolver_of(ctx);
  if (looks_like_path(target)) {
    out.origin = {target, false};
    out.text = read_input(target, limits);
  } else {
    const Catalog catalog = catalog_of(ctx);
    auto file = catalog.find_profile(target);
    if (!file) {
      throw InputError({Diagnostic{
          target, {}, {}, Severity::error, codes::BY000, fmt::format("no profile with id '{}'", target),
          fmt::format("known ids: {}; or give a path to a .yaml file",
                      fmt::join(catalog.profile_ids(), ", "))}});
    }
    out.origin = {file->path, file->embedded};
    out.text = catalog.text_of(*file, ctx.max_bytes);
  }
  out.profile = load_profile(out.text, out.origin.path, limits);
  // The resolver keeps a load error to itself; a command on one profile fails with it.
  if (auto file = resolver.find_file(out.origin, out.profile.hardware.id.value)) {
    out.hardware = load_hardware(resolver.catalog_for(out.origin).text_of(*file, ctx.max_bytes), file->path, limits);
  }
  return out;
}

}  // namespace brief::cli
