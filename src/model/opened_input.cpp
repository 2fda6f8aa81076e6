// Every reader's open: O_NONBLOCK so that a fifo (or a device that waits) cannot hang the
// run between the check and the open, then fstat on the descriptor itself, so that what is
// checked is what is read (no stat-then-open race).
#include "brief/opened_input.h"

#include <fcntl.h>
#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "brief/output.h"

namespace brief {

OpenedInput::OpenedInput(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) {
    error_ = errno;
    problem_ = error_ == ENOENT || error_ == ENOTDIR ? InputProblem::missing
               : error_ == ENXIO                     ? InputProblem::not_regular  // a socket, a fifo without writer
               : error_ == ENAMETOOLONG              ? InputProblem::too_long
                                                     : InputProblem::unreadable;
    return;
  }
  struct stat st {};
  struct statfs fs {};
  if (::fstat(fd, &st) != 0) {
    error_ = errno;
    problem_ = InputProblem::unreadable;
  } else if (S_ISDIR(st.st_mode)) {
    problem_ = InputProblem::folder;
  } else if (!S_ISREG(st.st_mode)) {
    problem_ = InputProblem::not_regular;
  } else if (::fstatfs(fd, &fs) == 0 && (fs.f_type == PROC_SUPER_MAGIC || fs.f_type == SYSFS_MAGIC)) {
    problem_ = InputProblem::pseudo;
  } else {
    // Reads block again, as on any regular file.
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0) ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    fd_ = fd;
    size_ = static_cast<uint64_t>(st.st_size);
    note_input_file(static_cast<unsigned long long>(st.st_dev), static_cast<unsigned long long>(st.st_ino), path);
    return;
  }
  ::close(fd);
}

OpenedInput::~OpenedInput() {
  if (fd_ >= 0) ::close(fd_);
}

OpenedInput::OpenedInput(OpenedInput&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)), size_(other.size_), problem_(other.problem_), error_(other.error_) {}

int OpenedInput::release() { return std::exchange(fd_, -1); }

std::string OpenedInput::why() const {
  switch (problem_) {
    case InputProblem::none: return "";
    case InputProblem::missing: return "file not found";
    case InputProblem::folder: return "is a directory, not a file";
    case InputProblem::not_regular: return "not a regular file";  // a fifo, socket or device: never read
    case InputProblem::pseudo: return "a file of /proc or /sys, not a regular file; not read";
    case InputProblem::too_long: return "cannot read: the path is too long (File name too long)";
    case InputProblem::unreadable: return std::string("cannot read: ") + std::strerror(error_);
  }
  return "";
}

}  // namespace brief
