// Reporter details: escaping, spans, counts, color, positions. Goldens cover the whole layout.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <nlohmann/json.hpp>

#include "brief/report.h"
#include "brief/rules.h"

using brief::Diagnostic;
using brief::Severity;

namespace {

Diagnostic finding(std::string file, uint32_t line, uint32_t col, uint32_t end_line, uint32_t end_col, Severity s,
                   std::string code, std::string message, std::string hint = {}) {
  Diagnostic d;
  d.file = std::move(file);
  d.begin = {line, col};
  d.end = {end_line, end_col};
  d.severity = s;
  d.code = std::move(code);
  d.message = std::move(message);
  d.hint = std::move(hint);
  return d;
}

struct Env {
  std::string name;
  explicit Env(std::string n, const char* value) : name(std::move(n)) {
    if (value) ::setenv(name.c_str(), value, 1);
    else ::unsetenv(name.c_str());
  }
  ~Env() { ::unsetenv(name.c_str()); }
};

}  // namespace

TEST_CASE("github commands escape data and properties", "[report]") {
  std::vector<Diagnostic> f{finding("dir,x/a:b.yaml", 3, 5, 3, 9, Severity::error, "BP301", "100% wrong\nsecond\rline")};
  const std::string out = brief::report_github({&f, nullptr, 1, false});
  CHECK(out.starts_with(
      "::error file=dir%2Cx/a%3Ab.yaml,line=3,col=5,endLine=3,endColumn=9,title=BP301 revision-not-full::"
      "100%25 wrong%0Asecond%0Dline\n"));
  CHECK(out.ends_with("1 error in 1 file (1 file checked)\n"));
}

TEST_CASE("github commands give columns only on one-line spans", "[report]") {
  std::vector<Diagnostic> f{finding("a.yaml", 3, 5, 4, 2, Severity::warning, "BX902", "m"),
                            finding("a.yaml", 0, 0, 0, 0, Severity::note, "BR502", "n")};
  const std::string out = brief::report_github({&f, nullptr, 1, false});
  CHECK(out.find("::warning file=a.yaml,line=3,endLine=4,title=BX902 unused-suppression::m\n") != std::string::npos);
  CHECK(out.find("::notice file=a.yaml,title=BR502 external-reference::n\n") != std::string::npos);
}

TEST_CASE("human report quotes the line with a caret under the span", "[report]") {
  std::vector<Diagnostic> f{finding("a.yaml", 2, 5, 2, 8, Severity::error, "BM104", "bad", "fix it")};
  std::map<std::string, std::string> sources{{"a.yaml", "x: 1\nab: \x1b" "cdef\n"}};
  CHECK(brief::report_human({&f, &sources, 2, false}) ==
        "a.yaml:2:5: error[BM104]: bad\n"
        " 2 | ab: \\x1bcdef\n"
        "   |     ^~~~~~~\n"
        "  hint: fix it\n"
        "1 error in 1 file (2 files checked)\n");
}

TEST_CASE("human report colors only when asked", "[report]") {
  std::vector<Diagnostic> f{finding("a.yaml", 0, 0, 0, 0, Severity::warning, "BX902", "m")};
  CHECK(brief::report_human({&f, nullptr, 1, true}).find("\x1b[1;33mwarning\x1b[0m") != std::string::npos);
  CHECK(brief::report_human({&f, nullptr, 1, false}) == "a.yaml: warning[BX902]: m\n1 warning in 1 file (1 file checked)\n");
}

TEST_CASE("summary line counts severities and files", "[report]") {
  std::vector<Diagnostic> none;
  CHECK(brief::summary_line(none, 3) == "no findings (3 files checked)");
  std::vector<Diagnostic> f{finding("a", 1, 1, 1, 1, Severity::error, "X", ""), finding("a", 2, 1, 2, 1, Severity::error, "X", ""),
                            finding("a", 2, 1, 2, 1, Severity::error, "X", ""), finding("b", 1, 1, 1, 1, Severity::warning, "X", "")};
  CHECK(brief::summary_line(f, 5) == "3 errors, 1 warning in 2 files (5 files checked)");
}

