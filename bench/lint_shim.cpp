// `brief lint` alone, for measuring lint before the subcommand is registered in
// src/cli/app.cpp. Same command code (add_lint_command), same error mapping as src/main.cpp;
// bench/compare.py uses it only when `brief --help` lists no lint, and says so in its table.
#include <csignal>
#include <iostream>

#include "brief/diagnostic.h"
#include "brief/output.h"
#include "cli/app.h"
#include "cli/commands.h"

int main(int argc, char** argv) {
  std::signal(SIGPIPE, SIG_IGN);
  CLI::App app{"brief lint, alone (benchmark shim)", "brief"};
  app.require_subcommand(1);
  brief::cli::Context ctx;
  brief::cli::add_lint_command(app, ctx);
  try {
    try {
      app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
      return app.exit(e) == 0 ? brief::exit_ok : brief::exit_input_error;
    }
    return ctx.exit_code;
  } catch (const brief::BrokenPipe&) {
    return brief::exit_ok;
  } catch (const brief::InputError& e) {
    brief::cli::print_input_error(std::cerr, e);
    return brief::exit_input_error;
  } catch (const std::exception& e) {
    std::cerr << "brief: error: " << e.what() << "\n";
    return brief::exit_input_error;
  }
}
