// brief: compiles YAML deployment profiles into review briefs. main only wires the
// subcommands and maps every error to its exit code, in one place.
#include <csignal>
#include <iostream>

#include "brief/diagnostic.h"
#include "brief/output.h"
#include "cli/app.h"

int main(int argc, char** argv) {
  // A closed pipe must surface as EPIPE from write(), which ends the run quietly.
  std::signal(SIGPIPE, SIG_IGN);
  try {
    return brief::cli::run(argc, argv);
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
