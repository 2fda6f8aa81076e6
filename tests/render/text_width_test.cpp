// The text brief promises 80 columns (render --width defaults to 80): every text golden, the
// calculator table included, holds that width in display columns. A golden added later is
// checked without an edit here.
#include <catch2/catch.hpp>

#include <filesystem>
#include <sstream>

#include "cli/run_brief.h"
#include "render/escape.h"
#include "support/temp_dir.h"
#include "support/text_edit.h"
#include "test_paths.h"

namespace fs = std::filesystem;

TEST_CASE("every text golden of a brief holds 80 columns", "[render][width]") {
  std::size_t briefs = 0;
  for (const auto& entry : fs::directory_iterator(brief::test::source_path("tests/golden"))) {
    const fs::path& path = entry.path();
    // Lint reports quote the profile's own lines; the width promise is the brief's.
    if (path.extension() != ".txt" || path.filename().string().starts_with("lint-")) continue;
    ++briefs;
    std::istringstream lines(brief::test::read_file(path.string()));
    int number = 0;
    for (std::string line; std::getline(lines, line);) {
      ++number;
      INFO(path.filename().string() << ":" << number << ": " << line);
      CHECK(brief::rendering::display_width(line) <= 80);
    }
  }
  CHECK(briefs >= 6);  // the walk found the goldens: an empty folder would pass vacuously
}

TEST_CASE("render --width N holds N columns, tables included", "[render][width]") {
  for (int width : {80, 72}) {
    const auto r = brief::test::run_brief({"render", "glm53-limechain-c8", "--width", std::to_string(width)});
    REQUIRE(r.exit_code == 0);
    REQUIRE(r.out.find("-----") != std::string::npos);  // a table was written
    std::istringstream lines(r.out);
    for (std::string line; std::getline(lines, line);) {
      INFO(width << ": " << line);
      CHECK(brief::rendering::display_width(line) <= static_cast<std::size_t>(width));
    }
  }
}

TEST_CASE("a long label in a table's first column wraps inside its column, not past the page", "[render][width]") {
  brief::test::TempDir dir("text-width-label");
  const std::string label = "this TensorFold profile on the LimeChain C8 admission settings with MTP drafting";
  const std::string shipped = brief::test::read_file(brief::test::source_path("profiles/glm53-limechain-c8.yaml"));
  dir.write("p.yaml", brief::test::replaced(shipped, "label: this TensorFold profile\n", "label: " + label + "\n"));
  const auto r = brief::test::run_brief({"render", (dir.path / "p.yaml").string()});
  REQUIRE(r.exit_code == 0);
  std::istringstream lines(r.out);
  bool wrapped = false;
  for (std::string line; std::getline(lines, line);) {
    INFO(line);
    CHECK(brief::rendering::display_width(line) <= 80);
    wrapped |= line.find("this TensorFold profile on the") != std::string::npos;
  }
  CHECK(wrapped);  // the label is there, wrapped in its column, not dropped
}

namespace {

// A line holds `width` columns, or is one word too long to break (a full hash, an SPDX id)
// standing alone after its indent or bullet, as prose wrapping leaves it.
bool holds_width(const std::string& line, std::size_t width) {
  if (brief::rendering::display_width(line) <= width) return true;
  std::string rest = line.substr(std::min(line.find_first_not_of(" -"), line.size()));
  return rest.find(' ') == std::string::npos;
}

}  // namespace

TEST_CASE("render --width 40: the calculator's table and every line hold 40 columns", "[render][width]") {
  const auto r = brief::test::run_brief({"render", "glm53-limechain-c8", "--width", "40"});
  REQUIRE(r.exit_code == 0);
  REQUIRE(r.out.find("context per request") != std::string::npos);  // the calculator's inputs are there
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) {
    INFO(line);
    CHECK(holds_width(line, 40));
  }
}

TEST_CASE("a long pool id wraps the calculator's heading at the width", "[render][width]") {
  brief::test::TempDir dir("text-width-pool");
  const std::string pool = "FILL IN: pool id, e.g. uma or vram, as the spec sheet of this machine names the pool";
  dir.write("hardware/my-box.yaml",
            brief::test::replaced(brief::test::replaced(
                brief::test::replaced(brief::test::read_file(brief::test::source_path("templates/new-hardware.yaml")),
                                      "\"FILL IN: pool id, e.g. uma or vram\"", "\"" + pool + "\""),
                "kind: \"FILL IN: unified, gpu or cpu\"", "kind: unified"),
                "id: {{id}}", "id: my-box"));
  REQUIRE(brief::test::run_brief({"new", "my_model", "-o", "p.yaml"}, dir.str()).exit_code == 0);
  dir.write("p.yaml", brief::test::replaced(brief::test::read_file((dir.path / "p.yaml").string()),
                                            "id: \"FILL IN: hardware id\"", "id: my-box"));
  const auto r = brief::test::run_brief({"render", "p.yaml", "--allow-errors"}, dir.str());
  REQUIRE(r.out.find("Calculator, node 1 FILL IN: pool id") != std::string::npos);
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) {
    INFO(line);
    CHECK(holds_width(line, 80));
  }
}
