// Reading a profile: a regular file or standard input, never more than max_bytes (so
// /dev/zero or a fifo cannot make us read forever).
#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include "brief/load.h"
#include "brief/output.h"
#include "load/diagnostics.h"

namespace brief {

namespace {

struct FileCloser {
  void operator()(std::FILE* f) const {
    if (f) std::fclose(f);
  }
};

std::string read_bounded(std::FILE* in, const std::string& path, const LoadLimits& limits) {
  std::string out;
  char buffer[64 * 1024];
  while (true) {
    const std::size_t n = std::fread(buffer, 1, sizeof buffer, in);
    out.append(buffer, n);
    if (out.size() > limits.max_bytes)
      load::fail(path, Loc{}, codes::BY001, "file is larger than " + std::to_string(limits.max_bytes) + " bytes",
                 "a profile is about 15 KB; raise the limit with --max-bytes if this is intended");
    if (n < sizeof buffer) break;
  }
  if (std::ferror(in))
    load::fail(path, Loc{}, codes::BY018, std::string("cannot read: ") + std::strerror(errno), "check the file");
  return out;
}

}  // namespace

std::string read_input(const std::string& path, const LoadLimits& limits) {
  if (path == "-") return read_bounded(stdin, "<stdin>", limits);

  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    if (errno == ENOENT || errno == ENOTDIR)
      load::fail(path, Loc{}, codes::BY016, "file not found", "check the path, or give a catalog id");
    load::fail(path, Loc{}, codes::BY018, std::string("cannot read: ") + std::strerror(errno), "check the file's permissions");
  }
  if (S_ISDIR(st.st_mode))
    load::fail(path, Loc{}, codes::BY017, "is a directory, not a file", "give a profile file; `brief lint` takes directories");
  if (!S_ISREG(st.st_mode))
    load::fail(path, Loc{}, codes::BY017, "not a regular file", "give a profile file; use - to read standard input");
  if (static_cast<uint64_t>(st.st_size) > limits.max_bytes)
    load::fail(path, Loc{}, codes::BY001, "file is larger than " + std::to_string(limits.max_bytes) + " bytes",
               "a profile is about 15 KB; raise the limit with --max-bytes if this is intended");

  std::unique_ptr<std::FILE, FileCloser> file(std::fopen(path.c_str(), "rb"));
  if (!file)
    load::fail(path, Loc{}, codes::BY018, std::string("cannot read: ") + std::strerror(errno), "check the file's permissions");
  // `-o` refuses to overwrite any file this run read.
  note_input_file(static_cast<unsigned long long>(st.st_dev), static_cast<unsigned long long>(st.st_ino));
  return read_bounded(file.get(), path, limits);
}

}  // namespace brief
