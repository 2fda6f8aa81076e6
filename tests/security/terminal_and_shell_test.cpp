// Terminal, shell and exit-code guards (issue 11 items 2, 4, 6 and 7): nothing raw from a
// file name, key, value or argument reaches a terminal; completion never evaluates what it
// completes; a closed pipe keeps the exit code; `new --schema` cannot inject a line; git's
// output is read to the byte at the largest --max-bytes.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "brief/terminal.h"
#include "security/security_files.h"
#include "support/needs_tool.h"

namespace fs = std::filesystem;
using brief::test::quoted;
using brief::test::run_brief;
using brief::test::run_shell;
using brief::test::source_path;
using brief::test::TempDir;

namespace {

bool has_raw_control(const std::string& s) {
  for (unsigned char c : s)
    if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f) return true;
  // C1 controls (U+0080-U+009F) and bidi overrides (U+202A-U+202E, U+2066-U+2069) in UTF-8.
  for (std::size_t i = 0; i + 2 < s.size(); ++i) {
    const auto a = static_cast<unsigned char>(s[i]), b = static_cast<unsigned char>(s[i + 1]),
               c = static_cast<unsigned char>(s[i + 2]);
    if (a == 0xc2 && b >= 0x80 && b <= 0x9f) return true;
    if (a == 0xe2 && b == 0x80 && c >= 0xaa && c <= 0xae) return true;
    if (a == 0xe2 && b == 0x81 && c >= 0xa6 && c <= 0xa9) return true;
    if (a == 0xe2 && b == 0x80 && c == 0x8b) return true;  // zero-width space
  }
  return false;
}

std::string shipped_text() { return brief::test::shipped_profile(); }

}  // namespace

TEST_CASE("terminal_text escapes every control, bidi and invalid byte", "[security][terminal]") {
  CHECK(brief::terminal_text("a\x1b[31mb\x07") == "a\\x1b[31mb\\x07");
  CHECK(brief::terminal_text("x\ny\tz") == "x\\ny\\tz");
  CHECK(brief::terminal_text("x\ny\tz", brief::LineBreaks::as_space) == "x y z");
  CHECK(brief::terminal_text("\xc2\x9b" "1m") == "\\u{009b}1m");
  CHECK(brief::terminal_text("a\u202eb\u200bc") == "a\\u{202e}b\\u{200b}c");
  CHECK(brief::terminal_text("\xff\xc0\xaf") == "\\xff\\xc0\\xaf");
  CHECK(brief::terminal_text("GLM-5.3 — Spark ✓") == "GLM-5.3 — Spark ✓");
  CHECK(brief::clip_text("abcdef", 3) == "abc…");
  CHECK(brief::clip_text("ééé", 2) == "éé…");
}

TEST_CASE("hostile names, keys and values never reach the terminal raw", "[security][terminal]") {
  TempDir tmp("terminal-hostile");
  const std::string name = "evil\x1b]0;owned\x07\u202e.yaml";
  std::string p = shipped_text();
  p.replace(p.find("  nodes: 2"), 10, "  nodes: 2\n  \"k\x1b[2J\u202e\": 1");
  p.replace(p.find("title: "), 7, "title: \"T\x1b[31m\u202e\xc2\x9b\" # ");
  std::ofstream(tmp.path / name, std::ios::binary) << p;
  for (const std::string format : {"human", "github"}) {
    const auto r = run_brief({"lint", "-f", format, name}, tmp.str());
    CAPTURE(format, r.out);
    CHECK(r.exit_code == 2);
    CHECK_FALSE(has_raw_control(r.out));
    CHECK_FALSE(has_raw_control(r.err));
  }
  auto r = run_brief({"render", name}, tmp.str());
  CHECK_FALSE(has_raw_control(r.err));
  r = run_brief({"explain", "x\x1b[2J\u202e"});
  CHECK(r.exit_code == 2);
  CHECK_FALSE(has_raw_control(r.err));
  r = run_brief({"lint", "--fail-on", "x\x1b[2J"});
  CHECK(r.exit_code == 2);
  CHECK_FALSE(has_raw_control(r.err));
  r = run_brief({"--profiles", "no\x1b[2Jdir", "list"});
  CHECK(r.exit_code == 2);
  CHECK_FALSE(has_raw_control(r.err));
}

TEST_CASE("brief list escapes titles and never pads rows to a huge title", "[security][terminal]") {
  TempDir tmp("terminal-list");
  fs::create_directories(tmp.path / "hardware");
  std::string p = shipped_text();
  const std::size_t at = p.find("title: ");
  const std::size_t eol = p.find('\n', at);
  p.replace(at, eol - at, "title: \"T\x1b[31m" + std::string(100000, 'w') + "\"");
  std::ofstream(tmp.path / "glm53-limechain-c8.yaml", std::ios::binary) << p;
  std::ofstream(tmp.path / "other-one.yaml", std::ios::binary) << "format: brief/v1\nid: other-one\n";
  const auto r = run_brief({"--profiles", tmp.str(), "list"});
  CAPTURE(r.out.substr(0, 400));
  CHECK(r.exit_code == 0);
  CHECK(r.out.size() < 2000);
  CHECK_FALSE(has_raw_control(r.out));
}

