// Round 4 of the hostile-input guarantees (sec21): outputs that destroyed an input, work
// without a bound, numbers the command line misread, raw bytes on a terminal, files left
// unchecked without a word, text quoted from a file that is not brief's, paths past PATH_MAX.
// One TEST_CASE per class; each failed before its fix.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "inspect/checkpoint_writer.h"
#include "security/security_files.h"

namespace fs = std::filesystem;
namespace bt = brief::test;

namespace round4 {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string brief_binary() { return bt::quoted(bt::binary_path()); }

void write_model(const fs::path& dir) {
  fs::create_directories(dir);
  bt::write_safetensors((dir / "model.safetensors").string(), {{"w", "F16", {4, 4}}});
}

}  // namespace round4

TEST_CASE("round 4 inputs: no output replaces standard input or a listed licence, and --into takes no -o or -f",
          "[security][inputs]") {
  bt::TempDir tmp("round4-inputs");
  bt::write_catalog(tmp.path, "p.yaml");
  const std::string profile = bt::read_file((tmp.path / "p.yaml").string());
  SECTION("standard input redirected from the output file, for every command") {
    for (const std::string args : {"render - -o p.yaml", "lint --stdin-filename p.yaml --output json=p.yaml -",
                                   "render glm53-limechain-c8 -o p.yaml"}) {
      const auto r = bt::run_shell(round4::brief_binary() + " " + args + " < p.yaml", tmp.str());
      CAPTURE(args, r.err);
      CHECK(r.exit_code == 2);
      CHECK(round4::has(r.err, "input of this run"));
      CHECK(bt::read_file((tmp.path / "p.yaml").string()) == profile);
    }
  }
  SECTION("inspect -o onto a LICENSE file of the model folder it listed") {
    round4::write_model(tmp.path / "m");
    tmp.write("m/LICENSE", "the licence text\n");
    tmp.write("m/LICENCE.md", "the other licence\n");
    for (const std::string target : {"m/LICENSE", "m/LICENCE.md", "./m/../m/LICENSE"}) {
      const auto r = bt::run_brief({"inspect", "m", "-o", target}, tmp.str());
      CAPTURE(target, r.err);
      CHECK(r.exit_code == 2);
      CHECK(round4::has(r.err, "input of this run"));
    }
    CHECK(bt::read_file((tmp.path / "m/LICENSE").string()) == "the licence text\n");
    CHECK(bt::read_file((tmp.path / "m/LICENCE.md").string()) == "the other licence\n");
  }
  SECTION("inspect --into with -o or -f is a usage error, the profile unchanged") {
    round4::write_model(tmp.path / "m");
    for (const std::vector<std::string>& extra : std::vector<std::vector<std::string>>{
             {"-o", "out.txt"}, {"-f", "json"}, {"--format", "yaml"}, {"-o", "p.yaml"}}) {
      std::vector<std::string> args{"inspect", "m", "--into", "p.yaml"};
      args.insert(args.end(), extra.begin(), extra.end());
      const auto r = bt::run_brief(args, tmp.str());
      CAPTURE(args, r.err);
      CHECK(r.exit_code == 2);
      CHECK(round4::has(r.err, "--into"));
      CHECK(bt::read_file((tmp.path / "p.yaml").string()) == profile);
      CHECK_FALSE(fs::exists(tmp.path / "out.txt"));
    }
  }
}
