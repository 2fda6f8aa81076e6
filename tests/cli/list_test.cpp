// `brief list`: the table, JSON with stable keys, ids for completion, and a broken profile
// as a row with its error rather than a crash.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <regex>

#include "brief/catalog.h"
#include "cli/run_brief.h"

using brief::test::run_brief;

TEST_CASE("list prints the catalog as a table", "[cli][list]") {
  const auto r = run_brief({"list"});
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.rfind("ID  ", 0) == 0);
  for (const char* column : {"TITLE", "HARDWARE", "NODES", "VERDICT", "FINDINGS"})
    CHECK(r.out.find(column) != std::string::npos);
  // The first profile: 2 nodes, memory verdict unknown (its byte counts are unknown).
  CHECK(std::regex_search(r.out, std::regex(
      R"(\nglm53-limechain-c8 +GLM-5\.3-Flash on 2 DGX Sparks +nvidia-dgx-spark-128gb-unified +2 +unknown +\d)")));
}

TEST_CASE("list --format json has stable keys and no null", "[cli][list]") {
  const auto r = run_brief({"list", "--format", "json"});
  REQUIRE(r.exit_code == 0);
  const auto rows = nlohmann::ordered_json::parse(r.out);
  REQUIRE(rows.is_array());
  const auto row = std::find_if(rows.begin(), rows.end(), [](auto& x) { return x["id"] == "glm53-limechain-c8"; });
  REQUIRE(row != rows.end());
  std::vector<std::string> keys;
  for (auto it = row->begin(); it != row->end(); ++it) {
    keys.push_back(it.key());
    CHECK_FALSE(it.value().is_null());
  }
  CHECK(keys == std::vector<std::string>{"id", "path", "title", "hardware", "nodes", "verdict",
                                         "commercial_recommendation", "findings", "errors", "warnings", "notes",
                                         "load_error"});
  CHECK((*row)["nodes"] == 2);
  CHECK((*row)["verdict"] == "unknown");
  CHECK((*row)["commercial_recommendation"] == "blocked");
  CHECK((*row)["load_error"] == "");
  CHECK((*row)["findings"].get<int>() == (*row)["errors"].get<int>() + (*row)["warnings"].get<int>() +
                                             (*row)["notes"].get<int>());
}

TEST_CASE("list --ids prints one id a line, folders first in the sorted set", "[cli][list]") {
  brief::test::TempDir dir("list-ids");
  std::filesystem::copy_file(brief::test::source_path("tests/diff/fixtures/before.yaml"), dir.path / "aaa-local.yaml");
  const auto r = run_brief({"--profiles", dir.str(), "list", "--ids"});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("aaa-local\n") == 0);
  CHECK(r.out.find("glm53-limechain-c8\n") != std::string::npos);
}

TEST_CASE("a profile that fails to load is a row with its error, exit 0", "[cli][list]") {
  brief::test::TempDir dir("list-broken");
  std::ofstream(dir.path / "broken.yaml") << "format: brief/v1\nid: broken\ntitle: [unclosed\n";
  const auto text = run_brief({"--profiles", dir.str(), "list"});
  CHECK(text.exit_code == 0);
  CHECK(std::regex_search(text.out, std::regex(R"(\nbroken +error: \d+:\d+: )")));
  CHECK(text.out.find("glm53-limechain-c8") != std::string::npos);

  const auto json = run_brief({"--profiles", dir.str(), "list", "-f", "json", "-q", "-q"});
  CHECK(json.exit_code == 0);
  const auto rows = nlohmann::json::parse(json.out);
  CHECK(rows[0]["id"] == "broken");
  CHECK(rows[0]["load_error"] != "");
  CHECK(rows[0]["errors"].get<int>() >= 1);
  CHECK(rows[0]["verdict"] == "unknown");
}

TEST_CASE("list, lint and render name a built-in profile alike, from a folder with no copy of it",
          "[cli][list]") {
  brief::test::TempDir dir("list-built-in-path");  // empty: no profiles/ folder to read instead
  const std::string built_in = brief::built_in_path("profiles/glm53-limechain-c8.yaml");
  CHECK(built_in == "<built-in>/profiles/glm53-limechain-c8.yaml");
  const auto list = run_brief({"list", "--format", "json"}, dir.str());
  REQUIRE(list.exit_code == 0);
  const auto rows = nlohmann::ordered_json::parse(list.out);
  const auto row = std::find_if(rows.begin(), rows.end(), [](auto& x) { return x["id"] == "glm53-limechain-c8"; });
  REQUIRE(row != rows.end());
  CHECK((*row)["path"] == built_in);
  const auto lint = run_brief({"lint", "--format", "json"}, dir.str());
  CHECK(lint.out.find("\"" + built_in + "\"") != std::string::npos);
  // render reads the profile the catalog finds (its findings name Catalog's path).
  const auto file = brief::Catalog({}).find_profile("glm53-limechain-c8");
  REQUIRE(file);
  CHECK(file->path == built_in);
  CHECK(brief::Catalog({}).text_of(*file, 1 << 20).find("id: glm53-limechain-c8") != std::string::npos);
}
