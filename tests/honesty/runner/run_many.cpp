// brief_run_many: runs many brief command lines in one process, each exactly as a separate
// `brief` process would (cli::run_reporting_errors, main's own entry), and answers each with
// its exit code and what it wrote on stdout and stderr.
//
// Why: a frozen honesty round's own scorer (tests/honesty/heldout/*/score.py) lints each of
// its 155 files in a process of its own. Most of such a process's time is reading prose that
// every file of the round shares with the round's base profile; in one process brief reads a
// sentence once (derive's memo). first_sight.py --runner serves each scorer's brief calls from
// here, so the scorer's own code decides every score, 90 rounds lint in a fraction of the
// time, and the test corpus.floor_runner_agrees checks the answers equal separate processes'.
//
// Protocol: one JSON array of strings per line on stdin (argv, argv[0] included); one JSON
// object per line on stdout: {"rc": N, "stdout": "...", "stderr": "..."}, in the same order.
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/app.h"

namespace {

// The file descriptor `fd` pointed at a fresh temporary file for the length of one run; the
// file's content is what the run wrote there.
class Capture {
 public:
  explicit Capture(int fd) : fd_(fd), file_(std::tmpfile()), saved_(::dup(fd)) {
    if (file_ == nullptr || saved_ < 0 || ::dup2(::fileno(file_), fd_) < 0) {
      std::perror("brief_run_many: capture");
      std::exit(3);
    }
  }
  Capture(const Capture&) = delete;
  Capture& operator=(const Capture&) = delete;
  // Restores the descriptor and returns what was written.
  std::string finish() {
    ::dup2(saved_, fd_);
    ::close(saved_);
    std::string text;
    std::rewind(file_);
    char buffer[65536];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, file_)) > 0;) text.append(buffer, n);
    std::fclose(file_);
    return text;
  }

 private:
  int fd_;
  std::FILE* file_;
  int saved_;
};

// Everything buffered for stdout and stderr reaches the file before the descriptor moves.
void flush_all() {
  std::cout.flush();
  std::cerr.flush();
  std::fflush(stdout);
  std::fflush(stderr);
}

}  // namespace

int main() {
  // The answers go to the stdout this process started with; each run's stdout is captured.
  const int answers = ::dup(STDOUT_FILENO);
  std::FILE* out = ::fdopen(answers, "w");
  if (out == nullptr) return 3;
  for (std::string line; std::getline(std::cin, line);) {
    if (line.empty()) continue;
    std::vector<std::string> args = nlohmann::json::parse(line).get<std::vector<std::string>>();
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    flush_all();
    Capture captured_out(STDOUT_FILENO), captured_err(STDERR_FILENO);
    const int rc = brief::cli::run_reporting_errors(static_cast<int>(args.size()), argv.data());
    flush_all();
    std::string text_err = captured_err.finish();
    std::string text_out = captured_out.finish();
    // A run's output is bytes; JSON needs valid UTF-8, so invalid bytes are replaced (the
    // scorers read JSON reports, which brief writes as UTF-8).
    const nlohmann::json answer{{"rc", rc}, {"stdout", text_out}, {"stderr", text_err}};
    const std::string dumped = answer.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    std::fprintf(out, "%s\n", dumped.c_str());
    std::fflush(out);
  }
  return 0;
}
