#pragma once
// `-j,--jobs` of lint and site: 0 (one thread per core) to lint::kMaxJobs, decimal. A run
// once sized its workers by `-j 99999999` and died out of memory.
#include <CLI/CLI.hpp>

#include <string>

#include "cli/decimal_option.h"
#include "lint/parallel.h"

namespace brief::cli {

inline CLI::Option* add_jobs_option(CLI::App* cmd, unsigned& jobs, const std::string& what) {
  return cmd->add_option("-j,--jobs", jobs, what + " (0, the default: one per core; at most 1024)")
      ->check(whole_number(0, lint::kMaxJobs))
      ->capture_default_str();
}

}  // namespace brief::cli
