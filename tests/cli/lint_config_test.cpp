// `brief lint` configured as linters are: --select / --ignore, .brief.yaml found from the
// working directory upward (strict, its own schema), flags over the file, per-file ignores.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>

#include "cli/run_brief.h"

namespace fs = std::filesystem;
using brief::test::run_brief;
using brief::test::source_path;
using brief::test::TempDir;
using brief::test::quoted;

namespace {

// A folder holding BM104's bad fixture (one BM104 error, one BR502 note) under profiles/.
struct ConfigProject {
  TempDir dir{"lint-config"};
  ConfigProject() {
    fs::create_directories(dir.path / "profiles" / "sub");
    fs::copy_file(source_path("tests/rules/BM104/bad.yaml"), dir.path / "profiles" / "sub" / "p.yaml");
  }
  void config(const std::string& text) const { std::ofstream(dir.path / ".brief.yaml") << text; }
};

}  // namespace

TEST_CASE("lint --select and --ignore choose the codes reported", "[cli][config]") {
  ConfigProject p;
  auto all = run_brief({"--color", "never", "lint", "profiles"}, p.dir.str());
  CHECK(all.exit_code == 1);
  CHECK(all.out.find("BR502") != std::string::npos);
  auto only_br = run_brief({"lint", "--select", "BR", "profiles"}, p.dir.str());
  CHECK(only_br.out.find("BR502") != std::string::npos);
  auto ignored = run_brief({"lint", "--ignore", "br502", "profiles"}, p.dir.str());
  CHECK(ignored.out.find("BR502") == std::string::npos);
  // Memory errors are reported whatever the filter says.
  CHECK(only_br.out.find("BM104") != std::string::npos);
  CHECK(only_br.exit_code == 1);
  // A code that names no rule is a usage error, not a filter that selects nothing.
  auto typo = run_brief({"lint", "--select", "BQ9", "profiles"}, p.dir.str());
  CHECK(typo.exit_code == 2);
  CHECK(typo.err.find("names no rule") != std::string::npos);
}

TEST_CASE(".brief.yaml is found from a subfolder, and flags override it", "[cli][config]") {
  ConfigProject p;
  p.config("format: brief-config/v1\nignore: [BR502]\nfail_on: note\n");
  auto from_sub = run_brief({"lint", "sub"}, (p.dir.path / "profiles").string());
  CHECK(from_sub.out.find("BR502") == std::string::npos);
  CHECK(from_sub.exit_code == 1);
  auto flag = run_brief({"lint", "--ignore", "BX", "sub"}, (p.dir.path / "profiles").string());
  CHECK(flag.out.find("BR502") != std::string::npos);  // --ignore replaces the file's ignore
  auto none = run_brief({"lint", "--no-config", "--select", "BR", "sub"}, (p.dir.path / "profiles").string());
  CHECK(none.out.find("BR502") != std::string::npos);
}

TEST_CASE("per-file ignores apply to the files their glob matches", "[cli][config]") {
  ConfigProject p;
  p.config("format: brief-config/v1\nper_file_ignores:\n  - files: \"profiles/*.yaml\"\n    ignore: [BR]\n");
  auto r = run_brief({"lint", "profiles"}, p.dir.str());
  CHECK(r.out.find("BR502") == std::string::npos);
  CHECK(r.out.find("BM104") != std::string::npos);
}

TEST_CASE("a broken configuration is located and exits 2", "[cli][config]") {
  ConfigProject p;
  p.config("format: brief-config/v1\nignroe: [BR502]\n");
  auto r = run_brief({"lint", "profiles"}, p.dir.str());
  CHECK(r.exit_code == 2);
  CHECK(r.err.find(".brief.yaml:2:1: error[BS001]: unknown key 'ignroe' in configuration") != std::string::npos);
  CHECK(r.err.find("did you mean 'ignore'?") != std::string::npos);
  p.config("format: brief-config/v1\nignore: [BZ1]\n");
  CHECK(run_brief({"lint", "profiles"}, p.dir.str()).exit_code == 2);
}

TEST_CASE("brief schema config prints the configuration's schema", "[cli][config]") {
  auto r = run_brief({"schema", "config"});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("brief-config/v1") != std::string::npos);
}

