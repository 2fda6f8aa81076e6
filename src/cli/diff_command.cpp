// `brief diff OLD NEW` and `brief diff --git REV PATH`: what changed between two profiles,
// fact by fact. Exit 0 when nothing changed, 1 when something did (like diff(1)), 2 when a
// side cannot be read.
#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include <filesystem>
#include <memory>

#include "brief/brief.h"
#include "brief/diff.h"
#include "brief/load.h"
#include "brief/output.h"
#include "cli/commands.h"
#include "cli/git_show.h"
#include "cli/profile_source.h"

namespace brief::cli {
namespace {

struct DiffOptions {
  std::vector<std::string> sides;
  std::string git_rev;
  std::string format = "text";
  std::string output;
};

// The old side of --git: PATH's text at REV, its hardware resolved as today's catalog has it.
LoadedProfile load_at_revision(const Context& ctx, const std::string& rev, const std::string& path) {
  LoadedProfile out;
  out.text = git_show(rev, path, ctx.max_bytes);
  out.profile = load_profile(out.text, fmt::format("{}:{}", rev, path), LoadLimits{ctx.max_bytes});
  // Found as if PATH were read today: the one discovery rule of every command.
  out.origin = {path, false};
  const CatalogResolver resolver = resolver_of(ctx);
  if (auto hw = resolver.find_file(out.origin, out.profile.hardware.id.value))
    out.hardware = load_hardware(resolver.catalog_for(out.origin).text_of(*hw, ctx.max_bytes), hw->path,
                                 LoadLimits{ctx.max_bytes});
  return out;
}

void run_diff(Context& ctx, const DiffOptions& o) {
  LoadedProfile before, after;
  std::string before_label, after_label;
  if (!o.git_rev.empty()) {
    if (o.sides.size() != 1) throw CLI::ValidationError("--git", "expects one PATH: brief diff --git REV PATH");
    before = load_at_revision(ctx, o.git_rev, o.sides[0]);
    before_label = fmt::format("{}:{}", o.git_rev, o.sides[0]);
    after = load_target(ctx, o.sides[0]);
    after_label = o.sides[0];
  } else {
    if (o.sides.size() != 2) throw CLI::ValidationError("diff", "expects OLD and NEW, or --git REV PATH");
    before = load_target(ctx, o.sides[0]);
    after = load_target(ctx, o.sides[1]);
    before_label = o.sides[0];
    after_label = o.sides[1];
  }
  const Brief old_brief = derive(before.profile, before.hardware ? &*before.hardware : nullptr);
  const Brief new_brief = derive(after.profile, after.hardware ? &*after.hardware : nullptr);
  const std::vector<Change> changes = diff_briefs(old_brief, new_brief);
  spdlog::info("{} changes between {} and {}", changes.size(), before_label, after_label);
  ctx.exit_code = changes.empty() ? exit_ok : exit_findings;  // stands even if stdout closes early
  write_output(o.output, o.format == "json" ? format_diff_json(changes, before_label, after_label)
                                            : format_diff_text(changes, before_label, after_label));
}

}  // namespace

void add_diff_command(CLI::App& app, Context& ctx) {
  auto opts = std::make_shared<DiffOptions>();
  auto* cmd = app.add_subcommand("diff", "Show what changed between two profiles, fact by fact");
  cmd->add_option("profiles", opts->sides, "OLD NEW (ids or paths), or one PATH with --git")
      ->required()
      ->expected(1, 2);
  cmd->add_option("--git", opts->git_rev, "Compare PATH with its text at this git revision (HEAD, main, HEAD~1 ...)");
  cmd->add_option("-f,--format", opts->format, "Output format: text or json")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
  cmd->add_option("-o,--output", opts->output, "Write to this file (atomically) instead of stdout");
  cmd->footer(
      "Exit codes: 0 no differences, 1 differences, 2 usage or input error.\n"
      "Change kinds: pin-, license-, component-, observation-added/removed; pin-changed,\n"
      "license-changed, commercial-use-changed, observation-value-changed, bytes-changed,\n"
      "claim-changed, verdict-changed, hardware-changed, item-added/removed, field-changed,\n"
      "text-changed.\n"
      "Examples:\n"
      "  brief diff old.yaml new.yaml\n"
      "  brief diff --git HEAD~1 profiles/glm53-limechain-c8.yaml\n"
      "  brief diff --git origin/main profiles/glm53-limechain-c8.yaml --format json | jq '.changes[].kind'");
  cmd->callback([&ctx, opts] { run_diff(ctx, *opts); });
}

}  // namespace brief::cli
