#include "cli/logging.h"

#include <spdlog/sinks/base_sink.h>
#include <spdlog/spdlog.h>

#include <cstdio>
#include <mutex>

#include "brief/terminal.h"

namespace brief::cli {
namespace {

// Log lines name files and ids from untrusted catalogs: every message passes through the
// same terminal escaping as the reports before it reaches standard error.
class EscapingStderrSink : public spdlog::sinks::base_sink<std::mutex> {
 protected:
  void sink_it_(const spdlog::details::log_msg& msg) override {
    const std::string text = terminal_text(std::string_view(msg.payload.data(), msg.payload.size()));
    spdlog::details::log_msg safe = msg;
    safe.payload = text;
    spdlog::memory_buf_t line;
    formatter_->format(safe, line);
    std::fwrite(line.data(), 1, line.size(), stderr);
  }
  void flush_() override { std::fflush(stderr); }
};

}  // namespace

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
  if (!logger) {
    logger = std::make_shared<spdlog::logger>("brief", std::make_shared<EscapingStderrSink>());
    spdlog::register_logger(logger);
  }
  logger->set_pattern("brief: %l: %v");
  logger->set_level(log_level_for(verbosity));
  spdlog::set_default_logger(logger);
}

}  // namespace brief::cli
