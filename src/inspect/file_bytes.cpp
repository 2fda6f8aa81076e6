#include "inspect/file_bytes.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <fmt/format.h>

#include "brief/opened_input.h"
#include "inspect/error.h"

namespace brief::inspect {

FileBytes::FileBytes(const std::string& path) : path_(path) {
  // Never blocks on a fifo named model.safetensors, never reads /proc; registers the file as
  // an input, so that `inspect X -o X` cannot replace the checkpoint with its report.
  OpenedInput input(path);
  if (!input.ok())
    throw InspectError::about_file(path, input.why(), input.problem() == InputProblem::too_long ? kPathTooLongHint : "");
  size_ = input.size();
  fd_ = input.release();
}

FileBytes::~FileBytes() {
  if (fd_ >= 0) ::close(fd_);
}

std::string FileBytes::read(uint64_t offset, uint64_t n) const {
  if (offset > size_ || n > size_ - offset)
    throw InspectError(path_, offset, fmt::format("truncated: {} bytes needed, the file ends {} bytes later", n,
                                                  offset > size_ ? 0 : size_ - offset),
                       "the file is shorter than its header says; re-download it");
  std::string out(n, '\0');
  uint64_t done = 0;
  while (done < n) {
    const ssize_t got = ::pread(fd_, out.data() + done, n - done, static_cast<off_t>(offset + done));
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) throw InspectError(path_, offset + done, got < 0 ? std::strerror(errno) : "unexpected end of file");
    done += static_cast<uint64_t>(got);
  }
  return out;
}

}  // namespace brief::inspect
