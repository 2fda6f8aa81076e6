// `brief render <id|path>`: load, check, derive, render; nothing on stdout unless the whole
// brief was produced.
#include <unistd.h>

#include <iostream>
#include <map>
#include <optional>

#include <fmt/format.h>

#include "brief/brief.h"
#include "brief/catalog.h"
#include "brief/load.h"
#include "brief/output.h"
#include "brief/render.h"
#include "brief/report.h"
#include "brief/rules.h"
#include "cli/app.h"
#include "cli/commands.h"
#include "cli/decimal_option.h"
#include "cli/profile_source.h"

namespace brief::cli {

void add_render_command(CLI::App& app, Context& ctx) {
  struct Options {
    std::string target;
    std::string format = "text";
    std::string output;
    bool allow_errors = false;
    int width = 80;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("render", "Render a profile's review brief (text, markdown, json, html or cyclonedx)");
  cmd->add_option("profile", opts->target, "A catalog id (glm53-limechain-c8) or a file path ('-' for stdin)")
      ->required();
  cmd->add_option("-f,--format", opts->format, "Output format: text, markdown, json, html (one self-contained page) or cyclonedx (CycloneDX 1.6 JSON)")
      ->check(CLI::IsMember({"text", "markdown", "md", "json", "html", "cyclonedx"}))
      ->capture_default_str();
  cmd->add_option("-o,--output", opts->output, "Write to this file (atomically) instead of stdout");
  cmd->add_option("--width", opts->width, "Wrap text at this many columns")
      ->check(whole_number(40, 400))
      ->capture_default_str();
  cmd->add_flag("--allow-errors", opts->allow_errors,
                "Render even when checks find errors, under an UNCHECKED banner");
  cmd->footer(
      "Examples:\n"
      "  brief render glm53-limechain-c8\n"
      "  brief render glm53-limechain-c8 --format json | jq '.memory_verdict'\n"
      "  brief render ./my-profile.yaml --format markdown -o brief.md\n"
      "  brief render glm53-limechain-c8 --format html -o brief.html\n"
      "  brief render glm53-limechain-c8 --format cyclonedx > bom.cdx.json");
  cmd->callback([&ctx, opts] {
    std::optional<LoadedProfile> maybe_loaded;
    try {
      maybe_loaded = load_target(ctx, opts->target);
    } catch (const InputError& e) {
      // Schema findings alone (a misspelt key, a wrong type) are findings, as in lint: exit 1.
      // A file that cannot be read or parsed stays exit 2 (main's handler).
      for (const auto& d : e.diagnostics())
        if (is_unusable_input(d)) throw;
      print_input_error(std::cerr, e);
      fmt::print(stderr, "brief: not rendered: the profile has errors\n");
      ctx.exit_code = exit_findings;
      return;
    }
    LoadedProfile& loaded = *maybe_loaded;
    const Hardware* hardware = loaded.hardware ? &*loaded.hardware : nullptr;
    // Derive once; the gate (the same checks as `brief lint`) and the renderer read the same
    // Brief, so what lint passes is exactly what is printed.
    const Brief brief = derive(loaded.profile, hardware);
    std::vector<Diagnostic> findings = check_profile(brief, catalog_summary(ctx, loaded.origin));
    std::vector<Diagnostic> errors;
    for (const auto& f : findings)
      if (f.severity == Severity::error) errors.push_back(f);
    RenderOptions ropts;
    ropts.width = opts->width;
    if (!errors.empty()) {
      const std::map<std::string, std::string> sources{{loaded.profile.path, loaded.text}};
      ReportInput in{&errors, &sources, 1, use_color(ctx.color, isatty(STDERR_FILENO) != 0)};
      fmt::print(stderr, "{}", report_human(in));
      if (!opts->allow_errors) {
        fmt::print(stderr, "brief: not rendered: the profile has errors (--allow-errors renders "
                           "it under an UNCHECKED banner)\n");
        ctx.exit_code = exit_findings;
        return;
      }
    }
    ropts.take_findings(findings);
    Format format = opts->format == "json"        ? Format::json
                    : opts->format == "text"      ? Format::text
                    : opts->format == "html"      ? Format::html
                    : opts->format == "cyclonedx" ? Format::cyclonedx
                                                  : Format::markdown;
    write_output(opts->output, render(brief, format, ropts));
    ctx.exit_code = exit_ok;
  });
}

}  // namespace brief::cli
