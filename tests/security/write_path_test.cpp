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

// Forks a child that installs the signal cleanup, runs `write` (which leaves files pending
// and returns a message for the parent), then waits for the parent's signal mid-write.
// Returns the child's pid and the message, once the child is ready.
template <class Write>
std::pair<pid_t, std::string> child_mid_write(Write write) {
  int pipe_ends[2];
  REQUIRE(::pipe(pipe_ends) == 0);
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    ::close(pipe_ends[0]);
    brief::install_signal_cleanup();
    write([&](const std::string& message) {
      (void)!::write(pipe_ends[1], message.c_str(), message.size());
      ::close(pipe_ends[1]);
      ::pause();  // the parent's signal arrives here, mid-write
    });
    ::_exit(0);
  }
  ::close(pipe_ends[1]);
  char buffer[4096];
  const ssize_t n = ::read(pipe_ends[0], buffer, sizeof buffer);
  ::close(pipe_ends[0]);
  REQUIRE(n > 0);
  return {child, std::string(buffer, static_cast<std::size_t>(n))};
}

// Sends sig and reports whether the child ended by it.
bool ended_by(pid_t child, int sig) {
  ::kill(child, sig);
  int status = 0;
  ::waitpid(child, &status, 0);
  return WIFSIGNALED(status) && WTERMSIG(status) == sig;
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
    const auto [child, temp] = child_mid_write([&](auto wait_for_signal) {
      brief::TemporaryFile file((tmp.path / "target.txt").string());
      wait_for_signal(file.path());
    });
    CHECK(fs::exists(temp));
    CAPTURE(sig, temp);
    CHECK(ended_by(child, sig));
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

TEST_CASE("lint --output streams each report into its own temporary file and matches --format", "[security][write]") {
  TempDir tmp("write-output-stream");
  brief::test::write_catalog(tmp.path, "p.yaml");
  fs::copy_file(tmp.path / "p.yaml", tmp.path / "q.yaml");
  const auto r = run_brief({"lint", "p.yaml", "q.yaml", "--output", "json=out.json", "--output", "sarif=out.sarif",
                            "--output", "github=out.txt"},
                           tmp.str());
  CHECK(r.exit_code == 1);  // the two files share an id: BR505 in every report
  for (const char* format : {"json", "sarif", "github"}) {
    const auto alone = run_brief({"lint", "p.yaml", "q.yaml", "--format", format}, tmp.str());
    const std::string file = std::string(format) == "github" ? "out.txt" : fmt::format("out.{}", format);
    CAPTURE(format);
    CHECK(alone.out.find("BR505") != std::string::npos);
    CHECK(read_file((tmp.path / file).string()) == alone.out);
  }
  CHECK(no_temporaries(tmp.path));
}

TEST_CASE("lint --output naming an input is refused after the run read it and the input is kept",
          "[security][write]") {
  TempDir tmp("write-output-input");
  brief::test::write_catalog(tmp.path, "p.yaml");
  const std::string before = read_file((tmp.path / "p.yaml").string());
  // The file is opened for writing before lint reads any input, so the refusal must come
  // when it is about to replace the target.
  for (const char* spec : {"json=p.yaml", "sarif=./p.yaml"}) {
    const auto r = run_brief({"lint", "p.yaml", "--output", spec}, tmp.str());
    CAPTURE(spec, r.err);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("it is an input of this run") != std::string::npos);
    CHECK(r.out.find("1 file checked") != std::string::npos);  // the report on stdout still printed
    CHECK(read_file((tmp.path / "p.yaml").string()) == before);
    CHECK(no_temporaries(tmp.path));
  }
}

TEST_CASE("a signal removes every pending temporary file, not only the last", "[security][write][signal]") {
  TempDir tmp("write-signal-many");
  const auto [child, ready] = child_mid_write([&](auto wait_for_signal) {
    brief::OutputFile a((tmp.path / "a.json").string());
    brief::OutputFile b((tmp.path / "b.sarif").string());
    a.append("partial");
    b.append("partial");
    wait_for_signal("ready");
  });
  CHECK(ready == "ready");
  std::size_t pending = 0;
  for (const auto& e : fs::directory_iterator(tmp.path)) pending += e.path().filename().string().starts_with(".");
  CHECK(pending == 2);
  CHECK(ended_by(child, SIGTERM));
  CHECK(no_temporaries(tmp.path));
  CHECK_FALSE(fs::exists(tmp.path / "a.json"));
  CHECK_FALSE(fs::exists(tmp.path / "b.sarif"));
}

TEST_CASE("an output file never committed leaves the target as it was", "[security][write]") {
  TempDir tmp("write-uncommitted");
  const fs::path target = tmp.path / "report.json";
  brief::test::write_file(target, "old\n");
  {
    brief::OutputFile f(target.string());
    f.append("new, half written");
  }  // destroyed: the run failed before commit
  CHECK(read_file(target.string()) == "old\n");
  CHECK(no_temporaries(tmp.path));
  // More files at once than the signal handler can track is an error, not an untracked file.
  std::vector<std::unique_ptr<brief::OutputFile>> open;
  std::string refused;
  for (int k = 0; k < 40 && refused.empty(); ++k) {
    try {
      open.push_back(std::make_unique<brief::OutputFile>((tmp.path / fmt::format("f{}.txt", k)).string()));
    } catch (const std::runtime_error& e) {
      refused = e.what();
    }
  }
  CHECK(refused.find("files are being written at once") != std::string::npos);
  open.clear();
  CHECK(no_temporaries(tmp.path));
}
