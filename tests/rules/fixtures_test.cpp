// Every rule's fixtures: tests/rules/<CODE>/bad.yaml reports exactly its marked findings
// (`# expect: CODE` on the offending line, or alone on the line above it; see
// tests/support/expect_markers.h), good.yaml none of that rule. Both are tests/rules/base.yaml
// with one fact changed, written as that edit (bad.diff, good.diff: tests/support/fixture_diff.h)
// or as a full copy (bad.yaml, good.yaml). Each fixture's whole lint output, every finding as
// `file:line:col: severity[CODE]: message`, is its snapshot <kind>.out, rewritten only by
// approve-golden. A rule about where a file lies (BR506: a catalog folder) has folders
// instead, tests/rules/<CODE>/bad/ and good/, each holding one .yaml at the path it is linted
// from (bad/profiles/<name>.yaml). Files in tests/rules/<CODE>/with/ are linted alongside (for
// cross-file rules) but not judged. BRIEF_RULE=BM101[,BO402...] runs only those rules'
// fixtures (tests/rules/README.md).
#include <algorithm>
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <set>
#include <sstream>

#include "brief/lint.h"
#include "brief/report.h"
#include "brief/rules.h"
#include "render/golden.h"
#include "support/expect_markers.h"
#include "support/fixture_diff.h"
#include "support/temp_dir.h"
#include "test_paths.h"

namespace fs = std::filesystem;
using brief::test::fixture_bytes;
using brief::test::source_path;

