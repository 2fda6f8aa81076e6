// BM103 against the derived memory verdict: with every row known, a fit claim stands only when
// every pool of every node fits (the memory fixtures of tests/fixtures/memory).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "brief/lint.h"
#include "brief/rules.h"
#include "support/temp_dir.h"
#include "test_paths.h"

namespace fs = std::filesystem;
using brief::test::source_path;

namespace {

std::vector<std::string> bm103_messages(const std::string& fixture, bool claim_fit) {
  std::ifstream in(source_path("tests/fixtures/memory/" + fixture), std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  std::string text = s.str();
  for (const char* from : {"memory_fit: false", "memory_fit: true"}) {
    auto at = text.find(from);
    if (at != std::string::npos) text.replace(at, std::string(from).size(), claim_fit ? "memory_fit: true" : "memory_fit: false");
  }
  const brief::test::TempDir dir("bm103");
  const fs::path tmp = dir.path / fixture;
  std::ofstream(tmp, std::ios::binary) << text;
  brief::LintOptions options;
  options.catalog_dirs = {source_path("tests/fixtures/memory")};
  auto result = brief::lint_paths({tmp.string()}, options);
  REQUIRE_FALSE(result.input_error);
  std::vector<std::string> out;
  for (const auto& d : result.findings)
    if (d.code == "BM103") out.push_back(d.message);
  return out;
}

}  // namespace

TEST_CASE("BM103 follows the memory verdict when every row is known", "[rules][BM103]") {
  CHECK(bm103_messages("fits.yaml", true).empty());
  CHECK(bm103_messages("does-not-fit-one-node.yaml", true) ==
        std::vector<std::string>{"memory fit claimed but a pool does not fit"});
  CHECK(bm103_messages("does-not-fit-one-node.yaml", false).empty());
  CHECK(bm103_messages("unknown.yaml", true).size() == 1);
}
