// brief: compiles YAML deployment profiles into review briefs. main only sets up the process
// (signals, termination) and runs the command line; cli::run_reporting_errors maps every
// error to its exit code, in one place.
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <exception>
#include <new>

#include "brief/diagnostic.h"
#include "brief/output.h"
#include "cli/app.h"

namespace {

// Out of memory is an error with a message and exit 2, never an abort (134): also when
// the std::bad_alloc escapes where no catch can see it (a destructor, a noexcept path).
[[noreturn]] void out_of_memory_exit() {
  constexpr char message[] = "brief: error: out of memory\n";
  (void)!::write(STDERR_FILENO, message, sizeof message - 1);
  std::_Exit(brief::exit_input_error);
}

void on_terminate() {
  if (auto current = std::current_exception()) {
    try {
      std::rethrow_exception(current);
    } catch (const std::bad_alloc&) {
      out_of_memory_exit();
    } catch (...) {
    }
  }
  constexpr char message[] = "brief: internal error: unexpected termination\n";
  (void)!::write(STDERR_FILENO, message, sizeof message - 1);
  std::_Exit(brief::exit_input_error);
}

}  // namespace

int main(int argc, char** argv) {
  // A closed pipe must surface as EPIPE from write(), which ends the run with the exit code
  // it had decided (see cli/app.cpp).
  std::signal(SIGPIPE, SIG_IGN);
  // SIGINT/SIGTERM/SIGHUP during a write remove the temporary file before the run ends.
  brief::install_signal_cleanup();
  std::set_terminate(on_terminate);
  try {
    return brief::cli::run_reporting_errors(argc, argv);
  } catch (const std::bad_alloc&) {
    out_of_memory_exit();
  }
}
