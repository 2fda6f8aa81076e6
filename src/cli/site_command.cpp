// `brief site PATHS -o DIR`: a static catalog site. The index lists every profile with its
// verdicts and findings; each profile gets its HTML brief and its JSON, each hardware entry
// and each rule a page. Findings come from the same lint run as `brief lint PATHS`, so the
// site and lint cannot disagree; a profile with errors is rendered only under the UNCHECKED
// banner. The folder is written atomically and the same inputs give the same bytes.
#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <mutex>
#include <memory>
#include <optional>
#include <set>

#include "brief/plural.h"
#include "brief/brief.h"
#include "brief/catalog.h"
#include "brief/resolver.h"
#include "brief/load.h"
#include "brief/render.h"
#include "brief/report.h"
#include "brief/lint.h"
#include "brief/rules.h"
#include "cli/app.h"
#include "cli/commands.h"
#include "cli/jobs_option.h"
#include "cli/profile_source.h"
#include "cli/site_output.h"
#include "lint/parallel.h"
#include "render/html_escape.h"
#include "render/html_site.h"
#include "render/enum_phrases.h"

namespace brief::cli {
namespace {
namespace fs = std::filesystem;

struct SiteOptions {
  std::vector<std::string> paths;
  std::string output;
  unsigned jobs = 0;
};

// One input file of the lint run, loaded once more for rendering.
struct Entry {
  std::string path;
  std::optional<Profile> profile;
  std::optional<Hardware> hardware;
  std::string load_error;
  std::vector<Diagnostic> findings;
};

std::string first_message(const InputError& e) {
  const Diagnostic& d = e.diagnostics().front();
  return d.begin.known() ? fmt::format("{}:{}:{}: {}", d.file, d.begin.line, d.begin.col, d.message)
                         : fmt::format("{}: {}", d.file, d.message);
}

// Gives every id its own file stem; a second file declaring the same id gets a suffix.
std::string unique_stem(std::set<std::string>& used, const std::string& id) {
  const std::string base = rendering::file_stem(id);
  std::string stem = base;
  for (int n = 2; !used.insert(stem).second; ++n) stem = fmt::format("{}--{}", base, n);
  return stem;
}

void run_site(const Context& ctx, const SiteOptions& o) {
  if (o.output.empty()) throw CLI::ValidationError("-o", "give the site folder: brief site PATHS -o DIR");
  // Fails before any work when the target is not ours to replace.
  SiteDirectory dir(o.output);
  // One load per file: lint hands over every profile it checked, so the site renders from
  // the very load its findings came from.
  std::mutex kept_mutex;
  std::map<std::string, Profile> kept;  // by path
  LintOptions lint_options;  // by member, as lint_command does: new options keep their defaults
  lint_options.catalog_dirs = ctx.catalog_dirs;
  lint_options.max_bytes = ctx.max_bytes;
  lint_options.jobs = o.jobs;
  lint_options.keep_profile = [&](const std::string& path, Profile&& profile) {
    std::lock_guard lock(kept_mutex);
    kept.insert_or_assign(path, std::move(profile));
  };
  const std::vector<std::string> paths = o.paths.empty() ? default_paths(ctx) : o.paths;
  const bool built_in = paths.empty();  // the built-in catalog: its files have no path on disk
  const LintResult lint = lint_paths(paths, lint_options);
  const LoadLimits limits{ctx.max_bytes};

  std::vector<Entry> entries(lint.files.size());
  std::map<std::string, std::size_t> by_path;
  for (std::size_t i = 0; i < lint.files.size(); ++i) {
    entries[i].path = lint.files[i];
    by_path[lint.files[i]] = i;
  }
  // A path the command line names that is not there, or holds no file to read, gives no row
  // that could show its error: the run fails as lint does (exit 2), before anything is written.
  std::vector<Diagnostic> unreadable;
  for (const auto& d : lint.findings)
    if (is_unusable_input(d) && !by_path.count(d.file) &&
        std::find(o.paths.begin(), o.paths.end(), d.file) != o.paths.end())
      unreadable.push_back(d);
  if (!unreadable.empty()) throw InputError(std::move(unreadable));  // the callback says no site was written
  std::vector<Diagnostic> orphans;  // findings of files outside the set (a hardware entry found nearby)
  for (const auto& d : lint.findings) {
    auto it = by_path.find(d.file);
    (it == by_path.end() ? orphans : entries[it->second].findings).push_back(d);
  }
  // What lint did not keep is a hardware entry (few: loaded again here) or a file that does
  // not load (its row shows the error). Built-in catalog files have no path on disk.
  const Catalog embedded({});
  for (auto& e : entries) {
    if (auto it = kept.find(e.path); it != kept.end()) {
      e.profile = std::move(it->second);
      continue;
    }
    try {
      std::string text;
      if (built_in) {
        const fs::path p(e.path);
        const bool hw = p.parent_path().filename() == "hardware";
        auto file = hw ? embedded.find_hardware(p.stem().string()) : embedded.find_profile(p.stem().string());
        if (!file) throw std::runtime_error("embedded file vanished: " + e.path);
        text = embedded.text_of(*file, ctx.max_bytes);
      } else {
        text = read_input(e.path, limits);
      }
      if (looks_like_hardware(text)) e.hardware = load_hardware(text, e.path, limits);
      else load_profile(text, e.path, limits);  // did not load for lint either: throws
      if (!e.hardware) e.load_error = "did not load";
    } catch (const InputError& err) {
      e.load_error = first_message(err);
    }
  }
  kept.clear();

  // Hardware: the set's entries by id, then what each profile's folder or --profiles
  // resolves (the same search as lint), loaded once per file.
  std::map<std::string, const Hardware*> hardware_by_id;
  for (const auto& e : entries)
    if (e.hardware) hardware_by_id.emplace(e.hardware->id.value, &*e.hardware);
  std::map<std::string, std::string> hardware_page;  // id -> "hardware/<stem>.html"
  std::vector<const Hardware*> profile_hardware(entries.size(), nullptr);
  // The rest by the one discovery rule lint applied (brief/resolver.h); a file that fails
  // to load was reported by lint, and the profile is shown without a hardware page.
  CatalogResolver resolver(ctx.catalog_dirs, ctx.max_bytes);
  std::map<std::string, const Hardware*> site_hardware = hardware_by_id;  // id -> entry, sorted
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (!entries[i].profile) continue;
    const Profile& p = *entries[i].profile;
    const std::string& id = p.hardware.id.value;
    if (auto it = hardware_by_id.find(id); it != hardware_by_id.end()) {
      profile_hardware[i] = it->second;
      continue;
    }
    profile_hardware[i] = resolver.resolve(ProfileOrigin{p.path, built_in}, id);
    if (profile_hardware[i]) site_hardware.emplace(profile_hardware[i]->id.value, profile_hardware[i]);
  }
  std::set<std::string> stems;
  for (const auto& [id, hw] : site_hardware) hardware_page[id] = "hardware/" + unique_stem(stems, id) + ".html";

