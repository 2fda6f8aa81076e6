#include "cli/app.h"

#include <fmt/format.h>

#include <iostream>
#include <map>
#include <new>
#include <optional>
#include <set>
#include <string_view>

#include "brief/load.h"
#include "brief/output.h"
#include "brief/report.h"
#include "brief/terminal.h"
#include "brief/version.h"
#include "cli/commands.h"
#include "cli/decimal_option.h"
#include "cli/logging.h"
#include "cli/profile_source.h"
#include "load/map_reader.h"

namespace brief::cli {
namespace {

// CLI11 reports a misspelt command as "A subcommand is required" (the word becomes a stray
// argument). The first word that is neither an option nor an option's value names the
// command the user meant; when no command has that name, say so, with the closest one.
std::optional<std::string> unknown_command(const CLI::App& app, int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--") return std::nullopt;
    if (arg.starts_with("-")) {
      const bool takes_value = arg == "--profiles" || arg == "--color" || arg == "--max-bytes";
      if (takes_value) ++i;
      continue;
    }
    std::string best;
    std::size_t best_distance = std::string::npos;
    for (const CLI::App* sub : app.get_subcommands({})) {
      if (sub->get_name() == arg) return std::nullopt;
      const std::size_t d = load::edit_distance(arg, sub->get_name());
      if (d < best_distance) best_distance = d, best = sub->get_name();
    }
    if (best_distance <= 2) return fmt::format("brief: unknown command '{}'; did you mean '{}'?", arg, best);
    return fmt::format("brief: unknown command '{}'", arg);
  }
  return std::nullopt;
}

// CLI11 reports a misspelt long option as "The following arguments were not expected" with
// the words in reverse order. The option the user meant is the closest long name of the
// command it was given to (or of brief itself), as ruff and git suggest.
std::optional<std::string> unknown_option(const CLI::App& app, int argc, char** argv) {
  const CLI::App* command = nullptr;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--") return std::nullopt;
    if (command == nullptr && !arg.starts_with("-"))
      for (const CLI::App* sub : app.get_subcommands({}))
        if (sub->get_name() == arg) command = sub;
    if (!arg.starts_with("--") || arg.size() == 2) continue;
    const std::string name(arg.substr(2, arg.find('=') == std::string_view::npos ? std::string_view::npos : arg.find('=') - 2));
    std::string best;
    std::size_t best_distance = std::string::npos;
    bool known = false;
    for (const CLI::App* scope : {command, &app}) {
      if (scope == nullptr) continue;
      for (const CLI::Option* o : scope->get_options())
        for (const std::string& l : o->get_lnames()) {
          if (l == name) known = true;
          const std::size_t d = load::edit_distance(name, l);
          if (d < best_distance) best_distance = d, best = l;
        }
    }
    if (known) continue;
    const std::string where = command != nullptr ? "brief " + command->get_name() : "brief";
    if (best_distance <= 2)
      return fmt::format("{}: unknown option '--{}'; did you mean '--{}'?", where, name, best);
    return fmt::format("{}: unknown option '--{}'", where, name);
  }
  return std::nullopt;
}

}  // namespace

// --max-bytes at most 1 GiB: every stage is linear in the input, but a limit is a limit.
constexpr std::size_t kMaxBytesLimit = std::size_t{1} << 30;

