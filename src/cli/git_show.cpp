#include "cli/git_show.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "brief/codes.h"
#include "brief/diagnostic.h"

extern char** environ;

namespace brief::cli {
namespace {

[[noreturn]] void fail(const std::string& label, std::string message, std::string hint) {
  throw InputError({Diagnostic{label, {}, {}, Severity::error, codes::BY000, std::move(message), std::move(hint)}});
}

// Reads a pipe to its end; stops keeping bytes after `limit` but still drains it.
std::string drain(int fd, std::size_t limit, bool* truncated) {
  std::string out;
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    // Keep at most `limit` bytes; any byte past them marks the text truncated. (No
    // `limit + 1` arithmetic: with --max-bytes at its largest it wrapped to 0 and kept nothing.)
    const std::size_t room = limit - std::min(limit, out.size());
    const std::size_t got = static_cast<std::size_t>(n);
    out.append(buffer, std::min(got, room));
    if (got > room) *truncated = true;
  }
  return out;
}

}  // namespace

std::string git_show(const std::string& rev, const std::string& path, std::size_t max_bytes) {
  namespace fs = std::filesystem;
  const std::string label = fmt::format("{}:{}", rev, path);
  if (rev.empty() || rev.front() == '-') fail(label, "not a revision", "give a revision such as HEAD~1 or main");
  const fs::path p(path);
  const std::string dir = p.has_parent_path() ? p.parent_path().string() : ".";
  const std::string spec = fmt::format("{}:./{}", rev, p.filename().string());
  spdlog::debug("running git -C {} show {}", dir, spec);

  int out_pipe[2], err_pipe[2];
  if (::pipe(out_pipe) != 0 || ::pipe(err_pipe) != 0) fail(label, "cannot create a pipe for git", "");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err_pipe[1], STDERR_FILENO);
  posix_spawn_file_actions_addclose(&actions, out_pipe[0]);
  posix_spawn_file_actions_addclose(&actions, err_pipe[0]);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  std::vector<std::string> args{"git", "-C", dir, "--no-pager", "show", "--no-textconv", spec};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = ::posix_spawnp(&pid, "git", &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(out_pipe[1]);
  ::close(err_pipe[1]);
  if (spawned != 0) {
    ::close(out_pipe[0]);
    ::close(err_pipe[0]);
    fail(label, "cannot run git", "install git, or compare two files: brief diff OLD NEW");
  }
  // git's stderr is small; read stdout first, then stderr (a chatty stderr cannot block a
  // `git show`, which writes its errors before any output).
  bool truncated = false, err_truncated = false;
  std::string text = drain(out_pipe[0], max_bytes, &truncated);
  std::string err = drain(err_pipe[0], 4096, &err_truncated);
  ::close(out_pipe[0]);
  ::close(err_pipe[0]);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    while (!err.empty() && (err.back() == '\n' || err.back() == '\r')) err.pop_back();
    if (auto nl = err.find('\n'); nl != std::string::npos) err.resize(nl);
    if (err.starts_with("fatal: ")) err.erase(0, 7);
    fail(label, err.empty() ? "git show failed" : fmt::format("git: {}", err),
         "check the revision (git log) and that the path is tracked at it");
  }
  if (truncated)
    fail(label, fmt::format("file is larger than {} bytes", max_bytes), "raise --max-bytes if this is expected");
  return text;
}

}  // namespace brief::cli
