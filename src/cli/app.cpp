#include "cli/app.h"

#include <fmt/format.h>

#include "brief/output.h"
#include "brief/report.h"
#include "brief/terminal.h"
#include "brief/version.h"
#include "cli/commands.h"
#include "cli/logging.h"

namespace brief::cli {

// --max-bytes at most 1 GiB: every stage is linear in the input, but a limit is a limit.
constexpr std::size_t kMaxBytesLimit = std::size_t{1} << 30;

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
                 "the built-in catalog. Repeatable; one folder per --profiles.")
      // One value each: a path after `--profiles DIR` is the subcommand's, never swallowed.
      ->allow_extra_args(false)
      ->check(CLI::ExistingDirectory);
  app.add_option("--color", ctx.color, "Color on a terminal: auto, always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  app.add_option("--max-bytes", ctx.max_bytes, "Largest input file read, in bytes (1 to 1073741824)")
      ->check(CLI::Range(std::size_t{1}, kMaxBytesLimit))
      ->capture_default_str();
  int verbose = 0, quiet = 0;
  app.add_flag("-v,--verbose", verbose, "More log lines on stderr (repeat for more)");
  app.add_flag("-q,--quiet", quiet, "Fewer log lines on stderr (-q -q: none)");
  // Runs once the whole line is parsed and before any subcommand's callback, so every
  // command logs at the chosen level, to stderr only.
  app.parse_complete_callback([&] {
    ctx.verbosity = verbose - quiet;
    setup_logging(ctx.verbosity);
  });

  add_render_command(app, ctx);
  add_lint_command(app, ctx);
  add_rules_command(app, ctx);
  add_explain_command(app, ctx);
  add_schema_command(app, ctx);
  add_new_command(app, ctx);
  add_list_command(app, ctx);
  add_diff_command(app, ctx);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e) == 0 ? exit_ok : exit_input_error;  // --help, --version
    // The message quotes arguments (a file name may hold ESC or bidi controls): escaped.
    fmt::print(stderr, "{}\nRun with --help for more information.\n", terminal_text(e.what()));
    return exit_input_error;
  } catch (const BrokenPipe&) {
    // A reader that closed the pipe (`brief lint | head`) does not turn findings into a
    // pass: the exit code the run decided stands (0 only when it was clean).
    return ctx.exit_code;
  }
  return ctx.exit_code;
}

void print_input_error(std::ostream& out, const InputError& error) {
  ReportInput in{&error.diagnostics(), nullptr, 1, false};
  out << report_human(in);
}

}  // namespace brief::cli
