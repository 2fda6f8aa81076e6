// Branches of single rules the bad.yaml fixtures do not reach: tests/rules/base.yaml with one
// edit, linted, and the finding checked by code, line and exact message.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <vector>

#include "brief/lint.h"
#include "brief/rules.h"
#include "test_paths.h"

namespace fs = std::filesystem;
using brief::Diagnostic;

namespace {

struct Edit {
  std::string from, to;  // the first occurrence of `from` becomes `to`
};

std::string edited_base(const std::vector<Edit>& edits) {
  std::string text = brief::test::read_file(brief::test::source_path("tests/rules/base.yaml"));
  for (const auto& e : edits) {
    const auto at = text.find(e.from);
    REQUIRE(at != std::string::npos);  // an edit that matches nothing would test the base
    text.replace(at, e.from.size(), e.to);
  }
  return text;
}

// 1-based line of the first occurrence of `needle` in `text`.
uint32_t line_of(const std::string& text, const std::string& needle) {
  const auto at = text.find(needle);
  REQUIRE(at != std::string::npos);
  return static_cast<uint32_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n') + 1);
}

// The findings of one rule on the edited base.
std::vector<Diagnostic> lint_edited(const std::string& text, const std::string& code) {
  const fs::path dir = fs::temp_directory_path() / ("brief-rule-branches-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const fs::path file = dir / "p.yaml";
  std::ofstream(file, std::ios::binary) << text;
  auto result = brief::lint_paths({file.string()}, {});
  fs::remove_all(dir);
  CHECK_FALSE(result.input_error);
  std::vector<Diagnostic> out;
  for (auto& d : result.findings)
    if (d.code == code) out.push_back(std::move(d));
  return out;
}

}  // namespace

TEST_CASE("BH603: a node count below 1 describes no setup", "[rules][branches]") {
  const std::string text = edited_base({{"  nodes: 2\n", "  nodes: 0\n"}});
  const auto f = lint_edited(text, "BH603");
  REQUIRE(f.size() == 1);
  CHECK(f[0].begin.line == line_of(text, "  nodes: 0\n"));
  CHECK(f[0].message == "node count 0 is below 1");
}

TEST_CASE("BL206: a weights license that names the engine's repository or license name", "[rules][branches]") {
  SECTION("the engine's repository as the weights' target") {
    const std::string text = edited_base({{"target: brandonmusic/GLM-5.3-Flash-tr3-4bpw", "target: ashhart/TensorFold"}});
    const auto f = lint_edited(text, "BL206");
    REQUIRE(f.size() == 1);
    CHECK(f[0].begin.line == line_of(text, "    target: ashhart/TensorFold\n    text_read: false"));
    CHECK(f[0].message == "license 'exl3-weights' licenses the engine 'ashhart/TensorFold', not the weights");
  }
  SECTION("the engine's license name on unread weights") {
    const std::string text = edited_base({{"    text_read: false\n", "    name: MIT\n    text_read: false\n"}});
    const auto f = lint_edited(text, "BL206");
    REQUIRE(f.size() == 1);
    CHECK(f[0].begin.line == line_of(text, "    name: MIT\n    text_read: false"));
    CHECK(f[0].message == "unread weights license 'exl3-weights' carries the engine's license name");
  }
}

TEST_CASE("BP301: a license read at a short revision", "[rules][branches]") {
  // The first revision of the base is the drafter license's; its pin keeps the full one.
  const std::string text = edited_base({{"revision: 7d74cdd881ed7e32c31175984a67823127b66cfe", "revision: 7d74cdd"}});
  const auto f = lint_edited(text, "BP301");
  REQUIRE(f.size() == 1);
  CHECK(f[0].begin.line == line_of(text, "revision: 7d74cdd\n"));
  CHECK(f[0].message == "license 'dflash2' revision '7d74cdd' is not a full 40-hex commit");
}

TEST_CASE("BO403: a build declared as measured on that nothing states", "[rules][branches]") {
  const std::string text = edited_base({{"      build: 80dba15\n", ""},
                                        {"the C1 prose and code cells were measured on it", "the long decode was measured on it"}});
  const auto f = lint_edited(text, "BO403");
  REQUIRE(f.size() == 1);
  CHECK(f[0].begin.line == line_of(text, "  - id: 80dba15"));
  CHECK(f[0].message == "build '80dba15' is declared as measured on, but no arm or observation states it");
}

TEST_CASE("BO406: run counts in digits and as 'ran N times'", "[rules][branches]") {
  // Two findings each: the sentence, and the runs_per_arm line above it it disagrees with.
  const std::string sentence = "The bake-off is one run per arm";
  const auto check_says = [&](const std::string& written, const std::string& message) {
    const std::string text = edited_base({{sentence, written}});
    const auto f = lint_edited(text, "BO406");
    REQUIRE(f.size() == 2);
    CHECK(f[0].message == "runs_per_arm: 1 disagrees with the run counts written elsewhere");
    CHECK(f[0].begin.line == line_of(text, "runs_per_arm: 1"));
    CHECK(f[1].message == message);
    CHECK(f[1].begin.line == line_of(text, written));
  };
  check_says("The bake-off is 3 runs per arm", "the text says 3 runs but the bake-off says 1");
  check_says("The bake-off ran twice per arm", "the text says 2 runs but the bake-off says 1");
  check_says("The bake-off ran 4 times per arm", "the text says 4 runs but the bake-off says 1");
}

TEST_CASE("BM101: a lower bound above what the known rows add up to", "[rules][branches]") {
  const std::string sentence = "In total the checkpoint and the KV cache take at least 200 GB.";
  const std::string text = edited_base({{"with LimeChain's C8 admission settings.", "with LimeChain's C8 admission settings. " + sentence}});
  const auto f = lint_edited(text, "BM101");
  REQUIRE(f.size() == 1);
  CHECK(f[0].begin.line == line_of(text, sentence));
  CHECK(f[0].message == "lower bound '200 GB' is more than the known rows add up to on any pool");
}
