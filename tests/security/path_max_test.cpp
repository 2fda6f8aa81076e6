// A catalog under a path longer than PATH_MAX: the walk cannot open what lies that deep, and
// must say so (BY018, exit 2) instead of "no *.yaml file in this folder" with nothing checked.
#include <catch2/catch.hpp>
#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

#include "cli/run_brief.h"
#include "support/temp_dir.h"
#include "test_paths.h"

namespace {

// Folders made one below the other through descriptors, since no single path to the bottom
// can be opened; returns the descriptor of the deepest folder.
int make_deep_folders(const std::string& top, std::size_t levels, const std::string& name) {
  int fd = ::open(top.c_str(), O_RDONLY | O_DIRECTORY);
  for (std::size_t i = 0; i < levels && fd >= 0; ++i) {
    if (::mkdirat(fd, name.c_str(), 0700) != 0) return -1;
    const int next = ::openat(fd, name.c_str(), O_RDONLY | O_DIRECTORY);
    ::close(fd);
    fd = next;
  }
  return fd;
}

}  // namespace

TEST_CASE("a walk that reaches past PATH_MAX reports the path it cannot open, never 'no file here'", "[security][walk]") {
  brief::test::TempDir tmp("path-max");
  const std::string name(200, 'd');
  const std::size_t levels = PATH_MAX / (name.size() + 1) + 2;  // the bottom lies past PATH_MAX
  const int bottom = make_deep_folders(tmp.str(), levels, name);
  REQUIRE(bottom >= 0);
  const std::string text = brief::test::read_file(brief::test::source_path("tests/rules/base.yaml"));
  const int file = ::openat(bottom, "deep.yaml", O_WRONLY | O_CREAT | O_TRUNC, 0600);
  REQUIRE(file >= 0);
  REQUIRE(::write(file, text.data(), text.size()) == static_cast<ssize_t>(text.size()));
  ::close(file);
  ::close(bottom);

  const auto r = brief::test::run_brief({"lint", tmp.str()});
  CAPTURE(r.out.substr(0, 2000));
  CHECK(r.exit_code == 2);
  CHECK(r.out.find("error[BY018]: cannot read: File name too long") != std::string::npos);
  CHECK(r.out.find("PATH_MAX") != std::string::npos);
  CHECK(r.out.find("no *.yaml") == std::string::npos);  // the folder was not wholly seen
  // std::filesystem cannot remove what it cannot open; rm walks by descriptors.
  CHECK(std::system(("rm -rf '" + tmp.str() + "'").c_str()) == 0);
}