Cli::Cli()
    : app{"brief: compile LLM deployment profiles into review briefs that never claim "
          "more than their sources.",
          "brief"} {
  app.set_version_flag("--version", fmt::format("brief {} ({})", version(), git_revision()));
  app.require_subcommand(1);
  app.fallthrough();
  app.add_option("--profiles", ctx.catalog_dirs,
                 "A catalog folder (<id>.yaml profiles, hardware/ entries); searched before "
                 "the built-in catalog. Repeatable; one folder per --profiles. Default: "
                 "./profiles when it is a folder")
      // One value each: a path after `--profiles DIR` is the subcommand's, never swallowed.
      ->allow_extra_args(false)
      ->check(CLI::ExistingDirectory);
  app.add_option("--color", ctx.color, "Color on a terminal: auto, always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  app.add_option("--max-bytes", ctx.max_bytes, "Largest input file read, in bytes (1 to 1073741824)")
      ->check(whole_number(1, kMaxBytesLimit))
      ->capture_default_str();
  app.add_flag("-v,--verbose", verbose, "More log lines on stderr (repeat for more)");
  app.add_flag("-q,--quiet", quiet, "Fewer log lines on stderr (-q -q: none)");
  // Runs once the whole line is parsed and before any subcommand's callback, so every
  // command logs at the chosen level, to stderr only, and sees the one catalog.
  app.parse_complete_callback([this] {
    ctx.verbosity = verbose - quiet;
    setup_logging(ctx.verbosity);
    settle_catalog(ctx);
  });

  add_render_command(app, ctx);
  add_lint_command(app, ctx);
  add_rules_command(app, ctx);
  add_explain_command(app, ctx);
  add_schema_command(app, ctx);
  add_new_command(app, ctx);
  add_list_command(app, ctx);
  add_diff_command(app, ctx);
  add_site_command(app, ctx);
  add_calc_command(app, ctx);
  add_inspect_command(app, ctx);
}

int run(int argc, char** argv) {
  Cli cli;
  CLI::App& app = cli.app;
  Context& ctx = cli.ctx;

  // `brief` alone is often a new user's first command: the answer is the list of commands
  // (on stderr, exit 2, like any invocation that runs nothing), not "a subcommand is required".
  if (argc <= 1) {
    fmt::print(stderr, "{}", app.help());
    return exit_input_error;
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e) == 0 ? exit_ok : exit_input_error;  // --help, --version
    // A misspelt option first: "--colr never list" would otherwise read "never" as a command.
    if (auto option = unknown_option(app, argc, argv)) {
      fmt::print(stderr, "{}\nRun with --help for more information.\n", terminal_text(*option));
      return exit_input_error;
    }
    if (auto unknown = unknown_command(app, argc, argv)) {
      fmt::print(stderr, "{}\nRun with --help for the list of commands.\n", terminal_text(*unknown));
      return exit_input_error;
    }
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

int run_reporting_errors(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const BrokenPipe&) {
    return exit_ok;
  } catch (const InputError& e) {
    print_input_error(std::cerr, e);
    return exit_input_error;
  } catch (const std::bad_alloc&) {
    throw;
  } catch (const std::exception& e) {
    std::cerr << "brief: error: " << terminal_text(e.what()) << "\n";
    return exit_input_error;
  }
}

void print_input_error(std::ostream& out, const InputError& error) {
  // The files' text again, so located errors show their line and caret as lint's do (the
  // loader keeps no text once it gives up). A file that cannot be read again shows none.
  std::map<std::string, std::string> sources;
  for (const auto& d : error.diagnostics()) {
    if (!d.begin.known() || sources.count(d.file) || d.file == "-" || d.file == "<stdin>") continue;
    try {
      // Only a file that says it is brief's is quoted: a netrc or an environment reached by
      // mistake (a `--config` naming the wrong file) keeps its text out of the log.
      std::string text = read_input(d.file, LoadLimits{});
      if (is_brief_format(declared_format(text))) sources.emplace(d.file, std::move(text));
    } catch (const InputError&) {
    }
  }
  // The command stopped at this error: no rule checked any file it names, and the summary
  // says so ("0 files checked, 1 not checked"), as lint's does for a file that did not load.
  std::set<std::string> files;
  for (const auto& d : error.diagnostics()) files.insert(d.file);
  ReportInput in{&error.diagnostics(), &sources, files.size(), false, files.size()};
  out << report_human(in);
}

}  // namespace brief::cli