  // Page of each profile, known before any page is written, so references can link.
  stems.clear();
  std::vector<std::string> profile_stem(entries.size());
  std::map<std::string, std::string> profile_page;  // id -> "profiles/<stem>.html" (first file of an id)
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (!entries[i].profile) continue;
    profile_stem[i] = unique_stem(stems, entries[i].profile->id.value);
    profile_page.emplace(entries[i].profile->id.value, "profiles/" + profile_stem[i] + ".html");
  }
  std::map<std::string, std::string> from_profiles;  // the same links, relative to profiles/
  for (const auto& [id, page] : profile_page) from_profiles[id] = "../" + page;

  dir.make_dirs("profiles");
  dir.make_dirs("hardware");
  dir.make_dirs("rules");
  std::vector<rendering::SiteProfileRow> rows(entries.size());
  lint::parallel_for(entries.size(), lint::effective_jobs(o.jobs), [&](std::size_t i) {
    const Entry& e = entries[i];
    rendering::SiteProfileRow& row = rows[i];
    row.source = e.path;
    row.findings = e.findings;
    const SeverityCounts counts = count_findings(e.findings);
    row.errors = counts.errors, row.warnings = counts.warnings, row.notes = counts.notes;
    if (e.hardware) return;
    if (!e.profile) {
      row.id = fs::path(e.path).stem().string();
      row.load_error = e.load_error;
      return;
    }
    const Profile& p = *e.profile;
    const Hardware* hw = profile_hardware[i];
    const Brief brief = derive(p, hw);
    row.id = p.id.value;
    row.title = p.title.value;
    row.hardware_id = p.hardware.id.value;
    if (hw) row.hardware_page = hardware_page[hw->id.value];
    if (p.hardware.nodes.present) row.nodes = std::to_string(p.hardware.nodes.value);
    row.memory_verdict = rendering::phrase_of(brief.memory.kind);
    row.calculator_verdict = rendering::phrase_of(brief.calculator.kind);
    row.commercial = brief.commercial.possible ? "possible" : "blocked";
    row.page = "profiles/" + profile_stem[i] + ".html";
    row.json = "profiles/" + profile_stem[i] + ".json";

    HtmlLinks links;
    links.index = "../index.html";
    links.json = profile_stem[i] + ".json";
    if (hw) links.hardware = "../" + hardware_page.at(hw->id.value);
    links.profiles = &from_profiles;
    links.rules_prefix = "../rules/";
    RenderOptions ropts;
    ropts.html_links = &links;
    ropts.take_findings(e.findings);
    dir.write(row.page, render_html(brief, ropts));
    dir.write(row.json, render_json(brief, ropts));
  });
  // Hardware entries are rows of the lint run but not of the index.
  std::vector<rendering::SiteProfileRow> profile_rows;
  for (std::size_t i = 0; i < entries.size(); ++i)
    if (!entries[i].hardware) profile_rows.push_back(std::move(rows[i]));

