// Every combination of global option (--profiles DIR, -v, -q, --max-bytes N), subcommand
// (lint, render, list, diff) and position (before the subcommand, before the paths, after
// them) that CLI11 accepts checks every path it was given (issue 14 item 1): a path is
// never swallowed as an option's value, and a run never exits 0 without reading it.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "security/security_files.h"
#include "support/sanitizer.h"

namespace fs = std::filesystem;
using brief::test::run_brief;
using brief::test::TempDir;

namespace {

struct Setup {
  TempDir tmp{"option-matrix"};
  Setup() {
    const std::string profile = brief::test::shipped_profile();
    brief::test::write_catalog(tmp.path / "cat");
    // bad.yaml: the shipped profile with one misspelt key, so a run that reads it must say so.
    std::string bad = profile;
    bad.replace(bad.find("  nodes: 2"), 10, "  nodes: 2\n  nodez: 3");
    std::ofstream(tmp.path / "bad.yaml") << bad;
    std::ofstream(tmp.path / "cat/broken.yaml") << "format: brief/v1\nid: broken\n";
    std::ofstream(tmp.path / "good.yaml") << profile;
  }
};

const std::vector<std::vector<std::string>> kGlobals{
    {"--profiles", "cat"}, {"-v"}, {"-q"}, {"--max-bytes", "200000"}};

}  // namespace

TEST_CASE("no combination of global options, subcommand and order leaves a path unchecked", "[cli][security][matrix][slow]") {
  Setup s;
  struct Command {
    std::string name;
    std::vector<std::string> paths;
  };
  const std::vector<Command> commands{{"lint", {"bad.yaml"}}, {"render", {"bad.yaml"}},
                                      {"diff", {"good.yaml", "bad.yaml"}}, {"list", {}}};
  // 849 runs of the binary. Under AddressSanitizer each run's start-up is slow (88 s in all,
  // 11 s in Release) and the option parsing is the same code, so that build, which is there
  // for memory errors, runs every 4th combination (a different quarter per command); the
  // Release build runs all of them.
  const int stride = brief::test::kUnderAddressSanitizer ? 4 : 1;
  int runs = 0, command_index = 0;
  for (const auto& cmd : commands) {
    ++command_index;
    const int slots = cmd.paths.empty() ? 2 : 3;
    // Each global option is absent (0) or in slot 1..slots: before the subcommand, after
    // it (before the paths), after the paths.
    int combinations = 1;
    for (std::size_t i = 0; i < kGlobals.size(); ++i) combinations *= slots + 1;
    for (int code = 0; code < combinations; ++code) {
      if (code % stride != command_index % stride) continue;
      std::vector<std::vector<std::string>> slot(4);
      bool has_profiles = false;
      int rest = code;
      for (std::size_t g = 0; g < kGlobals.size(); ++g) {
        const int where = rest % (slots + 1);
        rest /= slots + 1;
        if (where == 0) continue;
        if (g == 0) has_profiles = true;
        for (const auto& a : kGlobals[g]) slot[where].push_back(a);
      }
      std::vector<std::string> args = slot[1];
      args.push_back(cmd.name);
      for (const auto& a : slot[2]) args.push_back(a);
      for (const auto& p : cmd.paths) args.push_back(p);
      for (const auto& a : slot[3]) args.push_back(a);
      const auto r = run_brief(args, s.tmp.str());
      ++runs;
      CAPTURE(args, r.exit_code, r.out, r.err);
      const std::string all = r.out + r.err;
      if (cmd.name == "list") {
        CHECK(r.exit_code == 0);
        if (has_profiles) CHECK(all.find("broken") != std::string::npos);
        continue;
      }
      // bad.yaml was read: its misspelt key is reported (a schema finding), and the run fails:
      // exit 1, except diff, whose 1 means "they differ" and which keeps 2 for bad input.
      CHECK(r.exit_code == (cmd.name == "diff" ? 2 : 1));
      CHECK(all.find("bad.yaml:20:3") != std::string::npos);
      CHECK(all.find("nodez") != std::string::npos);
    }
  }
  if (stride == 1) CHECK(runs == 256 * 3 + 81);
  else CHECK(runs == 64 * 3 + 21);  // a quarter of 256 for lint, render, diff; 21 of list's 81
}

TEST_CASE("option --profiles takes one existing folder, a missing folder or a file is an error", "[cli][security][matrix]") {
  Setup s;
  auto r = run_brief({"lint", "--profiles", "nosuchdir", "good.yaml"}, s.tmp.str());
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("nosuchdir") != std::string::npos);
  r = run_brief({"--profiles", "good.yaml", "lint", "good.yaml"}, s.tmp.str());
  CHECK(r.exit_code == 2);
  r = run_brief({"lint", "--profiles", "cat", "does-not-exist.yaml"}, s.tmp.str());
  CHECK(r.exit_code == 2);
  CHECK(r.out.find("does-not-exist.yaml: error[BY016]") != std::string::npos);
}

TEST_CASE("option --output takes exactly one FORMAT=FILE, the next word is a path", "[cli][security][matrix]") {
  Setup s;
  const auto r = run_brief({"lint", "--output", "sarif=x.sarif", "bad.yaml"}, s.tmp.str());
  CAPTURE(r.out, r.err);
  CHECK(r.exit_code == 1);  // bad.yaml's schema finding: exit 1, as docs/cli.md says
  CHECK(r.out.find("nodez") != std::string::npos);
  CHECK(fs::exists(s.tmp.path / "x.sarif"));
}

TEST_CASE("option --max-bytes accepts 1 to 1 GiB only", "[cli][security][matrix]") {
  Setup s;
  for (const std::string bad : {"-1", "0", "18446744073709551616", "18446744073709551615", "1073741825", "12abc"}) {
    const auto r = run_brief({"--max-bytes", bad, "lint", "good.yaml"}, s.tmp.str());
    CAPTURE(bad, r.err);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("--max-bytes") != std::string::npos);
  }
  CHECK(run_brief({"--max-bytes", "1073741824", "lint", "good.yaml"}, s.tmp.str()).exit_code == 0);
}
