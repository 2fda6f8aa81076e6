#include "brief/output.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>

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

}  // namespace

void write_output(const std::string& path, std::string_view text) {
  if (path.empty() || path == "-") {
    int err = write_all(STDOUT_FILENO, text);
    if (err == EPIPE) throw BrokenPipe{};
    if (err != 0) throw std::runtime_error(std::string("cannot write to standard output: ") + std::strerror(err));
    return;
  }
  namespace fs = std::filesystem;
  fs::path target(path);
  fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  std::string tmpl = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  int fd = ::mkstemp(tmpl.data());
  if (fd < 0)
    throw std::runtime_error("cannot create a temporary file beside " + path + ": " + std::strerror(errno));
  int err = write_all(fd, text);
  if (err == 0 && ::fsync(fd) != 0) err = errno;
  if (::close(fd) != 0 && err == 0) err = errno;
  if (err == 0) {
    // mkstemp makes 0600; give the file the mode a plain open() would have had.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::chmod(tmpl.c_str(), 0666 & ~mask);
    if (::rename(tmpl.c_str(), path.c_str()) != 0) err = errno;
  }
  if (err != 0) {
    ::unlink(tmpl.c_str());
    throw std::runtime_error("cannot write " + path + ": " + std::strerror(err));
  }
}

}  // namespace brief