  for (const auto& [id, hw] : site_hardware) {
    rendering::SiteHardwarePage page;
    page.hardware = hw;
    if (auto it = by_path.find(hw->path); it != by_path.end()) page.findings = entries[it->second].findings;
    for (const auto& d : orphans)
      if (d.file == hw->path) page.findings.push_back(d);
    for (const auto& r : profile_rows)
      if (!r.page.empty() && r.hardware_id == id) page.profiles.emplace_back(r.id, "../" + r.page);
    dir.write(hardware_page[id], rendering::site_hardware_html(page));
  }
  for (const auto& rule : rule_registry())
    dir.write(fmt::format("rules/{}.html", rendering::file_stem(rule.code)), rendering::site_rule_html(rule, rule_doc(rule)));
  dir.write("rules/index.html", rendering::site_rules_index_html(rule_registry()));
  dir.write("index.html", rendering::site_index_html(profile_rows, site_hardware.size()));
  dir.commit();
  spdlog::info("wrote {} and {} to {}", count_of(static_cast<int64_t>(profile_page.size()), "profile page"),
               count_of(static_cast<int64_t>(site_hardware.size()), "hardware page"), o.output);
}

}  // namespace

void add_site_command(CLI::App& app, Context& ctx) {
  auto o = std::make_shared<SiteOptions>();
  auto* cmd = app.add_subcommand("site", "Build a static catalog site: an index, every brief as HTML and JSON, hardware and rule pages");
  cmd->add_option("paths", o->paths,
                  "Profile files or folders (searched recursively for *.yaml, *.yml); default: the "
                  "catalog folders (--profiles, else ./profiles if present), else the built-in catalog");
  cmd->add_option("-o,--output", o->output, "The site folder; replaced whole and atomically, only if brief wrote it")->required();
  add_jobs_option(cmd, o->jobs, "Files handled in parallel; the output never changes");
  cmd->footer(
      "Profiles with lint errors are listed with their errors and rendered under the UNCHECKED banner.\n"
      "Exit codes: 0 site written, 2 usage or input error (a named path that is not there; a file found that does not load is an index row, not a failure).\n"
      "Examples:\n"
      "  brief site profiles/ -o site/\n"
      "  brief site profiles/ -o public/ && python3 -m http.server -d public");
  cmd->callback([&ctx, o] {
    try {
      run_site(ctx, *o);
    } catch (const InputError& e) {
      print_input_error(std::cerr, e);
      fmt::print(stderr, "brief: no site was written\n");
      ctx.exit_code = exit_input_error;
      return;
    }
    ctx.exit_code = exit_ok;
  });
}

}  // namespace brief::cli
