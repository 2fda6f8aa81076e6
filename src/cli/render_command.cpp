// `brief render <id|path>`: load, check, derive, render; nothing on stdout unless the whole
// brief was produced.
#include <fmt/format.h>

#include "brief/brief.h"
#include "brief/catalog.h"
#include "brief/load.h"
#include "brief/output.h"
#include "brief/render.h"
#include "cli/commands.h"
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
  auto* cmd = app.add_subcommand("render", "Render a profile's review brief (text, markdown or json)");
  cmd->add_option("profile", opts->target, "A catalog id (glm53-limechain-c8) or a file path ('-' for stdin)")
      ->required();
  cmd->add_option("-f,--format", opts->format, "Output format: text, markdown or json")
      ->check(CLI::IsMember({"text", "markdown", "md", "json"}))
      ->capture_default_str();
  cmd->add_option("-o,--output", opts->output, "Write to this file (atomically) instead of stdout");
  cmd->add_option("--width", opts->width, "Wrap text at this many columns")
      ->check(CLI::Range(40, 400))
      ->capture_default_str();
  cmd->add_flag("--allow-errors", opts->allow_errors,
                "Render even when checks find errors, under an UNCHECKED banner");
  cmd->footer(
      "Examples:\n"
      "  brief render glm53-limechain-c8\n"
      "  brief render glm53-limechain-c8 --format json | jq '.verdicts'\n"
      "  brief render ./my-profile.yaml --format markdown -o brief.md");
  cmd->callback([&ctx, opts] {
    LoadedProfile loaded = load_target(ctx, opts->target);
    Brief brief = derive(loaded.profile, loaded.hardware ? &*loaded.hardware : nullptr);
    RenderOptions ropts;
    ropts.width = opts->width;
    Format format = opts->format == "json"       ? Format::json
                    : opts->format == "text"     ? Format::text
                                                 : Format::markdown;
    write_output(opts->output, render(brief, format, ropts));
    ctx.exit_code = exit_ok;
  });
}

}  // namespace brief::cli
