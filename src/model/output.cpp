// The write path of every command (`-o FILE`, `--output FORMAT=FILE`, stdout). A target
// may be hostile or precious: an input of the same run, a device node, /dev/stdout, a fifo,
// a 0600 secret, a read-only file. See include/brief/output.h for what each gets.
#include "brief/output.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "brief/distinct_keys.h"
#include "brief/terminal.h"

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
using InputKeys = DistinctKeys<std::pair<unsigned long long, unsigned long long>>;

// Standard input redirected from a file (`brief render - -o p.yaml < p.yaml`) is an input
// of every command, whether or not it reads it: registered with the registry itself, so no
// reader has to remember it.
InputKeys with_standard_input() {
  InputKeys files;
  struct stat st {};
  if (::fstat(STDIN_FILENO, &st) == 0 && S_ISREG(st.st_mode))
    files.insert({static_cast<unsigned long long>(st.st_dev), static_cast<unsigned long long>(st.st_ino)});
  return files;
}

// Every input of the run, as (device, inode): 16 bytes a file however often it is read.
InputKeys& inputs() {
  static InputKeys files = with_standard_input();
  return files;
}

// The folders that hold an input (each file's folder, each folder read), absolute but not
// resolved: a catalog of 100,000 files has a few of them, resolved only when checked.
std::set<std::string>& input_folders() {
  static std::set<std::string> folders;
  return folders;
}

void note_folder_locked(const std::string& folder) {
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::absolute(folder.empty() ? "." : folder, ec);
  if (!ec) input_folders().insert(absolute.lexically_normal().string());
}

bool is_input(const struct stat& st) {
  std::lock_guard lock(inputs_mutex);
  return inputs().contains({static_cast<unsigned long long>(st.st_dev), static_cast<unsigned long long>(st.st_ino)});
}

// An input folder at or below `dir` (resolved), or "".
std::string input_inside(const std::filesystem::path& dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path real_dir = fs::canonical(dir, ec);
  if (ec) return "";
  std::lock_guard lock(inputs_mutex);
  for (const std::string& folder : input_folders()) {
    const fs::path real = fs::weakly_canonical(folder, ec);
    if (ec) continue;
    const auto [d, r] = std::mismatch(real_dir.begin(), real_dir.end(), real.begin(), real.end());
    if (d == real_dir.end()) return folder;
  }
  return "";
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

// The pending temporary folders (a site being written), the same way.
constexpr std::size_t kFolderSlots = 4;
char pending_folder_path[kFolderSlots][PATH_MAX];
volatile std::sig_atomic_t pending_folder[kFolderSlots] = {};

// Removes everything below the folder `dirfd`, with async-signal-safe calls only (openat,
// getdents64, unlinkat, close) and stack buffers: a site folder is a few levels deep.
void remove_contents_at(int dirfd, int depth) {
  struct linux_dirent64 {  // the kernel's record; d_name runs to d_reclen
    ino64_t d_ino;
    off64_t d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[1];
  };
  alignas(8) char buffer[4096];
  for (;;) {
    const long n = ::syscall(SYS_getdents64, dirfd, buffer, sizeof buffer);
    if (n <= 0) return;
    for (long at = 0; at < n;) {
      const auto* e = reinterpret_cast<const linux_dirent64*>(buffer + at);
      at += e->d_reclen;
      const char* name = e->d_name;
      if (name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0))) continue;
      if (::unlinkat(dirfd, name, 0) == 0 || depth == 0) continue;
      const int sub = ::openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      if (sub < 0) continue;
      remove_contents_at(sub, depth - 1);
      ::close(sub);
      ::unlinkat(dirfd, name, AT_REMOVEDIR);
    }
  }
}

// Removes a folder tree. Worker threads may still be adding files while a signal handler
// runs this, so it repeats until the folder itself is gone (then nothing can be added).
void remove_tree(const char* path) {
  for (int pass = 0; pass < 100; ++pass) {
    const int fd = ::open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) return;
    remove_contents_at(fd, 8);
    ::close(fd);
    if (::rmdir(path) == 0 || errno == ENOENT) return;
  }
}

extern "C" void remove_pending_and_reraise(int sig) {
  const int saved = errno;
  for (std::size_t k = 0; k < kPendingSlots; ++k)
    if (pending[k]) ::unlink(pending_path[k]);
  for (std::size_t k = 0; k < kFolderSlots; ++k)
    if (pending_folder[k]) remove_tree(pending_folder_path[k]);
  errno = saved;
  ::signal(sig, SIG_DFL);
  ::raise(sig);
}

[[noreturn]] void fail(const std::string& path, std::string_view why) {
  throw std::runtime_error(fmt::format("cannot write {}: {}", path, why));
}

// While a temporary name is created and published, the cleanup signals wait, so the handler
// never sees a file or folder that exists but is not yet recorded.
class CleanupSignalsBlocked {
 public:
  CleanupSignalsBlocked() {
    sigset_t block;
    sigemptyset(&block);
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&block, sig);
    ::pthread_sigmask(SIG_BLOCK, &block, &old_);
  }
  ~CleanupSignalsBlocked() { ::pthread_sigmask(SIG_SETMASK, &old_, nullptr); }
  CleanupSignalsBlocked(const CleanupSignalsBlocked&) = delete;
  CleanupSignalsBlocked& operator=(const CleanupSignalsBlocked&) = delete;

 private:
  sigset_t old_;
};

