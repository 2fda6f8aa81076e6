// Bounded work and arithmetic (issue 11 items 5 and 6): every count of the format has an
// upper bound with a located error beyond it, byte sums that would pass 2^64 are a located
// error in lint and render alike, TP x PP never wraps, ids follow the grammar, and a huge
// line or value costs a short excerpt, not a copy per finding.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "support/text_edit.h"
#include "brief/load.h"
#include "brief/rules.h"
#include "security/security_files.h"

namespace fs = std::filesystem;
using brief::test::run_brief;
using brief::test::TempDir;

namespace {

using brief::test::replaced;

using brief::test::shipped_hardware;
std::string shipped() { return brief::test::shipped_profile(); }

// The located loader error of a profile text, or "" when it loads.
std::string load_error(const std::string& text) {
  try {
    brief::load_profile(text, "p.yaml");
  } catch (const brief::InputError& e) {
    const auto& d = e.diagnostics().front();
    return fmt::format("{}:{}: {} {}", d.begin.line, d.begin.col, d.code, d.message);
  }
  return "";
}

struct Catalog {
  TempDir tmp{"bounds"};
  Catalog(const std::string& profile, const std::string& hardware) {
    brief::test::write_catalog(tmp.path, "p.yaml", profile, hardware);
  }
};

}  // namespace

TEST_CASE("counts beyond the format's limits are located errors", "[security][bounds]") {
  CHECK(load_error(replaced(shipped(), "  nodes: 2", "  nodes: 9223372036854775807")) ==
        "19:10: BS005 'nodes' is 9223372036854775807, above the format's limit of 64");
  CHECK(load_error(replaced(shipped(), "  tp: 2", "  tp: 4097")).starts_with("23:7: BS005 'tp' is 4097"));
  CHECK(load_error(replaced(shipped(), "  nodes: 2", "  nodes: 64")).empty());
  const std::string pp = replaced(shipped(), "  pp: {unknown: \"The pinned README does not state pipeline parallelism.\"}",
                                  "  pp: 4294967296");
  CHECK(load_error(pp).starts_with("24:7: BS005 'pp'"));
  try {
    brief::load_hardware(replaced(shipped_hardware(), "max_nodes: 4", "max_nodes: 9223372036854775807"), "hw.yaml");
    FAIL("max_nodes beyond the limit loaded");
  } catch (const brief::InputError& e) {
    CHECK(e.diagnostics().front().code == "BS005");
    CHECK(e.diagnostics().front().begin.line == 6);
  }
}

TEST_CASE("huge counts end at once in lint, render and list with a located error", "[security][bounds]") {
  Catalog c(shipped(), replaced(shipped_hardware(), "max_nodes: 4", "max_nodes: 9223372036854775807"));
  const auto start = std::chrono::steady_clock::now();
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"lint", "p.yaml"}, {"render", "p.yaml"}, {"render", "-f", "json", "p.yaml"},
        {"--profiles", ".", "list"}}) {
    const auto r = run_brief(args, c.tmp.str());
    CAPTURE(args, r.out, r.err);
    // lint and render fail; list shows the row's located error (list is a table, not a check).
    if (args.back() != "list") CHECK(r.exit_code != 0);
    CHECK((r.out + r.err).find("'max_nodes' is 9223372036854775807") != std::string::npos);
  }
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(10));
}

TEST_CASE("byte counts that add up past 2^64 are a located error in lint and render alike", "[security][bounds]") {
  std::string p = shipped();
  // Six counted rows at 2^64-1 bytes each.
  for (int i = 0; i < 6; ++i) {
    const auto at = p.find("    resident: unknown");
    REQUIRE(at != std::string::npos);
    p.replace(at, 21, "    resident: 18446744073709551615");
  }
  Catalog c(p, shipped_hardware());
  for (const std::vector<std::string>& args : {std::vector<std::string>{"lint", "p.yaml"}, {"render", "p.yaml"}}) {
    const auto r = run_brief(args, c.tmp.str());
    CAPTURE(args, r.out, r.err);
    // A schema finding (exit 1 in the one exit model, docs/cli.md), located; no rule runs on
    // the unusable file and render refuses it.
    CHECK(r.exit_code == 1);
    CHECK((r.out + r.err).find("error[BS005]: the profile's byte counts add up past 2^64") != std::string::npos);
    CHECK((r.out + r.err).find("p.yaml:") != std::string::npos);
  }
}

TEST_CASE("TP x PP far beyond the accelerators is reported, never wrapped", "[security][bounds]") {
  const std::string p = replaced(replaced(shipped(), "  tp: 2", "  tp: 4096"),
                                 "  pp: {unknown: \"The pinned README does not state pipeline parallelism.\"}",
                                 "  pp: 4096");
  Catalog c(p, shipped_hardware());
  const auto r = run_brief({"lint", "p.yaml"}, c.tmp.str());
  CAPTURE(r.out);
  CHECK(r.out.find("BH602") != std::string::npos);
  CHECK(r.out.find("16777216 ranks") != std::string::npos);
}

TEST_CASE("ids follow the grammar: zero-width, bidi and shell characters are located errors", "[security][ids]") {
  CHECK(load_error(replaced(shipped(), "id: glm53-limechain-c8", "id: glm53-lime\u200bchain-c8"))
            .starts_with("5:5: BS006 id 'glm53-lime"));
  CHECK(load_error(replaced(shipped(), "id: glm53-limechain-c8", "id: \"$(touch PWNED)\"")).starts_with("5:5: BS006"));
  CHECK(load_error(replaced(shipped(), "id: glm53-limechain-c8", "id: glm53-\u202echain")).starts_with("5:5: BS006"));
  CHECK(load_error(replaced(shipped(), "  - id: exl3-checkpoint", "  - id: exl3\u2066-checkpoint")).find("BS006") !=
        std::string::npos);
}

TEST_CASE("lists beyond the format's limits are located errors", "[security][bounds]") {
  std::string arms;
  for (int i = 0; i < 40; ++i) arms += fmt::format("    - id: extra-{}\n", i);
  const std::string p = replaced(shipped(), "  arms:\n", "  arms:\n" + arms);
  CHECK(load_error(p).find("BS005 'arms' has") != std::string::npos);
}

TEST_CASE("a huge value or line is quoted as a short excerpt, in bounded time", "[security][bounds][slow]") {
  // 200 KB of one line in a title: every report stays small, and the message is clipped.
  const std::string big(200 * 1024, 'x');
  std::string p = replaced(shipped(), "  nodes: 2", "  nodes: 2\n  bogus: \"" + big + "\"");
  Catalog c(p, shipped_hardware());
  for (const std::string format : {"human", "json", "github"}) {
    const auto r = run_brief({"lint", "-f", format, "p.yaml"}, c.tmp.str());
    CAPTURE(format);
    CHECK(r.exit_code == 1);  // an unknown key is a schema finding (docs/cli.md, exit codes)
    CHECK(r.out.size() < 4000);
  }
  // Many findings on a large file: linear, not a scan of the file per finding.
  std::string many = shipped();
  std::string keys;
  for (int i = 0; i < 20000; ++i) keys += fmt::format("  bogus{}: 1\n", i);
  many = replaced(many, "  nodes: 2\n", "  nodes: 2\n" + keys);
  Catalog d(many, shipped_hardware());
  const auto start = std::chrono::steady_clock::now();
  const auto r = run_brief({"lint", "p.yaml"}, d.tmp.str());
  CHECK(r.exit_code == 1);
  CHECK(r.out.size() < 20000 * 400);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(20));
}
