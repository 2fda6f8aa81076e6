// The write path of every command (`-o FILE`, `--output FORMAT=FILE`, stdout). A target
// may be hostile or precious: an input of the same run, a device node, /dev/stdout, a fifo,
// a 0600 secret, a read-only file. See include/brief/output.h for what each gets.
#include "brief/output.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "brief/distinct_keys.h"

namespace brief {
namespace {

// Writes everything or reports the errno that stopped it.
int write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    ssize_t n = ::write(fd, text.data(), text.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    text.remove_prefix(static_cast<std::size_t>(n));
  }
  return 0;
}

std::mutex inputs_mutex;
// Every input of the run, as (device, inode): 16 bytes a file however often it is read.
DistinctKeys<std::pair<unsigned long long, unsigned long long>>& inputs() {
  static DistinctKeys<std::pair<unsigned long long, unsigned long long>> files;
  return files;
}

bool is_input(const struct stat& st) {
  std::lock_guard lock(inputs_mutex);
  return inputs().contains({static_cast<unsigned long long>(st.st_dev), static_cast<unsigned long long>(st.st_ino)});
}

bool same_file_as_fd(const struct stat& st, int fd) {
  struct stat other {};
  return ::fstat(fd, &other) == 0 && other.st_dev == st.st_dev && other.st_ino == st.st_ino;
}

// The pending temporary file, for the signal handler: a fixed buffer (no allocation in a
// handler) and a flag that says whether it holds a path.
char pending_path[PATH_MAX];
volatile std::sig_atomic_t pending = 0;

extern "C" void remove_pending_and_reraise(int sig) {
  if (pending) ::unlink(pending_path);
  ::signal(sig, SIG_DFL);
  ::raise(sig);
}

[[noreturn]] void fail(const std::string& path, std::string_view why) {
  throw std::runtime_error(fmt::format("cannot write {}: {}", path, why));
}

void write_directly(const std::string& path, int fd, std::string_view text) {
  const int err = write_all(fd, text);
  if (err == EPIPE) throw BrokenPipe{};
  if (err != 0) fail(path, std::strerror(err));
}

}  // namespace

void note_input_file(unsigned long long device, unsigned long long inode) {
  std::lock_guard lock(inputs_mutex);
  inputs().insert({device, inode});
}

void install_signal_cleanup() {
  static std::atomic<bool> installed{false};
  if (installed.exchange(true)) return;
  struct sigaction action {};
  action.sa_handler = remove_pending_and_reraise;
  sigemptyset(&action.sa_mask);
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) {
    struct sigaction old {};
    // A signal the caller ignores (nohup) stays ignored.
    if (::sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_IGN) continue;
    ::sigaction(sig, &action, nullptr);
  }
}

TemporaryFile::TemporaryFile(const std::string& target) {
  namespace fs = std::filesystem;
  const fs::path t(target);
  const fs::path dir = t.has_parent_path() ? t.parent_path() : fs::path(".");
  std::string tmpl = (dir / fmt::format(".{}.XXXXXX", t.filename().string())).string();
  if (tmpl.size() >= sizeof pending_path) fail(target, "the path is too long");
  // Block the cleanup signals while the name is created and published, so the handler
  // never sees a file that exists but is not yet recorded.
  sigset_t block, old;
  sigemptyset(&block);
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&block, sig);
  ::pthread_sigmask(SIG_BLOCK, &block, &old);
  fd_ = ::mkstemp(tmpl.data());
  const int err = errno;
  if (fd_ >= 0) {
    std::memcpy(pending_path, tmpl.c_str(), tmpl.size() + 1);
    pending = 1;
  }
  ::pthread_sigmask(SIG_SETMASK, &old, nullptr);
  if (fd_ < 0) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) fail(target, fmt::format("folder {} does not exist", dir.string()));
    fail(target, fmt::format("cannot create a temporary file in {}: {}", dir.string(), std::strerror(err)));
  }
  path_ = std::move(tmpl);
}

int TemporaryFile::commit(const std::string& target) {
  int err = 0;
  if (::fsync(fd_) != 0) err = errno;
  if (::close(fd_) != 0 && err == 0) err = errno;
  fd_ = -1;
  if (err == 0 && ::rename(path_.c_str(), target.c_str()) != 0) err = errno;
  if (err == 0) {
    committed_ = true;
    pending = 0;
  }
  return err;
}

TemporaryFile::~TemporaryFile() {
  if (fd_ >= 0) ::close(fd_);
  if (!committed_ && !path_.empty()) {
    ::unlink(path_.c_str());
    pending = 0;
  }
}

void write_output(const std::string& path, std::string_view text) {
  if (path.empty() || path == "-") {
    write_directly("standard output", STDOUT_FILENO, text);
    return;
  }
  namespace fs = std::filesystem;
  struct stat st {};
  const bool exists = ::stat(path.c_str(), &st) == 0;  // follows links: what would be written
  std::string target = path;
  if (exists) {
    if (is_input(st)) fail(path, "it is an input of this run; refusing to overwrite it (choose another -o file)");
    if (S_ISDIR(st.st_mode)) fail(path, "it is a folder; give a file name");
    // Our own standard output or error (`-o /dev/stdout`, `-o /proc/self/fd/1`), a
    // device, a fifo, a socket or a terminal: written to, never replaced by a regular file.
    const int own = same_file_as_fd(st, STDOUT_FILENO) ? STDOUT_FILENO : same_file_as_fd(st, STDERR_FILENO) ? STDERR_FILENO : -1;
    if (own >= 0) {
      write_directly(path, own, text);
      return;
    }
    if (!S_ISREG(st.st_mode)) {
      const int fd = ::open(path.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
      if (fd < 0) fail(path, std::strerror(errno));
      const int err = write_all(fd, text);
      ::close(fd);
      if (err != 0) fail(path, std::strerror(err));
      return;
    }
    if ((st.st_mode & 0222) == 0 || ::access(path.c_str(), W_OK) != 0)
      fail(path, "it is read-only; refusing to replace it");
    // A link is written through: the file it names is replaced, the link stays.
    std::error_code ec;
    const fs::path real = fs::canonical(path, ec);
    if (!ec) target = real.string();
  }
  TemporaryFile tmp(target);
  int err = write_all(tmp.fd(), text);
  if (err == 0) {
    if (exists) {
      // The replacement keeps the target's permissions (a 0600 file stays 0600) and owner.
      // fchown first: it may clear set-id bits that fchmod then restores. Failing to
      // chown (not the owner) is fine; the mode is what matters for a secret.
      if (::fchown(tmp.fd(), st.st_uid, st.st_gid) != 0) errno = 0;
      if (::fchmod(tmp.fd(), st.st_mode & 07777) != 0) err = errno;
    } else {
      // mkstemp makes 0600; give the file the mode a plain open() would have had.
      const mode_t mask = ::umask(0);
      ::umask(mask);
      if (::fchmod(tmp.fd(), 0666 & ~mask) != 0) err = errno;
    }
  }
  if (err == 0) err = tmp.commit(target);
  if (err != 0) fail(path, std::strerror(err));
}

}  // namespace brief
