// Columns in each consumer's unit: characters for GitHub, UTF-16 code units for SARIF,
// display cells for the caret; and SARIF URIs that validators accept.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "brief/report.h"
#include "report/columns.h"

using brief::Diagnostic;
using brief::Severity;
namespace columns = brief::columns;

namespace {

// "subtitle: 中文字幕 x😀y" : 中文字幕 is 4 characters of 3 bytes (2 cells each), 😀 is
// 4 bytes, 2 UTF-16 units, 2 cells.
const std::string kLine = "subtitle: \xE4\xB8\xAD\xE6\x96\x87\xE5\xAD\x97\xE5\xB9\x95 x\xF0\x9F\x98\x80y";

Diagnostic on_line(uint32_t col, uint32_t end_col) {
  Diagnostic d;
  d.file = "p.yaml";
  d.begin = {2, col};
  d.end = {2, end_col};
  d.severity = Severity::error;
  d.code = "BS001";
  d.message = std::string("m");
  return d;
}

}  // namespace

TEST_CASE("a byte column becomes characters, UTF-16 units and display cells", "[report][columns]") {
  // 'x' is byte 24 (10 + 12 + 2): character 16, UTF-16 unit 16, display cell 20.
  CHECK(columns::column_in(kLine, 24, columns::ColumnUnit::characters) == 16);
  CHECK(columns::column_in(kLine, 24, columns::ColumnUnit::utf16) == 16);
  CHECK(columns::column_in(kLine, 24, columns::ColumnUnit::display) == 20);
  // 'y' follows the emoji: one character, two UTF-16 units.
  CHECK(columns::column_in(kLine, 29, columns::ColumnUnit::characters) == 18);
  CHECK(columns::column_in(kLine, 29, columns::ColumnUnit::utf16) == 19);
  // A byte inside a multi-byte character belongs to that character.
  CHECK(columns::column_in(kLine, 12, columns::ColumnUnit::characters) == 11);
  CHECK(columns::byte_after_char(kLine, 12) == 14);
  CHECK(columns::display_width("\xE4\xB8\xAD\xE6\x96\x87") == 4);
  CHECK(columns::display_width("e\xCC\x81") == 1);  // e + combining acute: one cluster
}

TEST_CASE("github and sarif count a CJK line's columns in their own units", "[report][columns]") {
  const std::map<std::string, std::string> sources{{"p.yaml", "format: brief/v1\n" + kLine + "\n"}};
  std::vector<Diagnostic> f{on_line(11, 22)};  // the four CJK characters
  const std::string gh = brief::report_github({&f, &sources, 1, false});
  CHECK(gh.find("line=2,col=11,endLine=2,endColumn=14,") != std::string::npos);
  const auto sarif = nlohmann::json::parse(brief::report_sarif({&f, &sources, 1, false}, {1, true}));
  const auto& region = sarif["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"];
  CHECK(region["startColumn"] == 11);
  CHECK(region["endColumn"] == 15);  // exclusive
  CHECK(sarif["runs"][0]["columnKind"] == "utf16CodeUnits");
  const std::string human = brief::report_human({&f, &sources, 1, false});
  CHECK(human.find("p.yaml:2:11: error[BS001]") != std::string::npos);
  // Ten cells of "subtitle: ", then eight cells of underline under the four wide characters.
  CHECK(human.find("\n   | " + std::string(10, ' ') + "^" + std::string(7, '~') + "\n") != std::string::npos);
}

TEST_CASE("an underline never runs past its line", "[report][columns]") {
  const std::map<std::string, std::string> sources{{"p.yaml", "a\nsummary: short\n"}};
  std::vector<Diagnostic> f{on_line(10, 90)};
  const std::string human = brief::report_human({&f, &sources, 1, false});
  CHECK(human.find("\n   |          ^~~~~\n") != std::string::npos);
}

TEST_CASE("sarif uris are percent-encoded, relative to %SRCROOT% or file://", "[report][sarif]") {
  Diagnostic rel = on_line(1, 1);
  rel.file = "profiles/a b#1%zz \xE4\xB8\xAD.yaml";
  Diagnostic abs = on_line(1, 1);
  abs.file = "/nonexistent-root-for-brief/a b.yaml";
  std::vector<Diagnostic> f{rel, abs};
  const auto sarif = nlohmann::json::parse(brief::report_sarif({&f, nullptr, 1, false}, {1, true}));
  const auto& results = sarif["runs"][0]["results"];
  const auto& a = results[0]["locations"][0]["physicalLocation"]["artifactLocation"];
  CHECK(a["uri"] == "profiles/a%20b%231%25zz%20%E4%B8%AD.yaml");
  CHECK(a["uriBaseId"] == "%SRCROOT%");
  const auto& b = results[1]["locations"][0]["physicalLocation"]["artifactLocation"];
  CHECK(b["uri"] == "file:///nonexistent-root-for-brief/a%20b.yaml");
  CHECK_FALSE(b.contains("uriBaseId"));
  CHECK(sarif["runs"][0]["originalUriBaseIds"].contains("%SRCROOT%"));
}
