// `brief render <id|path>`: load, check, derive, render; nothing on stdout unless the whole
// brief was produced.

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
    // The checks of `brief lint` on this one file, schema findings included (exit 1, not 2);
    // the gate and the renderer read the same Brief, so what lint passes is what is printed.
    const CheckedTarget checked = check_target(ctx, opts->target);
    if (!pass_gate(ctx, checked, opts->allow_errors,
                   {"not rendered", "renders it under an UNCHECKED banner"}))
      return;
    const Brief& brief = *checked.brief;
    RenderOptions ropts;
    ropts.width = opts->width;
    ropts.take_findings(checked.findings);
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