TEST_CASE("lint --stdin-filename names standard input and finds its hardware/ folder", "[cli][config]") {
  TempDir dir("stdin-filename");
  // Not ./profiles, which every command would search (the catalog rule): only the folder
  // --stdin-filename names can find this hardware entry.
  fs::create_directories(dir.path / "cat" / "hardware");
  // A hardware entry only this project has, and a profile on it.
  const std::string hw = brief::test::read_file(source_path("profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml"));
  std::ofstream(dir.path / "cat" / "hardware" / "test-box.yaml")
      << std::regex_replace(hw, std::regex("\nid: [^\n]*"), "\nid: test-box");
  const std::string profile = brief::test::read_file(source_path("profiles/glm53-limechain-c8.yaml"));
  std::ofstream(dir.path / "p.yaml")
      << std::regex_replace(profile, std::regex("id: nvidia-dgx-spark-128gb-unified"), "id: test-box");
  const std::string exe = quoted(brief::test::binary_path());
  auto bare = brief::test::run_shell(exe + " lint - < p.yaml", dir.str());
  CHECK(bare.out.find("BH601") != std::string::npos);  // no folder to look in
  auto named = brief::test::run_shell(exe + " lint --stdin-filename cat/p.yaml - < p.yaml", dir.str());
  CHECK(named.out.find("BH601") == std::string::npos);
  CHECK(named.out.find("cat/p.yaml:") != std::string::npos);
}

TEST_CASE("an ignore of an unsuppressible code in .brief.yaml is reported as not applied", "[cli][config]") {
  ConfigProject p;
  p.config("format: brief-config/v1\nignore: [BM104, BR502]\nper_file_ignores:\n  - files: 'profiles/*'\n    ignore: [BL204]\n");
  auto r = run_brief({"--color", "never", "lint", "profiles"}, p.dir.str());
  CHECK(r.exit_code == 1);  // BM104 stays reported
  CHECK(r.out.find("BM104") != std::string::npos);
  CHECK(r.out.find(".brief.yaml:2:10: warning[BX903]: ignore of BM104 is not applied: BM104 cannot be suppressed") !=
        std::string::npos);
  CHECK(r.out.find(".brief.yaml:5:14: warning[BX903]: ignore of BL204 is not applied") != std::string::npos);
  CHECK(r.out.find("ignore of BR502") == std::string::npos);  // applied: nothing to say
  CHECK(r.out.find("BR502]") == std::string::npos);
  // A prefix that also covers codes it can drop is applied to those: no warning.
  p.config("format: brief-config/v1\nignore: [BR]\n");
  auto prefix = run_brief({"--color", "never", "lint", "profiles"}, p.dir.str());
  CHECK(prefix.out.find("BX903") == std::string::npos);
}

TEST_CASE("a command-line --ignore of an unsuppressible code is refused, not dropped in silence", "[cli][config]") {
  ConfigProject p;
  // Alone, spelled in lower case, or beside an applicable code: the one it cannot apply is named.
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"lint", "--ignore", "BM104", "profiles"},
        std::vector<std::string>{"lint", "--ignore", "bm104", "profiles"},
        std::vector<std::string>{"lint", "--ignore", "BR502,BL204", "profiles"},
        std::vector<std::string>{"lint", "profiles", "--ignore", "BR502", "--ignore", "BM104"}}) {
    CAPTURE(args);
    auto r = run_brief(args, p.dir.str());
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find("cannot be ignored") != std::string::npos);
    CHECK(r.err.find("always reported") != std::string::npos);
  }
  // A prefix that also covers codes it can drop is applied to those.
  // (the fixture's BM104 error stays reported, so the run exits 1, not 2).
  CHECK(run_brief({"lint", "--ignore", "BR", "profiles"}, p.dir.str()).exit_code == 1);
  CHECK(run_brief({"lint", "--ignore", "BO", "profiles"}, p.dir.str()).exit_code == 1);
  // Every memory code is an error of an honesty family: the family's prefix drops nothing.
  auto family = run_brief({"lint", "--ignore", "BM", "profiles"}, p.dir.str());
  CHECK(family.exit_code == 2);
  CHECK(family.err.find("BM101, BM102") != std::string::npos);
}