TEST_CASE("color: flag first, then NO_COLOR, then FORCE_COLOR, then the terminal", "[report]") {
  Env no("NO_COLOR", nullptr), force("FORCE_COLOR", nullptr), term("TERM", "xterm");
  CHECK(brief::use_color("always", false));
  CHECK_FALSE(brief::use_color("never", true));
  CHECK(brief::use_color("auto", true));
  CHECK_FALSE(brief::use_color("auto", false));
  {
    Env f("FORCE_COLOR", "1");
    CHECK(brief::use_color("auto", false));
    Env n("NO_COLOR", "1");
    CHECK_FALSE(brief::use_color("auto", true));
    CHECK(brief::use_color("always", false));
  }
  Env zero("FORCE_COLOR", "0");
  CHECK_FALSE(brief::use_color("auto", false));
}

TEST_CASE("color: TERM=dumb turns auto color off, the flag and FORCE_COLOR still win", "[report]") {
  Env no("NO_COLOR", nullptr), force("FORCE_COLOR", nullptr), term("TERM", "dumb");
  CHECK_FALSE(brief::use_color("auto", true));
  CHECK(brief::use_color("always", true));
  Env f("FORCE_COLOR", "1");
  CHECK(brief::use_color("auto", true));
}

TEST_CASE("json report is 1-based, never null, and names each rule", "[report]") {
  std::vector<Diagnostic> f{finding("a.yaml", 0, 0, 0, 0, Severity::error, "BY016", "path not found"),
                            finding("a.yaml", 7, 3, 7, 9, Severity::warning, "BL202", "m")};
  auto j = nlohmann::json::parse(brief::report_json({&f, nullptr, 1, false}));
  CHECK(j["format"] == "brief-lint/v1");
  CHECK(j["findings"][0]["line"] == 1);
  CHECK(j["findings"][0]["column"] == 1);
  CHECK(j["findings"][0]["name"] == "file-not-found");
  CHECK(j["findings"][1]["end_column"] == 9);
  CHECK(j["findings"][1]["severity"] == "warning");
  CHECK(j["summary"]["errors"] == 1);
  CHECK(j.dump().find("null") == std::string::npos);
}

TEST_CASE("sarif results point into the rules table with exclusive end columns", "[report]") {
  std::vector<Diagnostic> f{finding("./profiles/a.yaml", 7, 3, 7, 9, Severity::note, "BR502", "m")};
  auto j = nlohmann::json::parse(brief::report_sarif({&f, nullptr, 1, false}, {0, true}));
  const auto& run = j["runs"][0];
  CHECK(run["tool"]["driver"]["informationUri"].get<std::string>().starts_with("https://"));
  // The run's invocation: a note alone does not fail lint.
  CHECK(run["invocations"] == nlohmann::json::parse(R"([{"executionSuccessful": true, "exitCode": 0}])"));
  CHECK(j["version"] == "2.1.0");
  const auto& result = run["results"][0];
  CHECK(run["tool"]["driver"]["rules"][result["ruleIndex"].get<std::size_t>()]["id"] == "BR502");
  CHECK(result["level"] == "note");
  CHECK(result["message"]["text"] == "M.");
  const auto& loc = result["locations"][0]["physicalLocation"];
  CHECK(loc["artifactLocation"]["uri"] == "profiles/a.yaml");
  CHECK(loc["region"]["startColumn"] == 3);
  CHECK(loc["region"]["endColumn"] == 10);
  CHECK(run["tool"]["driver"]["rules"].size() == brief::rule_registry().size());
}

TEST_CASE("human report never passes control characters to the terminal", "[report]") {
  std::vector<Diagnostic> f{finding("a\x1b[2J.yaml", 0, 0, 0, 0, Severity::error, "BY016", "x\x1b]0;y", "h\x07")};
  const std::string out = brief::report_human({&f, nullptr, 1, false});
  CHECK(out.find('\x1b') == std::string::npos);
  CHECK(out.find('\x07') == std::string::npos);
}
