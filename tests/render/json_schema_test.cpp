// The golden JSON briefs against schemas/brief.schema.json: required keys present, no null
// anywhere, every byte field an integer or "unknown"/"not-present".
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "brief/render.h"
#include "render/mini_schema.h"
#include "render/sample_brief.h"
#include "test_paths.h"

using nlohmann::json;

namespace {

json read_json(const std::string& path) {
  std::ifstream in(path);
  REQUIRE(in.good());
  return json::parse(in);
}

// Every value that has a "<key>_detail" sibling: the byte fields (and counts, which obey
// the same rule: an integer, or a string that makes arithmetic fail).
void collect_detailed_fields(const json& j, std::vector<json>& out) {
  if (j.is_object()) {
    for (const auto& [key, value] : j.items()) {
      if (j.contains(key + "_detail")) out.push_back(value);
      collect_detailed_fields(value, out);
    }
  } else if (j.is_array()) {
    for (const auto& v : j) collect_detailed_fields(v, out);
  }
}

std::string dump_path_of_null(const json& j, const std::string& path) {
  if (j.is_null()) return path;
  if (j.is_object())
    for (const auto& [k, v] : j.items())
      if (auto p = dump_path_of_null(v, path + "." + k); !p.empty()) return p;
  if (j.is_array())
    for (std::size_t i = 0; i < j.size(); ++i)
      if (auto p = dump_path_of_null(j[i], path + "[" + std::to_string(i) + "]"); !p.empty()) return p;
  return "";
}

}  // namespace

TEST_CASE("the brief schema never allows null", "[render][schema]") {
  const std::string text = [] {
    std::ifstream in(brief::test::source_path("schemas/brief.schema.json"));
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  }();
  CHECK(text.find("\"null\"") == std::string::npos);
  const json schema = json::parse(text);
  CHECK(schema["properties"]["brief_format"]["const"] == "brief-json/v2");
  CHECK(schema["$defs"]["bytes"]["oneOf"][1]["enum"] == json::array({"approximate", "unknown", "not-present"}));
}

TEST_CASE("golden JSON briefs conform to the brief schema", "[render][schema]") {
  const brief::test::MiniSchema schema(read_json(brief::test::source_path("schemas/brief.schema.json")));
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(brief::test::source_path("tests/golden")))
    if (e.path().extension() == ".json" && (e.path().stem() == "glm53-limechain-c8" ||
                                             e.path().stem().string().rfind("memory-", 0) == 0))
      files.push_back(e.path().string());  // brief goldens only; lint goldens live here too
  REQUIRE_FALSE(files.empty());
  for (const auto& file : files) {
    INFO(file);
    const json doc = read_json(file);
    CHECK(dump_path_of_null(doc, "$") == "");
    const auto errors = schema.validate(doc);
    CHECK(errors == std::vector<std::string>{});
    std::vector<json> bytes;
    collect_detailed_fields(doc, bytes);
    CHECK(bytes.size() > 3);
    for (const auto& b : bytes) {
      INFO(b.dump());
      CHECK((b.is_number_unsigned() || b.is_number_integer() || b == "approximate" || b == "unknown" || b == "not-present"));
    }
  }
}

TEST_CASE("the schema rejects what a brief must never contain", "[render][schema]") {
  const brief::test::MiniSchema schema(read_json(brief::test::source_path("schemas/brief.schema.json")));
  auto sample = brief::test::make_sample_brief();
  const json good = json::parse(brief::render_json(sample->brief));
  REQUIRE(schema.validate(good).empty());

  json with_null = good;
  with_null["components"][1]["resident"] = nullptr;  // what a naive encoder would write
  CHECK_FALSE(schema.validate(with_null).empty());

  json zero_string = good;
  zero_string["resident_total"] = "0 B";
  CHECK_FALSE(schema.validate(zero_string).empty());

  json missing = good;
  missing.erase("memory_verdict");
  CHECK_FALSE(schema.validate(missing).empty());

  json bad_kind = good;
  bad_kind["memory_verdict"]["kind"] = "probably-fits";
  CHECK_FALSE(schema.validate(bad_kind).empty());
}
