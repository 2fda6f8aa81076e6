#pragma once
#include <ostream>

#include "brief/diagnostic.h"

namespace brief::cli {

// Parses the command line and runs the chosen subcommand; returns the exit code. Usage
// errors return 2 after CLI11 prints them; everything else propagates to main.
int run(int argc, char** argv);

// Prints an InputError's diagnostics as `file:line:col: error[CODE]: message` + hint.
void print_input_error(std::ostream& out, const InputError& error);

}  // namespace brief::cli
