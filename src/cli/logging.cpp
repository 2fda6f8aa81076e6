#include "cli/logging.h"

#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

namespace brief::cli {

spdlog::level::level_enum log_level_for(int verbosity) {
  if (verbosity <= -2) return spdlog::level::off;
  if (verbosity == -1) return spdlog::level::err;
  if (verbosity == 0) return spdlog::level::warn;
  if (verbosity == 1) return spdlog::level::info;
  if (verbosity == 2) return spdlog::level::debug;
  return spdlog::level::trace;
}

void setup_logging(int verbosity) {
  // Re-created on every run (tests call run() many times in one process).
  auto logger = spdlog::get("brief");
  if (!logger) logger = spdlog::stderr_color_mt("brief");
  logger->set_pattern("brief: %l: %v");
  logger->set_level(log_level_for(verbosity));
  spdlog::set_default_logger(logger);
}

}  // namespace brief::cli
