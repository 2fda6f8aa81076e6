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

// The pending temporary files, for the signal handler: fixed buffers (no allocation in a
// handler) and a flag each that says whether it holds a path. A lint run with several
// `--output FORMAT=FILE` streams into one temporary file each at the same time.
constexpr std::size_t kPendingSlots = 16;
char pending_path[kPendingSlots][PATH_MAX];
volatile std::sig_atomic_t pending[kPendingSlots] = {};
std::mutex pending_mutex;  // taking and giving back a slot (the handler only reads)

extern "C" void remove_pending_and_reraise(int sig) {
  for (std::size_t k = 0; k < kPendingSlots; ++k)
    if (pending[k]) ::unlink(pending_path[k]);
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
  if (tmpl.size() >= sizeof pending_path[0]) fail(target, "the path is too long");
  std::lock_guard slots(pending_mutex);
  std::size_t slot = 0;
  while (slot < kPendingSlots && pending[slot]) ++slot;
  if (slot == kPendingSlots) fail(target, fmt::format("more than {} files are being written at once", kPendingSlots));
  // Block the cleanup signals while the name is created and published, so the handler
  // never sees a file that exists but is not yet recorded.
  sigset_t block, old;
  sigemptyset(&block);
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&block, sig);
  ::pthread_sigmask(SIG_BLOCK, &block, &old);
  fd_ = ::mkstemp(tmpl.data());
  const int err = errno;
  if (fd_ >= 0) {
    std::memcpy(pending_path[slot], tmpl.c_str(), tmpl.size() + 1);
    pending[slot] = 1;
    slot_ = slot;
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
    release_slot();
  }
  return err;
}

TemporaryFile::~TemporaryFile() {
  if (fd_ >= 0) ::close(fd_);
  if (!committed_ && !path_.empty()) {
    ::unlink(path_.c_str());
    release_slot();
  }
}

void TemporaryFile::release_slot() {
  std::lock_guard lock(pending_mutex);
  pending[slot_] = 0;
}

OutputFile::OutputFile(std::string path) : path_(std::move(path)), target_(path_) {
  if (path_.empty() || path_ == "-") {
    path_ = "standard output";
    own_fd_ = STDOUT_FILENO;
    return;
  }
  namespace fs = std::filesystem;
  struct stat st {};
  existed_ = ::stat(path_.c_str(), &st) == 0;  // follows links: what would be written
  if (existed_) {
    if (is_input(st)) fail(path_, "it is an input of this run; refusing to overwrite it (choose another -o file)");
    if (S_ISDIR(st.st_mode)) fail(path_, "it is a folder; give a file name");
    mode_ = st.st_mode;
    uid_ = st.st_uid;
    gid_ = st.st_gid;
    // Our own standard output or error (`-o /dev/stdout`, `-o /proc/self/fd/1`), a
    // device, a fifo, a socket or a terminal: written to, never replaced by a regular file.
    // Held until commit, so that what goes there stays in one piece after the rest.
    own_fd_ = same_file_as_fd(st, STDOUT_FILENO) ? STDOUT_FILENO : same_file_as_fd(st, STDERR_FILENO) ? STDERR_FILENO : -1;
    if (own_fd_ >= 0 || !S_ISREG(st.st_mode)) {
      kind_ = Kind::held;
      return;
    }
    if ((st.st_mode & 0222) == 0 || ::access(path_.c_str(), W_OK) != 0)
      fail(path_, "it is read-only; refusing to replace it");
    // A link is written through: the file it names is replaced, the link stays.
    std::error_code ec;
    const fs::path real = fs::canonical(path_, ec);
    if (!ec) target_ = real.string();
  }
  kind_ = Kind::replaced;
  temporary_.emplace(target_);
}

OutputFile::~OutputFile() = default;  // an uncommitted temporary file removes itself

void OutputFile::append(std::string_view text) {
  switch (kind_) {
    case Kind::held: held_.append(text); return;
    case Kind::replaced:
      if (const int err = write_all(temporary_->fd(), text); err != 0) fail(path_, std::strerror(err));
      return;
  }
}

void OutputFile::commit() {
  if (kind_ == Kind::held) {
    if (own_fd_ >= 0) {
      write_directly(path_, own_fd_, held_);
      return;
    }
    const int fd = ::open(path_.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) fail(path_, std::strerror(errno));
    const int err = write_all(fd, held_);
    ::close(fd);
    if (err != 0) fail(path_, std::strerror(err));
    return;
  }
  // The run may have read the target since this file was opened (lint reads its inputs
  // after opening its --output files): never replace an input.
  struct stat now {};
  if (::stat(path_.c_str(), &now) == 0 && is_input(now))
    fail(path_, "it is an input of this run; refusing to overwrite it (choose another -o file)");
  int err = 0;
  if (existed_) {
    // The replacement keeps the target's permissions (a 0600 file stays 0600) and owner.
    // fchown first: it may clear set-id bits that fchmod then restores. Failing to
    // chown (not the owner) is fine; the mode is what matters for a secret.
    if (::fchown(temporary_->fd(), uid_, gid_) != 0) errno = 0;
    if (::fchmod(temporary_->fd(), mode_ & 07777) != 0) err = errno;
  } else {
    // mkstemp makes 0600; give the file the mode a plain open() would have had.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    if (::fchmod(temporary_->fd(), 0666 & ~mask) != 0) err = errno;
  }
  if (err == 0) err = temporary_->commit(target_);
  if (err != 0) fail(path_, std::strerror(err));
}

void write_output(const std::string& path, std::string_view text) {
  OutputFile file(path);
  file.append(text);
  file.commit();
}

}  // namespace brief
