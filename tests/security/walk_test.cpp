// The folder walk with hostile contents (issue 11 items 1 and 4, issue 14 item 4): a link to a
// secret is never read or quoted, special files and broken links are findings, an unreadable
// folder is an error, a walk that finds nothing fails, the same file named twice is one file,
// and only brief's own files are linted when reached by a walk.
#include <catch2/catch.hpp>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "security/security_files.h"

namespace fs = std::filesystem;
using brief::test::quoted;
using brief::test::run_brief;
using brief::test::run_shell;
using brief::test::TempDir;
using brief::test::shipped_profile;
using brief::test::write_catalog;
using brief::test::write_file;

namespace {

const char* kWalkToken = "ghp_SECRET_TOKEN_0123456789";

}  // namespace

TEST_CASE("a walk never follows a link to a file outside the folder, and never quotes it", "[security][walk]") {
  TempDir tmp("walk-secret");
  write_file(tmp.path / "secret.txt", fmt::format("format: brief/v1\ntoken: {}\n", kWalkToken));
  write_catalog(tmp.path / "cat");
  fs::create_symlink(tmp.path / "secret.txt", tmp.path / "cat" / "x.yaml");
  for (const std::string format : {"human", "json", "sarif", "github"}) {
    const auto r = run_brief({"lint", "-f", format, (tmp.path / "cat").string()});
    CAPTURE(format, r.out, r.err);
    CHECK(r.exit_code == 2);
    CHECK(r.out.find("BY017") != std::string::npos);
    CHECK(r.out.find(kWalkToken) == std::string::npos);
    CHECK(r.err.find(kWalkToken) == std::string::npos);
  }
}

TEST_CASE("a walk follows a link to a file inside the folder, once", "[security][walk]") {
  TempDir tmp("walk-inside");
  write_catalog(tmp.path);
  fs::create_directories(tmp.path / "more");
  fs::create_symlink(tmp.path / "glm53-limechain-c8.yaml", tmp.path / "more" / "alias.yaml");
  const auto r = run_brief({"lint", tmp.str()});
  CAPTURE(r.out, r.err);
  CHECK(r.out.find("BR505") == std::string::npos);  // the link and its target are one file
  CHECK(r.out.find("(2 files checked)") != std::string::npos);
}

TEST_CASE("a hardware id never resolves through a link leading out of the catalog", "[security][walk]") {
  TempDir tmp("walk-hw-link");
  write_file(tmp.path / "elsewhere/hw.yaml", brief::test::shipped_hardware());
  std::string profile = shipped_profile();
  const std::string from = "id: nvidia-dgx-spark-128gb-unified";
  profile.replace(profile.find(from), from.size(), "id: linked-hw");
  write_file(tmp.path / "cat/p.yaml", profile);
  fs::create_directories(tmp.path / "cat/hardware");
  fs::create_symlink(tmp.path / "elsewhere/hw.yaml", tmp.path / "cat/hardware/linked-hw.yaml");
  const auto r = run_brief({"lint", (tmp.path / "cat/p.yaml").string()});
  CAPTURE(r.out);
  CHECK(r.out.find("BH601") != std::string::npos);  // unknown hardware: the link was not read
  // Nor through a hardware/ folder that is itself a link out of the catalog.
  fs::remove_all(tmp.path / "cat/hardware");
  fs::rename(tmp.path / "elsewhere/hw.yaml", tmp.path / "elsewhere/linked-hw.yaml");
  fs::create_directory_symlink(tmp.path / "elsewhere", tmp.path / "cat/hardware");
  const auto through = run_brief({"lint", (tmp.path / "cat/p.yaml").string()});
  CAPTURE(through.out);
  CHECK(through.out.find("BH601") != std::string::npos);
}

TEST_CASE("fifos, devices and broken links named *.yaml are findings, not silent skips", "[security][walk]") {
  TempDir tmp("walk-special");
  write_catalog(tmp.path);
  REQUIRE(::mkfifo((tmp.path / "pipe.yaml").c_str(), 0644) == 0);
  fs::create_symlink(tmp.path / "gone.yaml", tmp.path / "broken.yaml");
  fs::create_symlink("/dev/zero", tmp.path / "zero.yaml");
  const auto r = run_brief({"lint", tmp.str()});
  CAPTURE(r.out);
  CHECK(r.exit_code == 2);
  CHECK(r.out.find("pipe.yaml: error[BY017]") != std::string::npos);
  CHECK(r.out.find("broken.yaml: error[BY016]") != std::string::npos);
  CHECK(r.out.find("zero.yaml: error[BY017]") != std::string::npos);
}

