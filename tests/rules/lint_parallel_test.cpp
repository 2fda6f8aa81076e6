// Lint on every core: the same findings in the same order whatever the thread count, ids of
// the set taken from the parse even where the quick scan cannot read them, and texts kept
// only for files that have findings (memory flat in the catalog size).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "brief/lint.h"
#include "brief/rules.h"
#include "support/temp_dir.h"
#include "test_paths.h"

namespace fs = std::filesystem;
using brief::test::source_path;
using brief::test::read_file;

namespace {

void write(const fs::path& p, const std::string& text) { std::ofstream(p, std::ios::binary) << text; }

std::string replace_once(std::string text, const std::string& from, const std::string& to) {
  auto pos = text.find(from);
  REQUIRE(pos != std::string::npos);
  return text.replace(pos, from.size(), to);
}

std::vector<std::string> lines_of(const brief::LintResult& r) {
  std::vector<std::string> out;
  for (const auto& d : r.findings)
    out.push_back(d.file + ":" + std::to_string(d.begin.line) + ":" + std::to_string(d.begin.col) + " " + d.code);
  return out;
}

struct Catalog {
  // One folder per process (ctest runs test cases of this file in parallel processes),
  // removed with the catalog.
  brief::test::TempDir tmp{"lint-parallel"};
  const fs::path& dir = tmp.path;
  Catalog() {
    fs::create_directories(dir / "hardware");
    const std::string base = read_file(source_path("profiles/glm53-limechain-c8.yaml"));
    fs::copy_file(source_path("profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml"),
                  dir / "hardware/nvidia-dgx-spark-128gb-unified.yaml");
    for (int i = 0; i < 24; ++i) {
      std::string id = fmt::format("p{}", i);
      std::string text = replace_once(base, "id: glm53-limechain-c8", "id: " + id);
      if (i % 5 == 0) text = replace_once(text, "  nodes: 2\n", "  nodes: 9\n");  // BH603 on some
      if (i % 5 == 1) {  // no external do-not-blend note either: a clean file
        text = replace_once(text, "do_not_blend:\n  - id: glm-5.3-flash-mia-tensorfold-tp2\n    external: true\n", "do_not_blend:\n  - id: p0\n");
      }
      write(dir / (id + ".yaml"), text);
    }
  }
};

}  // namespace

TEST_CASE("lint gives the same findings in the same order on one thread and on four", "[rules][lint]") {
  Catalog c;
  brief::LintOptions one;
  one.jobs = 1;
  brief::LintOptions four;
  four.jobs = 4;
  const auto a = brief::lint_paths({c.dir.string()}, one);
  const auto b = brief::lint_paths({c.dir.string()}, four);
  REQUIRE(lines_of(a).size() >= 5);  // the five profiles with 9 nodes
  CHECK(lines_of(a) == lines_of(b));
  CHECK(a.files == b.files);
  // Only files with findings keep their text, and some files have none.
  std::set<std::string> with_findings;
  for (const auto& d : a.findings) with_findings.insert(d.file);
  std::set<std::string> kept;
  for (const auto& [file, text] : a.sources) kept.insert(file);
  CHECK(kept == with_findings);
  CHECK(with_findings.size() < a.files.size());
}

TEST_CASE("a duplicate id written in flow style is found: the ids are the parser's", "[rules][lint]") {
  Catalog c;
  // Flow-style id line: the scan declines it, the parse reads "p1", which p1.yaml declares too.
  std::string text = read_file(c.dir / "p2.yaml");
  text = replace_once(text, "id: p2\n", "{id: p1}\n");
  // A block mapping cannot hold a flow mapping as a key line; write the id in quotes the
  // scan does not accept instead (an escaped character), which the parser reads as p1.
  text = replace_once(text, "{id: p1}\n", "id: \"p\\x31\"\n");
  write(c.dir / "p2.yaml", text);
  brief::LintOptions options;
  options.jobs = 2;
  const auto r = brief::lint_paths({c.dir.string()}, options);
  std::vector<std::string> dup;
  for (const auto& d : r.findings)
    if (d.code == "BR505") dup.push_back(fs::path(d.file).filename().string());
  CHECK(dup == std::vector<std::string>{"p1.yaml", "p2.yaml"});
}
