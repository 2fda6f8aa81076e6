#pragma once
// Log lines go to standard error only, never to standard output: stdout carries a command's
// result (a brief, a report, JSON for jq) and nothing else.
#include <spdlog/common.h>

namespace brief::cli {

// -q -q: off; -q: errors; default: warnings; -v: info; -v -v: debug; -v -v -v: trace.
spdlog::level::level_enum log_level_for(int verbosity);

// Makes the default logger a stderr logger at the level for `verbosity`.
void setup_logging(int verbosity);

}  // namespace brief::cli