TEST_CASE("an unreadable subfolder is an error, not the end of the walk", "[security][walk]") {
  TempDir tmp("walk-unreadable");
  write_catalog(tmp.path);
  write_file(tmp.path / "locked/p.yaml", shipped_profile());
  ::chmod(tmp.path.c_str(), 0755);
  ::chmod((tmp.path / "locked").c_str(), 0);
  // Root reads any folder: run brief as nobody then, so the test runs either way.
  const std::string as_user = ::geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : "";
  const auto r = run_shell(fmt::format("{}{} lint {}", as_user, quoted(brief::test::binary_path()), quoted(tmp.str())));
  ::chmod((tmp.path / "locked").c_str(), 0755);
  CAPTURE(r.out, r.err);
  CHECK(r.exit_code == 2);
  CHECK(r.out.find("locked: error[BY018]") != std::string::npos);
}

TEST_CASE("a folder with nothing to lint fails the run", "[security][walk]") {
  TempDir tmp("walk-empty");
  fs::create_directories(tmp.path / "empty");
  write_file(tmp.path / "ci/.pre-commit-config.yaml", "repos:\n  - repo: local\n");
  write_file(tmp.path / "ci/compose.yml", "services: {web: {image: x}}\n");
  auto r = run_brief({"lint", (tmp.path / "empty").string()});
  CHECK(r.exit_code == 2);
  CHECK(r.out.find("error[BY019]") != std::string::npos);
  r = run_brief({"lint", (tmp.path / "ci").string()});
  CAPTURE(r.out);
  CHECK(r.exit_code == 2);
  CHECK(r.out.find("none of the 2 YAML files") != std::string::npos);
  CHECK(r.out.find("BS001") == std::string::npos);  // not linted as profiles
}

TEST_CASE("a walk lints only brief's files, a file named explicitly is always linted", "[security][walk]") {
  TempDir tmp("walk-discovery");
  write_catalog(tmp.path);
  write_file(tmp.path / ".pre-commit-config.yaml", "repos:\n  - repo: local\n");
  auto r = run_brief({"lint", tmp.str()});
  CAPTURE(r.out);
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("(2 files checked)") != std::string::npos);
  r = run_brief({"lint", (tmp.path / ".pre-commit-config.yaml").string()});
  CHECK(r.exit_code == 1);  // its schema findings and BS007 (not checked): findings, exit 1
  CHECK(r.out.find(".pre-commit-config.yaml:") != std::string::npos);
}

TEST_CASE("a flow-style or indented format key is recognised in a walk", "[security][walk]") {
  TempDir tmp("walk-flow");
  write_catalog(tmp.path);
  write_file(tmp.path / "hardware/flow-hw.yaml",
        "{format: brief-hardware/v1, id: flow-hw, name: Flow box, pools: [{id: vram, kind: gpu, nominal: 24 GB}]}\n");
  const auto r = run_brief({"lint", tmp.str()});
  CAPTURE(r.out);
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("(3 files checked)") != std::string::npos);
}

TEST_CASE("the same file named twice is checked once", "[security][walk]") {
  TempDir tmp("walk-twice");
  write_catalog(tmp.path);
  const auto r = run_brief({"lint", "glm53-limechain-c8.yaml", "./glm53-limechain-c8.yaml", "."}, tmp.str());
  CAPTURE(r.out);
  CHECK(r.out.find("BR505") == std::string::npos);
  CHECK(r.out.find("(2 files checked)") != std::string::npos);
  // A folder named twice is walked once, and its second mention is not "nothing to lint".
  const auto twice = run_brief({"lint", ".", tmp.str()}, tmp.str());
  CAPTURE(twice.out);
  CHECK(twice.exit_code == 0);
  CHECK(twice.out.find("BY019") == std::string::npos);
  CHECK(twice.out.find("(2 files checked)") != std::string::npos);
}
