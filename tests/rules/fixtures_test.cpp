// Every rule's fixtures: tests/rules/<CODE>/bad.yaml reports exactly its expected findings
// (`# expect: CODE line N[, N...]` comments at the top), good.yaml none of that rule. Files in
// tests/rules/<CODE>/with/ are linted alongside (for cross-file rules) but not judged.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "brief/rules.h"
#include "test_paths.h"

namespace fs = std::filesystem;
using brief::test::source_path;
using brief::test::read_file;

namespace {

using Expected = std::set<std::pair<std::string, uint32_t>>;  // (code, line)

Expected expectations(const std::string& text) {
  Expected out;
  static const std::regex line_re(R"(# expect: (B[A-Z][0-9]{3}) line ([0-9, ]+))");
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    std::smatch m;
    if (!std::regex_search(line, m, line_re)) continue;
    std::istringstream nums(m[2].str());
    std::string n;
    while (std::getline(nums, n, ','))
      if (n.find_first_not_of(' ') != std::string::npos) out.emplace(m[1].str(), std::stoul(n));
  }
  return out;
}

// The findings of `file` when linted with its fixture's with/ folder. Notes of other rules
// (BR502 on the shipped do-not-blend entry) are left out: they never fail a run.
Expected found_in(const fs::path& file, const std::string& code) {
  std::vector<std::string> paths{file.string()};
  fs::path with = file.parent_path() / "with";
  if (fs::is_directory(with)) paths.push_back(with.string());
  auto result = brief::lint_paths(paths, {});
  Expected out;
  for (const auto& d : result.findings) {
    if (d.file != file.string()) continue;
    if (d.severity == brief::Severity::note && d.code != code) continue;
    out.emplace(d.code, d.begin.line);
  }
  return out;
}

std::string show(const Expected& e) {
  std::string s;
  for (const auto& [code, line] : e) s += code + "@" + std::to_string(line) + " ";
  return s.empty() ? "(none)" : s;
}

std::vector<fs::path> fixture_dirs() {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(source_path("tests/rules")))
    if (e.is_directory()) out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("each bad fixture reports exactly its rule at its line", "[rules][fixtures]") {
  for (const auto& dir : fixture_dirs()) {
    const std::string code = dir.filename().string();
    DYNAMIC_SECTION(code << "/bad.yaml") {
      const fs::path bad = dir / "bad.yaml";
      const Expected want = expectations(read_file(bad));
      REQUIRE_FALSE(want.empty());
      bool names_own_code = false;
      for (const auto& [c, line] : want) names_own_code |= c == code;
      CHECK(names_own_code);
      const Expected got = found_in(bad, code);
      INFO("expected " << show(want) << " found " << show(got));
      CHECK(got == want);
    }
  }
}

TEST_CASE("each good fixture reports nothing of its rule", "[rules][fixtures]") {
  for (const auto& dir : fixture_dirs()) {
    const std::string code = dir.filename().string();
    DYNAMIC_SECTION(code << "/good.yaml") {
      const fs::path good = dir / "good.yaml";
      // A good fixture is a valid profile: it loads without an input error.
      CHECK_FALSE(brief::lint_paths({good.string()}, {}).input_error);
      const Expected got = found_in(good, code);
      INFO("found " << show(got));
      for (const auto& [c, line] : got) CHECK(c != code);
    }
  }
}

TEST_CASE("every rule has fixtures, except input guards no full profile can show", "[rules][fixtures]") {
  // BY000: a path that does not exist; BY001: a file over the size limit (over 1 MB);
  // BY015: an empty file; BY016-BY018: a missing, irregular or unreadable file; BY019: a folder
  // with nothing to lint (tests/security/walk_test.cpp). None of them
  // can be a full profile; tests/load covers them. BY010 (alias): an alias needs an anchor,
  // which BY009 reports first, and an alias to no anchor is a YAML syntax error (BY006).
  const std::set<std::string> exempt{"BY000", "BY001", "BY010", "BY015", "BY016", "BY017", "BY018", "BY019"};
  for (const auto& rule : brief::rule_registry()) {
    const std::string code(rule.code);
    if (exempt.count(code)) continue;
    INFO(code);
    CHECK(fs::is_regular_file(source_path("tests/rules/" + code + "/bad.yaml")));
    CHECK(fs::is_regular_file(source_path("tests/rules/" + code + "/good.yaml")));
  }
}