TEST_CASE("bash completion never runs a command hidden in a file name", "[security][completion]") {
  TempDir tmp("completion-pwned");
  std::ofstream(tmp.path / "$(touch${IFS}PWNED).yaml") << "format: brief/v1\n";
  std::ofstream(tmp.path / "`touch PWNED2`.yaml") << "format: brief/v1\n";
  std::ofstream(tmp.path / "good-id.yaml") << "format: brief/v1\nid: good-id\n";
  const std::string script = fmt::format(
      "source {}; COMP_WORDS=({} --profiles . render ''); COMP_CWORD=4; _brief; printf '%s\\n' \"${{COMPREPLY[@]}}\"",
      quoted(source_path("completions/brief.bash")), quoted(brief::test::binary_path()));
  const auto r = run_shell(fmt::format("bash --norc --noprofile -c {}", quoted(script)), tmp.str());
  CAPTURE(r.out, r.err);
  CHECK_FALSE(fs::exists(tmp.path / "PWNED"));
  CHECK_FALSE(fs::exists(tmp.path / "PWNED2"));
  CHECK(r.out.find("good-id\n") != std::string::npos);
  CHECK(r.out.find("glm53-limechain-c8\n") != std::string::npos);
  const auto ids = run_brief({"--profiles", tmp.str(), "list", "--ids"});
  CHECK(ids.out.find("touch") == std::string::npos);
}

TEST_CASE("bash completion ends a folder with a slash and no space, and completes -j", "[security][completion]") {
  TempDir tmp("completion-dirs");
  fs::create_directories(tmp.path / "profdir");
  auto complete = [&](const std::string& words) {
    const std::string script =
        fmt::format("source {}; COMP_WORDS=({}); COMP_CWORD=2; _brief; printf '%s\\n' \"${{COMPREPLY[@]}}\"",
                    quoted(source_path("completions/brief.bash")), words);
    return run_shell(fmt::format("bash --norc --noprofile -c {}", quoted(script)), tmp.str());
  };
  auto r = complete("brief lint prof");
  CHECK(r.out == "profdir/\n");
  r = complete("brief lint --jo");
  CHECK(r.out == "--jobs\n");
}

TEST_CASE("a closed pipe does not turn findings into exit 0", "[security][exit]") {
  TempDir tmp("exit-pipe");
  std::string bad = shipped_text();
  bad.replace(bad.find("  nodes: 2"), 10, "  nodes: 2\n  nodez: 3");
  for (int i = 0; i < 200; ++i) std::ofstream(tmp.path / fmt::format("p{}.yaml", i)) << bad;
  const std::string line =
      fmt::format("set -o pipefail; {} lint . | head -c 10 >/dev/null", quoted(brief::test::binary_path()));
  const auto r = run_shell(fmt::format("bash -c {}", quoted(line)), tmp.str());
  CAPTURE(r.err);
  CHECK(r.exit_code == 1);  // every file has a schema finding: exit 1 (docs/cli.md), not head's 0
  CHECK(r.err.empty());     // and quietly
  // Findings only (exit 1): a clean-looking truncated report still fails the pipeline.
  std::string noted = shipped_text();
  noted.replace(noted.find("  tp: 2"), 7, "  tp: 4");  // BH602: 4 ranks on 2 accelerators
  TempDir one("exit-pipe-findings");
  for (int i = 0; i < 200; ++i) std::ofstream(one.path / fmt::format("p{}.yaml", i)) << noted;
  brief::test::write_file(one.path / "hardware/nvidia-dgx-spark-128gb-unified.yaml", brief::test::shipped_hardware());
  const auto f = run_shell(fmt::format("bash -c {}", quoted(line)), one.str());
  CHECK(f.exit_code == 1);
}

TEST_CASE("brief new --schema cannot write a second line", "[security][new]") {
  TempDir tmp("new-schema");
  const auto r = run_brief({"new", "ok", "--schema", "x\nformat: evil", "-o", "ok.yaml"}, tmp.str());
  CHECK(r.exit_code == 2);
  CHECK_FALSE(fs::exists(tmp.path / "ok.yaml"));
  CHECK(run_brief({"new", "ok", "--schema", "https://example.com/s.json", "-o", "ok.yaml"}, tmp.str()).exit_code == 0);
  CHECK(run_brief({"new", "Bad$(x)", "-o", "b.yaml"}, tmp.str()).exit_code == 2);
}

TEST_CASE("diff --git reads every byte at the largest --max-bytes", "[security][git][needs-git]") {
  brief::test::require_tool("git");
  TempDir tmp("git-max-bytes");
  brief::test::write_catalog(tmp.path, "p.yaml");
  REQUIRE(run_shell("git init -q . && git add . && git -c user.email=t@t -c user.name=t commit -qm x", tmp.str())
              .exit_code == 0);
  const auto r = run_brief({"--max-bytes", "1073741824", "diff", "--git", "HEAD", "p.yaml"}, tmp.str());
  CAPTURE(r.out, r.err);
  CHECK(r.exit_code == 0);
  CHECK(r.err.find("BY015") == std::string::npos);
  const std::size_t size = shipped_text().size();
  const auto small = run_brief({"--max-bytes", std::to_string(size), "diff", "--git", "HEAD", "p.yaml"}, tmp.str());
  CHECK(small.exit_code == 0);
  const auto smaller = run_brief({"--max-bytes", std::to_string(size - 1), "diff", "--git", "HEAD", "p.yaml"}, tmp.str());
  CHECK(smaller.exit_code == 2);
}
