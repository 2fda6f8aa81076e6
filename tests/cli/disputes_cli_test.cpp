// A finding read from prose, disputed by its author with a reasoned suppression: lint passes
// with the finding kept as a note, and every report and every format of the brief prints
// "The author disputes CODE: reason" (in a section of its own and beside the claim).
#include <catch2/catch.hpp>

#include <fstream>

#include <nlohmann/json.hpp>

#include "cli/run_brief.h"

using brief::test::read_file;
using brief::test::run_brief;
using brief::test::source_path;

namespace {

constexpr const char* kReason = "the maintainers re-ran C1 on 2026-11-02; the record is being written up";
constexpr const char* kStatement =
    "The author disputes BV801: the maintainers re-ran C1 on 2026-11-02; the record is being written up";

// The shipped profile with a catalog-reproduction claim opening its summary (a block scalar),
// disputed by a comment above the key when `disputed`.
std::string write_disputed_profile(const brief::test::TempDir& dir, bool disputed) {
  std::string text = read_file(source_path("profiles/glm53-limechain-c8.yaml"));
  const std::string from = "summary: >-\n  A separate";
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  REQUIRE(text.find(from, at + 1) == std::string::npos);
  const std::string comment = disputed ? std::string("# brief: ignore[BV801] ") + kReason + "\n" : "";
  text.replace(at, from.size(), comment + "summary: >-\n  We reproduced the C1 result on our own pair of Sparks. A separate");
  const auto path = (dir.path / "disputed.yaml").string();
  std::ofstream(path) << text;
  return path;
}

bool shows(const std::string& haystack, const std::string& needle) { return haystack.find(needle) != std::string::npos; }

}  // namespace

TEST_CASE("an undisputed prose finding blocks the render", "[cli][disputes]") {
  brief::test::TempDir dir("disputes-none");
  const std::string path = write_disputed_profile(dir, false);
  const auto lint = run_brief({"lint", "--no-config", path});
  CHECK(lint.exit_code == 1);
  CHECK(shows(lint.out, "error[BV801]"));
  CHECK(run_brief({"render", path}).exit_code == 1);
}

TEST_CASE("a disputed prose finding is a note every report prints with the reason", "[cli][disputes]") {
  brief::test::TempDir dir("disputes-lint");
  const std::string path = write_disputed_profile(dir, true);
  const auto human = run_brief({"lint", "--no-config", path});
  CHECK(human.exit_code == 0);
  CHECK(shows(human.out, "note[BV801]"));
  CHECK(shows(human.out, kStatement));
  CHECK_FALSE(shows(human.out, "BX90"));  // neither refused nor unmatched

  const auto json = nlohmann::json::parse(run_brief({"lint", "--no-config", "-f", "json", path}).out);
  bool found = false;
  for (const auto& f : json.at("findings"))
    if (f.at("code") == "BV801") {
      found = true;
      CHECK(f.at("severity") == "note");
      CHECK(f.at("disputed") == kReason);
    }
  CHECK(found);
  const auto sarif = nlohmann::json::parse(run_brief({"lint", "--no-config", "-f", "sarif", path}).out);
  found = false;
  for (const auto& r : sarif.at("runs").at(0).at("results"))
    if (r.at("ruleId") == "BV801") {
      found = true;
      const nlohmann::json expected = {{{"kind", "inSource"}, {"status", "underReview"}, {"justification", kReason}}};
      CHECK(r.at("suppressions") == expected);
    }
  CHECK(found);
  CHECK(shows(run_brief({"lint", "--no-config", "-f", "github", path}).out, kStatement));
  CHECK(shows(run_brief({"lint", "--no-config", "-f", "junit", path}).out, kStatement));
}

TEST_CASE("every format of the brief prints the dispute", "[cli][disputes]") {
  brief::test::TempDir dir("disputes-render");
  const std::string path = write_disputed_profile(dir, true);
  const auto text = run_brief({"render", path, "--width", "200"});
  REQUIRE(text.exit_code == 0);
  // A section of its own, first, and the mark beside the claim in the summary.
  const auto section = text.out.find("Disputed by the author");
  const auto summary = text.out.find("\nSummary\n");
  REQUIRE(section != std::string::npos);
  REQUIRE(summary != std::string::npos);
  CHECK(section < summary);
  CHECK(shows(text.out.substr(summary), std::string("We reproduced the C1 result on our own pair of Sparks. A separate")));
  CHECK(shows(text.out.substr(summary), std::string("[") + kStatement + ".]"));

  for (const std::string format : {"markdown", "html", "cyclonedx"}) {
    INFO(format);
    const auto r = run_brief({"render", path, "--format", format});
    CHECK(r.exit_code == 0);
    CHECK(shows(r.out, kStatement));
  }
  const auto json = nlohmann::json::parse(run_brief({"render", path, "--format", "json"}).out);
  REQUIRE(json.at("disputes").size() == 1);
  const auto& d = json.at("disputes").at(0);
  CHECK(d.at("code") == "BV801");
  CHECK(d.at("line") == 10);
  CHECK(d.at("reason") == kReason);
  CHECK(d.at("statement") == std::string(kStatement) + ".");
  CHECK(d.at("claim") == "We reproduced the C1 result on our own pair of Sparks.");
}

TEST_CASE("a brief with no dispute has an empty disputes list and no section", "[cli][disputes]") {
  const auto json = nlohmann::json::parse(run_brief({"render", "glm53-limechain-c8", "--format", "json"}).out);
  CHECK(json.at("disputes") == nlohmann::json::array());
  CHECK_FALSE(shows(run_brief({"render", "glm53-limechain-c8"}).out, "Disputed by the author"));
}
