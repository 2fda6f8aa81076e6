#pragma once
// Runs a shell command line (the built brief, bash) and captures its exit code, standard
// output and standard error separately, for CLI tests.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/temp_dir.h"
#include "test_paths.h"

namespace brief::test {

struct Run {
  int exit_code = -1;
  std::string out, err;
};

// Single-quotes an argument for sh.
inline std::string quoted(const std::string& arg) {
  std::string q = "'";
  for (char c : arg) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}


// `command` is a complete sh command line; it runs in `cwd` when given.
inline Run run_shell(const std::string& command, const std::string& cwd = {}) {
  static int counter = 0;
  const auto err_path = std::filesystem::temp_directory_path() /
                        ("brief-cli-test-" + std::to_string(::getpid()) + "-" + std::to_string(++counter) + ".err");
  std::string line = cwd.empty() ? command : "cd " + quoted(cwd) + " && " + command;
  line = "(" + line + ") 2>" + quoted(err_path.string()) + " </dev/null";
  Run r;
  FILE* pipe = ::popen(line.c_str(), "r");
  if (!pipe) return r;
  char buffer[4096];
  std::size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) r.out.append(buffer, n);
  const int status = ::pclose(pipe);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.err = read_file(err_path.string());
  std::filesystem::remove(err_path);
  return r;
}

// Runs the built brief with these arguments.
inline Run run_brief(const std::vector<std::string>& args, const std::string& cwd = {}) {
  std::string line = quoted(binary_path());
  for (const auto& a : args) {
    line += ' ';  // not " " + quoted(a): GCC 12 warns -Wrestrict on "lit" + std::string&&
    line += quoted(a);
  }
  return run_shell(line, cwd);
}

}  // namespace brief::test
