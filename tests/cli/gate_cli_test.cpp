// render and calc check one file as lint does (issue 22): a schema finding is a finding (exit
// 1, not 2) in all three; a wrongly typed optional field reads as absent, so the profile still
// renders under --allow-errors; and the three count the file alike (checked, or not checked).
#include <catch2/catch.hpp>

#include <string>

#include "cli/run_brief.h"
#include "support/temp_dir.h"
#include "support/text_edit.h"
#include "test_paths.h"

using brief::test::run_brief;

namespace {

// The shipped profile with its model's kv_heads (an optional field there) given as a string,
// and its hardware entry beside it.
struct GateCatalog {
  brief::test::TempDir dir{"gate-cli"};
  GateCatalog() {
    const std::string profile = brief::test::read_file(brief::test::source_path("profiles/glm53-limechain-c8.yaml"));
    dir.write("wt.yaml", brief::test::replaced(profile, "  layers: {unknown", "  kv_heads: \"x\"\n  layers: {unknown"));
    dir.write("hardware/nvidia-dgx-spark-128gb-unified.yaml",
              brief::test::read_file(
                  brief::test::source_path("profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml")));
    // A missing required field: the file does not load as a profile at all.
    dir.write("broken.yaml", brief::test::replaced(profile, "title: GLM-5.3-Flash on 2 DGX Sparks\n", ""));
  }
};

}  // namespace

TEST_CASE("gate: a schema finding exits 1 in lint, render and calc alike", "[cli][gate]") {
  GateCatalog c;
  for (const char* command : {"lint", "render", "calc"}) {
    const auto r = run_brief({"--color", "never", command, "wt.yaml"}, c.dir.str());
    INFO(command << "\n" << r.out << r.err);
    CHECK(r.exit_code == 1);
    CHECK((r.out + r.err).find("error[BS002]") != std::string::npos);
    // One counting rule: the profile loaded, so every rule checked it.
    CHECK((r.out + r.err).find("(1 file checked)") != std::string::npos);
  }
}

TEST_CASE("gate: --allow-errors renders a profile whose optional field is wrongly typed, and exits 0",
          "[cli][gate]") {
  GateCatalog c;
  const auto render = run_brief({"render", "wt.yaml", "--allow-errors"}, c.dir.str());
  INFO(render.err);
  CHECK(render.exit_code == 0);
  CHECK(render.out.find("UNCHECKED") != std::string::npos);
  CHECK(render.out.find("BS002") != std::string::npos);  // the banner names the finding
  const auto calc = run_brief({"calc", "wt.yaml", "--allow-errors"}, c.dir.str());
  INFO(calc.err);
  CHECK(calc.exit_code == 0);
  CHECK(calc.out.find("UNCHECKED") != std::string::npos);
}

TEST_CASE("gate: a profile that does not load is not checked, in lint, render and calc alike", "[cli][gate]") {
  GateCatalog c;
  for (const auto& args : {std::vector<std::string>{"lint", "broken.yaml"},
                           std::vector<std::string>{"render", "broken.yaml", "--allow-errors"},
                           std::vector<std::string>{"calc", "broken.yaml", "--allow-errors"}}) {
    auto line = args;
    line.insert(line.begin(), {"--color", "never"});
    const auto r = run_brief(line, c.dir.str());
    INFO(args[0] << "\n" << r.out << r.err);
    CHECK(r.exit_code == 1);  // --allow-errors cannot show a profile no rule could read
    CHECK((r.out + r.err).find("error[BS007]") != std::string::npos);
    CHECK((r.out + r.err).find("(0 files checked, 1 not checked)") != std::string::npos);
    if (args[0] != "lint") CHECK(r.out.empty());
  }
}

TEST_CASE("calc: an estimate prints at the precision of its inputs, never byte-exact", "[cli][calc][precision]") {
  // 321,323,031,390 parameters x 4 bits is an estimate: "about 74.8 GiB", not
  // "80,330,757,847 bytes (74.814 GiB)"; an approximate capacity is not expanded to bytes.
  const auto r = run_brief({"calc", "glm53-limechain-c8"});
  INFO(r.out);
  CHECK(r.out.find("Weights: [about 74.8 GiB, about 150 GiB] (estimate)") != std::string::npos);
  CHECK(r.out.find("80,330,757,847") == std::string::npos);
  const auto text = run_brief({"render", "glm53-limechain-c8"});
  CHECK(text.out.find("130,513,318,707") == std::string::npos);
  CHECK(text.out.find("compared as 121.55 GiB to 121.65 GiB") != std::string::npos);
}

TEST_CASE("gate: -qq silences log lines, never the result of a stopped render", "[cli][gate]") {
  // docs/cli.md, -q: the findings and "brief: not rendered: ..." are what render answers with.
  GateCatalog c;
  const auto r = run_brief({"-qq", "--color", "never", "render", "wt.yaml"}, c.dir.str());
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("error[BS002]") != std::string::npos);
  CHECK(r.err.find("brief: not rendered: the profile has errors") != std::string::npos);
  const auto info = run_brief({"-qq", "-v", "lint", "wt.yaml"}, c.dir.str());  // -qq -v: -1, errors only
  CHECK(info.err.find("info:") == std::string::npos);
}

// The text with its line wraps undone: a phrase is found wherever the 80 columns broke it.
std::string unwrapped_text(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\n') {
      out += text[i];
      continue;
    }
    out += ' ';
    while (i + 1 < text.size() && text[i + 1] == ' ') ++i;
  }
  return out;
}

TEST_CASE("calc: the accelerators-per-node source reads whole, and the workspace term names itself once",
          "[cli][calc][wording]") {
  const auto r = run_brief({"calc", "glm53-limechain-c8"});
  INFO(r.out);
  CHECK(unwrapped_text(r.out).find("(hardware entry; the unified pool is the node's, shared by its accelerators)") !=
        std::string::npos);
  CHECK(unwrapped_text(r.out).find("unified pool: the node's)") == std::string::npos);
  GateCatalog c;  // a copy whose hardware id resolves nowhere, and a fixture without a workspace row:
  c.dir.write("nohw.yaml", brief::test::replaced(brief::test::read_file(brief::test::source_path(
                                                     "profiles/glm53-limechain-c8.yaml")),
                                                 "  id: nvidia-dgx-spark-128gb-unified\n", "  id: no-such-box\n"));
  const auto unresolved = run_brief({"calc", "nohw.yaml", "--allow-errors"}, c.dir.str());
  CHECK(unwrapped_text(unresolved.out).find("(hardware: no resolved entry with a unified or gpu pool)") !=
        std::string::npos);
  c.dir.write("nows.yaml",
              brief::test::replaced(
                  brief::test::read_file(brief::test::source_path("tests/fixtures/calc/llama-8b-h200x8.yaml")),
                  "  - id: workspace\n    name: Workspace\n    role: runtime\n    residence: hbm\n    sharding: "
                  "replicated\n    access: runtime-scratch\n    file_size: not-present\n    per_rank: 2 GiB\n    resident: "
                  "2 GiB\n",
                  ""));
  const auto nows = run_brief({"calc", "nows.yaml", "--allow-errors", "--profiles",
                               brief::test::source_path("tests/fixtures/memory")},
                              c.dir.str());
  INFO(nows.out << nows.err);
  const std::string flat = unwrapped_text(nows.out);
  CHECK(flat.find("Workspace and runtime overhead: unknown") != std::string::npos);
  CHECK(flat.find("missing: a stated size (a workspace row, or --assume workspace=SIZE)") != std::string::npos);
  CHECK(flat.find("workspace and runtime overhead (not stated") == std::string::npos);
}
