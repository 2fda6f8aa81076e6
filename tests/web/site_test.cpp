// `brief site`: the pages it writes, byte-identical output, the atomic folder, and profiles
// with errors shown only under the UNCHECKED banner.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>

#include "cli/run_brief.h"
#include "support/text_checks.h"
#include "test_paths.h"

using brief::test::contains;

namespace {
namespace fs = std::filesystem;
using brief::test::read_file;
using brief::test::run_brief;
using brief::test::TempDir;

std::map<std::string, std::string> tree(const fs::path& root) {
  std::map<std::string, std::string> files;
  for (const auto& e : fs::recursive_directory_iterator(root))
    if (e.is_regular_file()) files[fs::relative(e.path(), root).generic_string()] = read_file(e.path().string());
  return files;
}

void write(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

// Siblings a build left behind (temporary folders): none after success or failure.
std::size_t leftovers(const fs::path& dir) {
  std::size_t n = 0;
  for (const auto& e : fs::directory_iterator(dir)) n += e.path().filename().string().find(".tmp-") != std::string::npos;
  return n;
}

}  // namespace

TEST_CASE("site: the shipped catalog, every page, the same bytes twice", "[site]") {
  TempDir tmp("site-shipped");
  const auto profiles = brief::test::source_path("profiles");
  const auto a = run_brief({"site", profiles, "-o", (tmp.path / "a").string()}, tmp.str());
  INFO(a.err);
  REQUIRE(a.exit_code == 0);
  CHECK(a.out.empty());
  const auto site = tree(tmp.path / "a");
  for (const char* f : {"index.html", "profiles/glm53-limechain-c8.html", "profiles/glm53-limechain-c8.json",
                        "hardware/nvidia-dgx-spark-128gb-unified.html", "rules/BM101.html", "rules/index.html", ".brief-site"})
    CHECK(site.count(f) == 1);
  const std::string& index = site.at("index.html");
  CHECK(contains(index, "<a href=\"profiles/glm53-limechain-c8.html\">glm53-limechain-c8</a>"));
  CHECK(contains(index, "<a href=\"hardware/nvidia-dgx-spark-128gb-unified.html\">nvidia-dgx-spark-128gb-unified</a>"));
  const std::string& page = site.at("profiles/glm53-limechain-c8.html");
  CHECK(contains(page, "<a href=\"../index.html\">Catalog index</a>"));
  CHECK(contains(page, "glm-5.3-flash-mia-tensorfold-tp2 (outside this catalog)"));
  CHECK_FALSE(contains(page, "UNCHECKED"));
  const auto rendered = run_brief({"render", "glm53-limechain-c8", "--format", "json"});
  CHECK(site.at("profiles/glm53-limechain-c8.json") == rendered.out);
  const auto rule = run_brief({"explain", "BM101"});
  CHECK(contains(site.at("rules/BM101.html"), rule.out.substr(0, 40)));

  // Byte-identical from the same inputs, and a second run replaces the site it wrote.
  REQUIRE(run_brief({"site", profiles, "-o", (tmp.path / "b").string()}).exit_code == 0);
  CHECK(tree(tmp.path / "b") == site);
  REQUIRE(run_brief({"site", profiles, "-o", (tmp.path / "a").string()}).exit_code == 0);
  CHECK(tree(tmp.path / "a") == site);
  CHECK(leftovers(tmp.path) == 0);
}

TEST_CASE("site: errors are listed and rendered only under the UNCHECKED banner", "[site]") {
  TempDir tmp("site-errors");
  const std::string good = read_file(brief::test::source_path("profiles/glm53-limechain-c8.yaml"));
  write(tmp.path / "cat/glm53-limechain-c8.yaml", good);
  fs::copy(brief::test::source_path("profiles/hardware"), tmp.path / "cat/hardware");
  // A second profile that claims a fit from unknown bytes (an honesty error), and blends
  // with the first, which is in this catalog.
  std::string bad = good;
  const auto replace_once = [&](const std::string& from, const std::string& to) {
    const auto at = bad.find(from);
    REQUIRE(at != std::string::npos);
    bad.replace(at, from.size(), to);
  };
  replace_once("id: glm53-limechain-c8", "id: claims-a-fit");
  replace_once("memory_fit: false", "memory_fit: true");
  replace_once("id: glm-5.3-flash-mia-tensorfold-tp2\n    external: true", "id: glm53-limechain-c8\n    external: false");
  write(tmp.path / "cat/claims-a-fit.yaml", bad);
  write(tmp.path / "cat/broken.yaml", "format: brief/v1\nid: [unclosed\n");
  const auto r = run_brief({"site", (tmp.path / "cat").string(), "-o", (tmp.path / "site").string()});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto site = tree(tmp.path / "site");
  const std::string& index = site.at("index.html");
  CHECK(contains(index, "UNCHECKED: GLM-5.3-Flash on 2 DGX Sparks"));
  CHECK(contains(index, "<h2 id=\"s-errors\">Profiles with errors</h2>"));
  CHECK(contains(index, "href=\"rules/BM103.html\">BM103 error:"));
  CHECK(contains(index, "does not load:"));
  CHECK(site.count("profiles/broken.html") == 0);
  const std::string& page = site.at("profiles/claims-a-fit.html");
  CHECK(contains(page, "<h2 id=\"s-unchecked\">UNCHECKED</h2>"));
  CHECK(contains(page, "<a href=\"../profiles/glm53-limechain-c8.html\">glm53-limechain-c8</a>"));
  CHECK(contains(site.at("profiles/claims-a-fit.json"), "\"unchecked\": true"));
  CHECK_FALSE(contains(site.at("profiles/glm53-limechain-c8.html"), "s-unchecked"));
}

TEST_CASE("site: a folder brief did not write is never replaced", "[site]") {
  TempDir tmp("site-foreign");
  write(tmp.path / "mine/notes.txt", "keep me\n");
  const auto r = run_brief({"site", brief::test::source_path("profiles"), "-o", (tmp.path / "mine").string()});
  CHECK(r.exit_code == 2);
  CHECK(contains(r.err, "refusing to replace"));
  CHECK(read_file((tmp.path / "mine/notes.txt").string()) == "keep me\n");
  CHECK(tree(tmp.path / "mine").size() == 1);
  write(tmp.path / "file", "x");
  CHECK(run_brief({"site", brief::test::source_path("profiles"), "-o", (tmp.path / "file").string()}).exit_code == 2);
  CHECK(run_brief({"site", brief::test::source_path("profiles")}).exit_code == 2);  // -o is required
  // Nowhere to build: a located error, and nothing written anywhere.
  const auto nowhere = run_brief({"site", brief::test::source_path("profiles"), "-o", (tmp.path / "no/such/site").string()});
  CHECK(nowhere.exit_code == 2);
  CHECK(contains(nowhere.err, "cannot create a temporary folder beside"));
  CHECK_FALSE(fs::exists(tmp.path / "no"));
  CHECK(leftovers(tmp.path) == 0);
}

TEST_CASE("site: a named path that is not there fails the run, and no site is written", "[site]") {
  TempDir tmp("site-missing-path");
  // Alone, beside a real catalog, or a file name: each is named in the error, exit 2.
  for (const std::vector<std::string>& paths : std::vector<std::vector<std::string>>{
           {"nonexistent/"}, {brief::test::source_path("profiles"), "nonexistent/"}, {"nonexistent.yaml"}}) {
    CAPTURE(paths);
    std::vector<std::string> args{"site"};
    args.insert(args.end(), paths.begin(), paths.end());
    args.insert(args.end(), {"-o", "site"});
    const auto r = run_brief(args, tmp.str());
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "BY016"));
    CHECK(contains(r.err, "no site was written"));
    // The run stopped before any rule ran: the summary claims no file checked.
    CHECK(contains(r.err, "(0 files checked, 1 not checked)"));
    CHECK_FALSE(contains(r.err, "1 file checked"));
    CHECK_FALSE(fs::exists(tmp.path / "site"));
    CHECK(leftovers(tmp.path) == 0);
  }
}
