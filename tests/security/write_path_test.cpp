// The write path (issue 11 item 3): -o never destroys an input of the run, a device, a
// fifo, /dev/stdout or a link; keeps a target's mode; refuses a read-only file; and a
// signal during a write leaves no temporary file behind.
#include <catch2/catch.hpp>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "brief/output.h"
#include "security/security_files.h"

namespace fs = std::filesystem;
using brief::test::quoted;
using brief::test::read_file;
using brief::test::run_brief;
using brief::test::run_shell;
using brief::test::TempDir;

namespace {

// Temporary files are hidden (".<name>.XXXXXX"); none may stay behind.
bool no_temporaries(const fs::path& dir) {
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename().string().starts_with(".")) return false;
  return true;
}

}  // namespace

TEST_CASE("writing -o refuses to overwrite an input of the same run", "[security][write]") {
  TempDir tmp("write-input");
  brief::test::write_catalog(tmp.path, "p.yaml");
  fs::copy_file(tmp.path / "p.yaml", tmp.path / "q.yaml");
  const std::string before = read_file((tmp.path / "p.yaml").string());
  struct Case {
    std::vector<std::string> args;
    std::string victim;
  };
  const std::vector<Case> cases{
      {{"render", "p.yaml", "-o", "p.yaml"}, "p.yaml"},
      {{"render", "p.yaml", "-o", "./p.yaml"}, "p.yaml"},
      {{"lint", "p.yaml", "-o", "json=p.yaml"}, "p.yaml"},
      {{"diff", "p.yaml", "q.yaml", "-o", "q.yaml"}, "q.yaml"},
      {{"render", "p.yaml", "-o", "hardware/nvidia-dgx-spark-128gb-unified.yaml"},
       "hardware/nvidia-dgx-spark-128gb-unified.yaml"},
  };
  for (const auto& c : cases) {
    const std::string victim_before = read_file((tmp.path / c.victim).string());
    const auto r = run_brief(c.args, tmp.str());
    CAPTURE(c.args, r.err);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("input of this run") != std::string::npos);
    CHECK(read_file((tmp.path / c.victim).string()) == victim_before);
  }
  CHECK(read_file((tmp.path / "p.yaml").string()) == before);
}

TEST_CASE("writing -o keeps the target's mode and refuses a read-only file", "[security][write]") {
  TempDir tmp("write-mode");
  brief::test::write_catalog(tmp.path, "p.yaml");
  const fs::path secret = tmp.path / "out.txt";
  std::ofstream(secret) << "old";
  ::chmod(secret.c_str(), 0600);
  auto r = run_brief({"render", "p.yaml", "-o", "out.txt"}, tmp.str());
  REQUIRE(r.exit_code == 0);
  struct stat st {};
  REQUIRE(::stat(secret.c_str(), &st) == 0);
  CHECK((st.st_mode & 07777) == 0600);
  CHECK(read_file(secret.string()).find("GLM") != std::string::npos);

  ::chmod(secret.c_str(), 0444);
  std::ofstream(tmp.path / "marker") << "";
  const std::string kept = read_file(secret.string());
  r = run_brief({"render", "p.yaml", "-f", "json", "-o", "out.txt"}, tmp.str());
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("read-only") != std::string::npos);
  CHECK(read_file(secret.string()) == kept);
}

TEST_CASE("writing -o writes through a link and into a fifo or /dev/stdout instead of replacing them", "[security][write]") {
  TempDir tmp("write-special");
  brief::test::write_catalog(tmp.path, "p.yaml");
  std::ofstream(tmp.path / "real.md") << "";
  fs::create_symlink("real.md", tmp.path / "link.md");
  auto r = run_brief({"render", "p.yaml", "-o", "link.md"}, tmp.str());
  REQUIRE(r.exit_code == 0);
  CHECK(fs::is_symlink(tmp.path / "link.md"));
  CHECK(read_file((tmp.path / "real.md").string()).find("GLM") != std::string::npos);

  r = run_brief({"render", "p.yaml", "-o", "/dev/stdout"}, tmp.str());
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("GLM") != std::string::npos);
  CHECK(fs::is_symlink("/dev/stdout"));

  REQUIRE(::mkfifo((tmp.path / "fifo").c_str(), 0644) == 0);
  // Braces: run_shell prefixes `cd DIR &&`, which a bare `&` would send to the background too.
  r = run_shell(fmt::format("{{ cat fifo > from-fifo & }} ; {} render p.yaml -o fifo; code=$?; wait; exit $code",
                            quoted(brief::test::binary_path())),
                tmp.str());
  CHECK(r.exit_code == 0);
  CHECK(fs::is_fifo(tmp.path / "fifo"));
  CHECK(read_file((tmp.path / "from-fifo").string()).find("GLM") != std::string::npos);

  r = run_brief({"render", "p.yaml", "-o", "/dev/null"}, tmp.str());
  CHECK(r.exit_code == 0);
  CHECK(fs::is_character_file("/dev/null"));
  CHECK(no_temporaries(tmp.path));
}

TEST_CASE("writing -o into a folder or a missing folder says so", "[security][write]") {
  TempDir tmp("write-folder");
  brief::test::write_catalog(tmp.path, "p.yaml");
  auto r = run_brief({"render", "p.yaml", "-o", "hardware"}, tmp.str());
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("is a folder") != std::string::npos);
  r = run_brief({"render", "p.yaml", "-o", "no/such/x.md"}, tmp.str());
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("does not exist") != std::string::npos);
}

TEST_CASE("SIGTERM or SIGINT during a write removes the temporary file", "[security][write][signal]") {
  TempDir tmp("write-signal");
  for (int sig : {SIGTERM, SIGINT, SIGHUP}) {
    int names[2];
    REQUIRE(::pipe(names) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      ::close(names[0]);
      brief::install_signal_cleanup();
      brief::TemporaryFile file((tmp.path / "target.txt").string());
      (void)!::write(names[1], file.path().c_str(), file.path().size());
      ::close(names[1]);
      ::pause();  // the parent's signal arrives here, mid-write
      ::_exit(0);
    }
    ::close(names[1]);
    char buffer[4096];
    const ssize_t n = ::read(names[0], buffer, sizeof buffer);
    ::close(names[0]);
    REQUIRE(n > 0);
    const std::string temp(buffer, static_cast<std::size_t>(n));
    CHECK(fs::exists(temp));
    ::kill(child, sig);
    int status = 0;
    ::waitpid(child, &status, 0);
    CAPTURE(sig, temp);
    CHECK(WIFSIGNALED(status));
    CHECK(WTERMSIG(status) == sig);
    CHECK_FALSE(fs::exists(temp));
  }
}

TEST_CASE("a failed --output file does not hide the report on stdout", "[security][write]") {
  TempDir tmp("write-output-fails");
  brief::test::write_catalog(tmp.path, "p.yaml");
  const auto r = run_brief({"lint", "p.yaml", "--output", "sarif=no/such/x.sarif"}, tmp.str());
  CHECK(r.exit_code == 2);
  CHECK(r.out.find("(2 files checked)") == std::string::npos);  // one file named
  CHECK(r.out.find("1 file checked") != std::string::npos);
  CHECK(r.err.find("no/such/x.sarif") != std::string::npos);
}
