// `brief lint --statistics`: counts per code instead of the findings (ruff's --statistics),
// most first, with the same filters and exit code as the report it replaces.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <regex>

#include "cli/run_brief.h"

using brief::test::run_brief;
using brief::test::TempDir;

TEST_CASE("lint --statistics counts findings per code, most first", "[cli][statistics]") {
  TempDir dir("lint-statistics");
  REQUIRE(run_brief({"new", "a-b", "-o", "profiles/a-b.yaml"}, dir.str()).exit_code == 0);
  const auto full = run_brief({"lint", "--format", "json", "profiles"}, dir.str());
  const auto findings = nlohmann::json::parse(full.out)["findings"];
  std::map<std::string, std::size_t> want;
  for (const auto& f : findings) ++want[f["code"].get<std::string>()];
  REQUIRE(want.size() >= 2);  // BC701 and BH601 at least: an order to check

  const auto text = run_brief({"lint", "--statistics", "profiles"}, dir.str());
  CHECK(text.exit_code == full.exit_code);
  CHECK(text.out.find("error[") == std::string::npos);  // no finding is printed
  // One line per code: count, code, severity, name; counts descending.
  std::size_t previous = SIZE_MAX, lines = 0;
  const std::regex row(R"( *(\d+)  (B[A-Z]\d{3})  (error|warning|note) +([a-z0-9-]+)\n)");
  for (auto it = std::sregex_iterator(text.out.begin(), text.out.end(), row); it != std::sregex_iterator(); ++it) {
    const std::size_t n = std::stoul((*it)[1]);
    CHECK(n == want[(*it)[2]]);
    CHECK(n <= previous);
    previous = n;
    ++lines;
  }
  CHECK(lines == want.size());
  CHECK(std::regex_search(text.out, std::regex(R"(\d+ errors in 1 file \(1 file checked\)\n$)")));
  CHECK(std::regex_search(text.out, std::regex(R"( BC701  error    placeholder-left\n)")));

  const auto json = run_brief({"lint", "--statistics", "-f", "json", "profiles"}, dir.str());
  const auto rows = nlohmann::json::parse(json.out);
  REQUIRE(rows.size() == want.size());
  for (const auto& r : rows) CHECK(r["count"].get<std::size_t>() == want[r["code"].get<std::string>()]);

  // --select filters the counts too; --exit-zero keeps its meaning.
  const auto selected = run_brief({"lint", "--statistics", "--select", "BH", "--exit-zero", "profiles"}, dir.str());
  CHECK(selected.exit_code == 0);
  CHECK(selected.out.find("BC701") == std::string::npos);
  CHECK(selected.out.find("BH601") != std::string::npos);

  // SARIF and GitHub reports have no place for counts: a usage error, nothing written.
  const auto sarif = run_brief({"lint", "--statistics", "-f", "sarif", "profiles"}, dir.str());
  CHECK(sarif.exit_code == 2);
  CHECK(sarif.out.empty());
}

TEST_CASE("lint --statistics of one note: its row and the summary, exit 0", "[cli][statistics]") {
  // BM104's good fixture keeps the base profile's external do-not-blend target: one BR502 note.
  const auto r = run_brief({"lint", "--statistics", brief::test::source_path("tests/rules/base.yaml")});
  CHECK(r.exit_code == 0);
  CHECK(r.out == "     1  BR502  note     external-reference\n1 note in 1 file (1 file checked)\n");
}
