#include "cli/app.h"

#include <fmt/format.h>

#include "brief/report.h"
#include "brief/version.h"
#include "cli/commands.h"

namespace brief::cli {

int run(int argc, char** argv) {
  CLI::App app{"brief: compile LLM deployment profiles into review briefs that never claim "
               "more than their sources.",
               "brief"};
  app.set_version_flag("--version", fmt::format("brief {} ({})", version(), git_revision()));
  app.require_subcommand(1);
  app.fallthrough();
  Context ctx;
  app.add_option("--profiles", ctx.catalog_dirs,
                 "A catalog folder (<id>.yaml profiles, hardware/ entries); searched before "
                 "the built-in catalog. Repeatable.");
  app.add_option("--color", ctx.color, "Color on a terminal: auto, always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  app.add_option("--max-bytes", ctx.max_bytes, "Largest input file read, in bytes")
      ->capture_default_str();
  app.add_flag_callback("-v,--verbose", [&] { ++ctx.verbosity; }, "More log lines on stderr");
  app.add_flag_callback("-q,--quiet", [&] { --ctx.verbosity; }, "Fewer log lines on stderr");

  add_render_command(app, ctx);
  add_schema_command(app, ctx);
  add_new_command(app, ctx);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? exit_ok : exit_input_error;
  }
  return ctx.exit_code;
}

void print_input_error(std::ostream& out, const InputError& error) {
  ReportInput in{&error.diagnostics(), nullptr, 1, false};
  out << report_human(in);
}

}  // namespace brief::cli
