#include "cli/profile_source.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <unistd.h>

#include <filesystem>
#include <map>

#include "brief/codes.h"
#include "brief/lint.h"
#include "brief/load.h"
#include "brief/report.h"
#include "cli/app.h"

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

namespace {

// The text of a target and where it was read from: a path, or a catalog id's file.
void read_target(const Context& ctx, const std::string& target, LoadedProfile& out) {
  if (looks_like_path(target)) {
    out.origin = {target, false};
    out.text = read_input(target, LoadLimits{ctx.max_bytes});
    return;
  }
  const Catalog catalog = catalog_of(ctx);
  auto file = catalog.find_profile(target);
  if (!file) {
    throw InputError({Diagnostic{
        target, {}, {}, Severity::error, codes::BY000, fmt::format("no profile with id '{}'", target),
        fmt::format("known ids: {}; or give a path to a .yaml file", fmt::join(catalog.profile_ids(), ", "))}});
  }
  out.origin = {file->path, file->embedded};
  out.text = catalog.text_of(*file, ctx.max_bytes);
}

// The hardware entry the loaded profile names, by the one discovery rule.
void find_hardware(const Context& ctx, LoadedProfile& out) {
  CatalogResolver resolver = resolver_of(ctx);
  // The resolver keeps a load error to itself; a command on one profile fails with it.
  if (auto file = resolver.find_file(out.origin, out.profile.hardware.id.value))
    out.hardware = load_hardware(resolver.catalog_for(out.origin).text_of(*file, ctx.max_bytes), file->path,
                                 LoadLimits{ctx.max_bytes});
}

}  // namespace

LoadedProfile load_target(const Context& ctx, const std::string& target) {
  LoadedProfile out;
  read_target(ctx, target, out);
  out.profile = load_profile(out.text, out.origin.path, LoadLimits{ctx.max_bytes});
  find_hardware(ctx, out);
  return out;
}

CheckedTarget check_target(const Context& ctx, const std::string& target) {
  CheckedTarget out;
  auto loaded = std::make_unique<LoadedProfile>();
  read_target(ctx, target, *loaded);
  out.path = loaded->origin.path;
  out.text = loaded->text;
  // As lint loads a file: schema findings are findings, and the rules still run on a profile
  // that is usable despite them (a wrongly typed optional field reads as absent).
  std::optional<Profile> profile;
  try {
    profile = load_profile_with_findings(loaded->text, loaded->origin.path, LoadLimits{ctx.max_bytes}, out.findings);
  } catch (const InputError& e) {
    // A file that cannot be read or parsed (BY) stays exit 2 (main's handler); one that is
    // not read further for its schema (no `format:`, another format) is a finding, as in lint.
    for (const auto& d : e.diagnostics())
      if (is_unusable_input(d)) throw;
    out.findings = e.diagnostics();
  }
  if (profile) {
    loaded->profile = std::move(*profile);
    find_hardware(ctx, *loaded);
    out.loaded = std::move(loaded);
    out.brief.emplace(derive(out.loaded->profile, out.loaded->hardware ? &*out.loaded->hardware : nullptr));
    for (auto& d : check_profile(*out.brief, catalog_summary(ctx, out.loaded->origin))) out.findings.push_back(std::move(d));
  } else {
    out.findings.push_back(not_checked_finding(out.path, "a profile"));
  }
  sort_findings(out.findings);
  return out;
}

bool CheckedTarget::has_errors() const {
  for (const auto& d : findings)
    if (d.severity == Severity::error) return true;
  return false;
}

bool pass_gate(Context& ctx, const CheckedTarget& t, bool allow_errors, const GateWords& words) {
  if (!t.has_errors()) return true;
  std::vector<Diagnostic> errors;
  for (const auto& d : t.findings)
    if (d.severity == Severity::error) errors.push_back(d);
  // Only a file that says it is brief's is quoted: a netrc named by mistake keeps its text
  // out of the log, as in lint.
  std::map<std::string, std::string> sources;
  if (is_brief_format(declared_format(t.text))) sources.emplace(t.path, t.text);
  // One counting rule with lint: a profile that loaded was checked; one that did not was not.
  ReportInput in{&errors, &sources, 1, use_color(ctx.color, isatty(STDERR_FILENO) != 0), t.loaded ? 0u : 1u};
  fmt::print(stderr, "{}", report_human(in));
  ctx.exit_code = exit_findings;
  if (!t.loaded) {
    fmt::print(stderr, "brief: {}: the profile did not load, so no rule checked it (its schema errors say why)\n",
               words.stopped);
    return false;
  }
  if (!allow_errors) {
    fmt::print(stderr, "brief: {}: the profile has errors (--allow-errors {})\n", words.stopped, words.allow_errors_does);
    return false;
  }
  return true;
}

}  // namespace brief::cli