// A free entry of the handler's table (pending_mutex held), or a refusal: never a
// temporary the handler does not know of.
std::size_t free_slot(const volatile std::sig_atomic_t* taken, std::size_t n, const std::string& target,
                      std::string_view what) {
  std::size_t slot = 0;
  while (slot < n && taken[slot]) ++slot;
  if (slot == n) fail(target, fmt::format("more than {} {} are being written at once", n, what));
  return slot;
}

void write_directly(const std::string& path, int fd, std::string_view text) {
  const int err = write_all(fd, text);
  if (err == EPIPE) throw BrokenPipe{};
  if (err != 0) fail(path, std::strerror(err));
}

}  // namespace

void note_input_file(unsigned long long device, unsigned long long inode, const std::string& path) {
  std::lock_guard lock(inputs_mutex);
  inputs().insert({device, inode});
  note_folder_locked(std::filesystem::path(path).parent_path().string());
}

void note_input_path(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return;  // nothing there: nothing an output could destroy
  note_input_file(static_cast<unsigned long long>(st.st_dev), static_cast<unsigned long long>(st.st_ino), path);
}

void note_input_folder(const std::string& path) {
  std::lock_guard lock(inputs_mutex);
  note_folder_locked(path);
}

void refuse_input_target(const std::string& target) {
  struct stat st {};
  if (::stat(target.c_str(), &st) != 0) return;  // nothing there yet: nothing to destroy
  if (is_input(st)) fail(target, "it is an input of this run; refusing to overwrite it (choose another -o file)");
  if (!S_ISDIR(st.st_mode)) return;
  if (const std::string inside = input_inside(target); !inside.empty())
    fail(target, fmt::format("it holds an input of this run ({}); refusing to replace it (choose another -o folder)",
                             terminal_text(inside)));
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
  const std::size_t slot = free_slot(pending, kPendingSlots, target, "files");
  int err = 0;
  {
    const CleanupSignalsBlocked blocked;
    fd_ = ::mkstemp(tmpl.data());
    err = errno;
    if (fd_ >= 0) {
      std::memcpy(pending_path[slot], tmpl.c_str(), tmpl.size() + 1);
      pending[slot] = 1;
      slot_ = slot;
    }
  }
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
    if (S_ISDIR(st.st_mode)) fail(path_, "it is a folder; give a file name");
    refuse_input_target(path_);
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
  refuse_input_target(path_);
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

namespace {

constexpr const char* kTemporaryMark = ".brief-temporary";

// A stale temporary folder beside `target` that a brief run made (it holds the mark with
// the process id) and whose process is gone: an interrupted run killed by SIGKILL, or one
// from before temporaries were removed on signals.
bool is_stale_temporary(const std::filesystem::path& folder) {
  std::ifstream in(folder / kTemporaryMark);
  long pid = 0;
  if (!(in >> pid) || pid <= 0) return false;
  return ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
}

}  // namespace

void remove_stale_temporaries(const std::string& target) {
  namespace fs = std::filesystem;
  const fs::path t(target);
  const fs::path dir = t.has_parent_path() ? t.parent_path() : fs::path(".");
  const std::string prefix = fmt::format(".{}.tmp-", t.filename().string());
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.size() != prefix.size() + 6 || !name.starts_with(prefix)) continue;
    if (!it->is_directory(ec) || it->is_symlink(ec)) continue;
    std::error_code gone;
    if (is_stale_temporary(it->path())) fs::remove_all(it->path(), gone);
  }
}

TemporaryFolder::TemporaryFolder(const std::string& target) {
  namespace fs = std::filesystem;
  const fs::path t(target);
  const fs::path parent = t.has_parent_path() ? t.parent_path() : fs::path(".");
  std::string tmpl = (parent / fmt::format(".{}.tmp-XXXXXX", t.filename().string())).string();
  if (tmpl.size() >= sizeof pending_folder_path[0]) fail(target, "the path is too long");
  std::lock_guard slots(pending_mutex);
  const std::size_t slot = free_slot(pending_folder, kFolderSlots, target, "folders");
  bool made = false;
  int err = 0;
  {
    const CleanupSignalsBlocked blocked;
    made = ::mkdtemp(tmpl.data()) != nullptr;
    err = errno;
    if (made) {
      std::memcpy(pending_folder_path[slot], tmpl.c_str(), tmpl.size() + 1);
      pending_folder[slot] = 1;
      slot_ = slot;
    }
  }
  if (!made) fail(target, fmt::format("cannot create a temporary folder beside it: {}", std::strerror(err)));
  path_ = std::move(tmpl);
  // The mark lets a later run remove this folder if this one is killed outright (SIGKILL).
  std::ofstream(fs::path(path_) / kTemporaryMark) << ::getpid() << "\n";
}

TemporaryFolder::~TemporaryFolder() {
  if (path_.empty()) return;
  if (!released_) remove_tree(path_.c_str());
  std::lock_guard lock(pending_mutex);
  pending_folder[slot_] = 0;
}

void TemporaryFolder::remove_mark() {
  std::error_code ec;
  std::filesystem::remove(std::filesystem::path(path_) / kTemporaryMark, ec);
}

void TemporaryFolder::release() {
  released_ = true;
  std::lock_guard lock(pending_mutex);
  pending_folder[slot_] = 0;
}

void write_output(const std::string& path, std::string_view text) {
  OutputFile file(path);
  file.append(text);
  file.commit();
}

}  // namespace brief