namespace {

using Expected = std::set<std::pair<std::string, uint32_t>>;  // (code, line)

Expected expectations(const std::string& text) {
  Expected out;
  for (const auto& m : brief::test::parse_expect_markers(text)) out.emplace(m.what, m.line);
  return out;
}

// The fixture `kind` ("bad" or "good") of a rule's folder: <dir>/<kind>.yaml, or else its edit
// of the base <dir>/<kind>.diff, or else the one .yaml file anywhere under the folder
// <dir>/<kind>/ (its path is part of the fixture: BR506 fires for a file directly in a folder
// named profiles). Empty when there is none or several.
fs::path fixture_file(const fs::path& dir, const std::string& kind) {
  const fs::path flat = dir / (kind + ".yaml");
  if (fs::is_regular_file(flat)) return flat;
  const fs::path edit = dir / (kind + ".diff");
  if (fs::is_regular_file(edit)) return edit;
  if (!fs::is_directory(dir / kind)) return {};
  std::vector<fs::path> found;
  for (const auto& e : fs::recursive_directory_iterator(dir / kind))
    if (e.is_regular_file() && e.path().extension() == ".yaml") found.push_back(e.path());
  return found.size() == 1 ? found.front() : fs::path{};
}

// "BM101/bad.yaml", "BR506/bad/profiles/rules-br506.yaml": what Catch's -c selects.
std::string section_name(const fs::path& dir, const fs::path& file, const std::string& kind) {
  if (file.empty()) return dir.filename().string() + "/" + kind + " (missing)";
  return fs::relative(file, dir.parent_path()).generic_string();
}

// Where a fixture is linted from: a .yaml where it lies; a .diff's profile written into a
// scratch folder under the name its `+++ ` line gives (no hardware/ or other file lies beside
// a rule's fixture, so the folder changes nothing the checks read).
struct FixtureOnDisk {
  std::optional<brief::test::TempDir> scratch;
  fs::path path;
  explicit FixtureOnDisk(const fs::path& file) : path(file) {
    if (file.extension() != ".diff") return;
    const std::string code = file.parent_path().filename().string();
    scratch.emplace("rule-fixture-" + code + "-" + file.stem().string());
    const std::string name = brief::test::diff_target_name(file);
    scratch->write(code + "/" + name, fixture_bytes(file));
    path = scratch->path / code / name;
  }
};

// `file` (linted as `on_disk`) and its fixture's with/ folder (`dir`/with), linted together.
brief::LintResult lint_fixture(const fs::path& dir, const fs::path& on_disk) {
  std::vector<std::string> paths{on_disk.string()};
  fs::path with = dir / "with";
  if (fs::is_directory(with)) paths.push_back(with.string());
  return brief::lint_paths(paths, {});
}

// The findings of `file` when linted with its fixture's with/ folder. Notes of other rules
// (BR502 on the base's do-not-blend entry) are left out: they never fail a run.
Expected found_in(const fs::path& dir, const fs::path& file, const std::string& code) {
  const FixtureOnDisk on_disk(file);
  auto result = lint_fixture(dir, on_disk.path);
  Expected out;
  for (const auto& d : result.findings) {
    if (d.file != on_disk.path.string()) continue;
    if (d.severity == brief::Severity::note && d.code != code) continue;
    // BS007 says the file did not load, at line 0 (no marker can name it): it follows from
    // the schema errors a fixture marks; tests/security/round3_test.cpp [unchecked] holds it.
    if (d.code == "BS007") continue;
    out.emplace(d.code, d.begin.line);
  }
  return out;
}

std::string show(const Expected& e) {
  std::string s;
  for (const auto& [code, line] : e) s += code + "@" + std::to_string(line) + " ";
  return s.empty() ? "(none)" : s;
}

// The codes BRIEF_RULE names (comma-separated); empty: every rule.
std::set<std::string> selected_codes() {
  std::set<std::string> out;
  const char* env = std::getenv("BRIEF_RULE");
  if (env == nullptr) return out;
  std::istringstream in(env);
  std::string code;
  while (std::getline(in, code, ','))
    if (!code.empty()) out.insert(code);
  return out;
}

std::vector<fs::path> fixture_dirs() {
  const auto only = selected_codes();
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(source_path("tests/rules")))
    if (e.is_directory() && (only.empty() || only.count(e.path().filename().string()))) out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("the rule fixtures' small base lints clean", "[rules][fixtures]") {
  auto result = brief::lint_paths({source_path("tests/rules/base.yaml")}, {});
  CHECK_FALSE(result.input_error);
  for (const auto& d : result.findings) {
    INFO(d.code << "@" << d.begin.line << " " << d.message);
    CHECK(d.severity == brief::Severity::note);
  }
}

TEST_CASE("BRIEF_RULE selects fixture folders that exist", "[rules][fixtures]") {
  for (const auto& code : selected_codes()) {
    INFO("BRIEF_RULE names " << code);
    CHECK(fs::is_directory(source_path("tests/rules/" + code)));
  }
}

TEST_CASE("each bad fixture reports exactly its marked findings", "[rules][fixtures]") {
  for (const auto& dir : fixture_dirs()) {
    const std::string code = dir.filename().string();
    const fs::path bad = fixture_file(dir, "bad");
    DYNAMIC_SECTION(section_name(dir, bad, "bad")) {
      INFO("bad.yaml, or one .yaml under bad/, in " << dir.string());
      REQUIRE_FALSE(bad.empty());
      const std::string text = fixture_bytes(bad);
      // Markers say where, never a line number: an edit above cannot silently move them.
      CHECK(text.find("# expect: " + code + " line") == std::string::npos);
      const Expected want = expectations(text);
      REQUIRE_FALSE(want.empty());
      bool names_own_code = false;
      for (const auto& [c, line] : want) {
        INFO("marker " << c << ": a marker with no content line after it has line 0");
        CHECK(line != 0);
        names_own_code |= c == code;
      }
      CHECK(names_own_code);
      const Expected got = found_in(dir, bad, code);
      INFO("expected " << show(want) << " found " << show(got));
      CHECK(got == want);
    }
  }
}

TEST_CASE("each good fixture reports nothing of its rule", "[rules][fixtures]") {
  for (const auto& dir : fixture_dirs()) {
    const std::string code = dir.filename().string();
    const fs::path good = fixture_file(dir, "good");
    DYNAMIC_SECTION(section_name(dir, good, "good")) {
      INFO("good.yaml, or one .yaml under good/, in " << dir.string());
      REQUIRE_FALSE(good.empty());
      // A good fixture is a valid profile: it loads without an input error.
      CHECK_FALSE(brief::lint_paths({FixtureOnDisk(good).path.string()}, {}).input_error);
      CHECK(expectations(fixture_bytes(good)).empty());
      const Expected got = found_in(dir, good, code);
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
  // A rule about where a file lies (BR506) has bad/ and good/ folders instead of the two files.
  // BS007 (a file that did not load) is at line 0 too: tests/security/round3_test.cpp.
  const std::set<std::string> exempt{"BY000", "BY001", "BY010", "BY015", "BY016", "BY017", "BY018", "BY019", "BS007"};
  for (const auto& rule : brief::rule_registry()) {
    const std::string code(rule.code);
    if (exempt.count(code)) continue;
    INFO(code);
    CHECK_FALSE(fixture_file(source_path("tests/rules/" + code), "bad").empty());
    CHECK_FALSE(fixture_file(source_path("tests/rules/" + code), "good").empty());
  }
}

namespace {

void replace_all(std::string& s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
}

// A finding as the snapshot shows it: the file relative to the rule's folder (a diff's
// profile under the name it makes, "bad.yaml"), then `line:col: severity[CODE]: message`.
// Paths inside the message are shown the same way, so a snapshot names no folder of the
// machine it was approved on.
std::string snapshot_line(const brief::Diagnostic& d, const fs::path& dir, const fs::path& file,
                          const fs::path& on_disk) {
  const std::string fixture_name =
      file.extension() == ".diff" ? brief::test::diff_target_name(file) : fs::relative(file, dir).generic_string();
  const std::string shown = d.file == on_disk.string() ? fixture_name : fs::relative(d.file, dir).generic_string();
  std::string message = d.message;
  replace_all(message, on_disk.string(), fixture_name);
  replace_all(message, dir.string() + "/", "");
  return shown + ":" + std::to_string(d.begin.line) + ":" + std::to_string(d.begin.col) + ": " +
         brief::severity_name(d.severity) + "[" + d.code + "]: " + message + "\n";
}

}  // namespace

TEST_CASE("each rule fixture's whole lint output is its approved snapshot", "[golden][rules]") {
  for (const auto& dir : fixture_dirs()) {
    for (const std::string kind : {"bad", "good"}) {
      const fs::path file = fixture_file(dir, kind);
      if (file.empty()) continue;  // "every rule has fixtures" reports it
      DYNAMIC_SECTION(section_name(dir, file, kind)) {
        const FixtureOnDisk on_disk(file);
        // lint orders findings by absolute path, and the scratch copy of a diff lives in the
        // temporary folder while with/ lives in the checkout: which comes first depends on
        // where the checkout is (/check/... sorts before /tmp, /work/... after). The snapshot
        // orders by the names it shows, keeping each file's own order.
        std::vector<std::pair<std::string, std::string>> lines;  // shown file, line
        for (const auto& d : lint_fixture(dir, on_disk.path).findings) {
          std::string line = snapshot_line(d, dir, file, on_disk.path);
          lines.emplace_back(line.substr(0, line.find(':')), std::move(line));
        }
        std::stable_sort(lines.begin(), lines.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        std::string out;
        for (const auto& [shown, line] : lines) out += line;
        brief::test::check_golden("tests/rules/" + dir.filename().string() + "/" + kind + ".out", out);
      }
    }
  }
}
