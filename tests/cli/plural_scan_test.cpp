// Counts go through the one plural helper (brief/plural.h): no output says "1 files",
// "1 tensors" or "1 full-attention layers". The commands below each print a count of one of
// something; the goldens are scanned too.
#include <catch2/catch.hpp>

#include <filesystem>
#include <regex>
#include <string>

#include "cli/run_brief.h"
#include "inspect/checkpoint_writer.h"
#include "support/temp_dir.h"
#include "support/text_edit.h"
#include "test_paths.h"

using brief::test::run_brief;

namespace {

// "1 files", "1 full-attention layers", "the pool's 1 rank": a count of one with a plural
// noun, or a one-rank pool spoken of as several.
std::string plural_after_one(const std::string& text) {
  static const std::regex one(
      R"((^|[^0-9.,])1 (full-attention |linear-attention |sliding-window |profile |hardware )?)"
      R"((files|tensors|layers|ranks|pages|findings|errors|warnings|notes|nodes|slots|bytes|elements|tokens|changes|points|rows|runs|parameters|accelerators)\b)"
      R"(|each of the pool's 1 rank)");
  std::smatch m;
  return std::regex_search(text, m, one) ? m.str(0) : std::string();
}

}  // namespace

TEST_CASE("plural: a count of one never takes a plural noun, in commands and goldens", "[cli][plural]") {
  CHECK(plural_after_one("checked 1 files in 2 ms") == " 1 files");  // the scan itself finds one
  CHECK(plural_after_one("checked 1 file, 11 files").empty());

  brief::test::TempDir dir("plural-scan");
  const std::string fits = brief::test::read_file(brief::test::source_path("tests/fixtures/memory/calculator-fits.yaml"));
  // One layer: "(1 full-attention layer x ...)".
  dir.write("one-layer.yaml", brief::test::replaced(brief::test::replaced(fits, "  layers: 32\n", "  layers: 1\n"),
                                                    "      count: 32\n", "      count: 1\n"));
  dir.write("site/profiles/calculator-fits.yaml", fits);
  for (const auto& entry : std::filesystem::directory_iterator(brief::test::source_path("tests/fixtures/memory/hardware")))
    dir.write("site/profiles/hardware/" + entry.path().filename().string(), brief::test::read_file(entry.path().string()));
  std::filesystem::create_directories(dir.path / "ckpt");
  brief::test::write_safetensors((dir.path / "ckpt" / "model.safetensors").string(),
                                 {brief::test::StTensor{"model.norm.weight", "BF16", {1}}});

  const std::string hardware = brief::test::source_path("tests/fixtures/memory");
  std::vector<std::vector<std::string>> commands{
      {"-v", "lint", "--profiles", hardware, "one-layer.yaml"},
      {"-v", "site", "site/profiles", "-o", "site/out"},
      {"inspect", "ckpt"},
      {"calc", "--profiles", hardware, "one-layer.yaml"},
      {"render", "--profiles", hardware, "one-layer.yaml", "--allow-errors"},
      {"calc", "glm53-limechain-c8"},
  };
  for (const auto& args : commands) {
    const auto r = run_brief(args, dir.str());
    INFO(args[0] << " " << args[1] << "\n" << r.out << r.err);
    CHECK(plural_after_one(r.out + r.err).empty());
  }
  // The commands did print counts of one, in the singular.
  CHECK(run_brief({"-v", "lint", "--profiles", hardware, "one-layer.yaml"}, dir.str()).err.find("checked 1 file in") !=
        std::string::npos);
  CHECK(run_brief({"calc", "--profiles", hardware, "one-layer.yaml"}, dir.str()).out.find("(1 full-attention layer x") !=
        std::string::npos);
  CHECK(run_brief({"inspect", "ckpt"}, dir.str()).out.find("1 tensor ") != std::string::npos);
  CHECK(run_brief({"-v", "site", "site/profiles", "-o", "site/out2"}, dir.str()).err.find("wrote 1 profile page and ") !=
        std::string::npos);

  for (const auto& entry : std::filesystem::directory_iterator(brief::test::source_path("tests/golden"))) {
    INFO(entry.path().filename().string());
    CHECK(plural_after_one(brief::test::read_file(entry.path().string())).empty());
  }
}
