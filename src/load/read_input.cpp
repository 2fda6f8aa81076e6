// Reading a profile: a regular file or standard input, never more than max_bytes (so
// /dev/zero or a fifo cannot make us read forever).
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include "brief/opened_input.h"
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

  // Never blocks on a fifo, never reads /proc; registers the file as an input of the run,
  // so that `-o` refuses to overwrite it.
  OpenedInput input(path);
  switch (input.problem()) {
    case InputProblem::none: break;
    case InputProblem::missing: load::fail(path, Loc{}, codes::BY016, input.why(), "check the path, or give a catalog id");
    case InputProblem::folder:
      load::fail(path, Loc{}, codes::BY017, input.why(), "give a profile file; `brief lint` takes directories");
    case InputProblem::not_regular:
    case InputProblem::pseudo:
      load::fail(path, Loc{}, codes::BY017, input.why(), "give a profile file; use - to read standard input");
    case InputProblem::too_long: load::fail(path, Loc{}, codes::BY018, input.why(), kPathTooLongHint);
    case InputProblem::unreadable: load::fail(path, Loc{}, codes::BY018, input.why(), "check the file's permissions");
  }
  if (input.size() > limits.max_bytes)
    load::fail(path, Loc{}, codes::BY001, "file is larger than " + std::to_string(limits.max_bytes) + " bytes",
               "a profile is about 15 KB; raise the limit with --max-bytes if this is intended");
  std::unique_ptr<std::FILE, FileCloser> file(::fdopen(input.fd(), "rb"));
  if (!file)
    load::fail(path, Loc{}, codes::BY018, std::string("cannot read: ") + std::strerror(errno), "check the file's permissions");
  input.release();  // the FILE owns the descriptor now
  return read_bounded(file.get(), path, limits);
}

}  // namespace brief
