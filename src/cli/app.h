#pragma once
#include <CLI/CLI.hpp>
#include <ostream>

#include "brief/diagnostic.h"
#include "cli/commands.h"

namespace brief::cli {

// The whole command line: every command with its options and choices, bound to one
// Context. run() parses with it; the completion tests walk it, so the shell scripts cannot
// lag a new option.
struct Cli {
  Cli();
  Cli(const Cli&) = delete;  // the callbacks hold `this`
  Cli& operator=(const Cli&) = delete;
  CLI::App app;
  Context ctx;
  int verbose = 0, quiet = 0;  // -v / -q counts
};

// Parses the command line and runs the chosen subcommand; returns the exit code. Usage
// errors return 2 after CLI11 prints them; everything else propagates to main.
int run(int argc, char** argv);

// run(), with every error that ends a run printed on stderr and turned into its exit code:
// what main does, in the library, so a harness that runs many command lines in one process
// (tests/honesty/runner) gets exactly a separate process's output and exit code. Out of
// memory propagates: main answers it without allocating.
int run_reporting_errors(int argc, char** argv);

// Prints an InputError's diagnostics as `file:line:col: error[CODE]: message` + hint.
void print_input_error(std::ostream& out, const InputError& error);

}  // namespace brief::cli
