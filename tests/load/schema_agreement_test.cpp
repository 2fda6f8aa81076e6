// schemas/*.schema.json and the loader accept the same keys: an unknown key far from every
// allowed one makes the loader list its allowed keys, which must be the schema's properties.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "brief/load.h"
#include "load/load_test_util.h"

using namespace brief;
using nlohmann::json;

namespace {

constexpr const char* kFar = "zzzzzzzzzzzzzzzzzzzzzzzz";

std::set<std::string> schema_keys(const json& object) {
  std::set<std::string> keys;
  for (const auto& [key, value] : object.at("properties").items()) keys.insert(key);
  return keys;
}

// The loader's allowed keys of the mapping where `kFar` was inserted.
std::set<std::string> loader_keys(const std::string& text, bool hardware) {
  const auto errors = test::input_errors([&] {
    if (hardware) {
      load_hardware(text, "x.yaml");
    } else {
      load_profile(text, "x.yaml");
    }
  });
  REQUIRE(errors.size() == 1);
  REQUIRE(errors[0].code == "BS001");
  const std::string prefix = "allowed keys: ";
  REQUIRE(errors[0].hint.starts_with(prefix));
  std::set<std::string> keys;
  std::istringstream in(errors[0].hint.substr(prefix.size()));
  for (std::string key; std::getline(in >> std::ws, key, ',');) keys.insert(key);
  return keys;
}

std::string insert_after(std::string text, const std::string& anchor, const std::string& line) {
  const auto at = text.find(anchor);
  REQUIRE(at != std::string::npos);
  text.insert(at + anchor.size(), line);
  return text;
}

}  // namespace

TEST_CASE("the profile schema and the loader allow the same keys", "[load][schema]") {
  const json schema = json::parse(test::slurp("schemas/profile.schema.json"));
  const json& props = schema.at("properties");
  const std::string profile = test::slurp("profiles/glm53-limechain-c8.yaml");

  CHECK(loader_keys(profile + kFar + ": 1\n", false) == schema_keys(schema));
  CHECK(loader_keys(insert_after(profile, "    name: Logical checkpoint\n", std::string("    ") + kFar + ": 1\n"), false) ==
        schema_keys(props.at("components").at("items")));
  CHECK(loader_keys(insert_after(profile, "    role: kit\n", std::string("    ") + kFar + ": 1\n"), false) ==
        schema_keys(props.at("licenses").at("items")));
  CHECK(loader_keys(insert_after(profile, "    role: checkpoint\n", std::string("    ") + kFar + ": 1\n"), false) ==
        schema_keys(props.at("pins").at("items")));
  CHECK(loader_keys(insert_after(profile, "  slots: 8\n", std::string("  ") + kFar + ": 1\n"), false) ==
        schema_keys(props.at("serving")));
  CHECK(loader_keys(insert_after(profile, "  runs_per_arm: 1\n", std::string("  ") + kFar + ": 1\n"), false) ==
        schema_keys(props.at("bakeoff")));
  CHECK(loader_keys(insert_after(profile, "      metric: C1 short decode\n", std::string("      ") + kFar + ": 1\n"), false) ==
        schema_keys(props.at("bakeoff").at("properties").at("observations").at("items")));
  CHECK(loader_keys(insert_after(profile, "  memory_fit: false\n", std::string("  ") + kFar + ": 1\n"), false) ==
        schema_keys(props.at("claims")));
}

TEST_CASE("the hardware schema and the loader allow the same keys", "[load][schema]") {
  const json schema = json::parse(test::slurp("schemas/hardware.schema.json"));
  const std::string hardware = test::slurp("profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml");
  CHECK(loader_keys(hardware + kFar + ": 1\n", true) == schema_keys(schema));
  CHECK(loader_keys(insert_after(hardware, "    kind: unified\n", std::string("    ") + kFar + ": 1\n"), true) ==
        schema_keys(schema.at("properties").at("pools").at("items")));
}

TEST_CASE("the schemas list the enum values the loader accepts", "[load][schema]") {
  const json schema = json::parse(test::slurp("schemas/profile.schema.json"));
  const json& component = schema.at("properties").at("components").at("items").at("properties");
  const auto errors = test::input_errors([] {
    load_profile(test::slurp("profiles/glm53-limechain-c8.yaml").replace(
                     test::slurp("profiles/glm53-limechain-c8.yaml").find("role: file-ledger"), 17, "role: zzz"),
                 "x.yaml");
  });
  REQUIRE(errors.size() == 1);
  std::string allowed;
  for (const auto& v : component.at("role").at("enum")) allowed += (allowed.empty() ? "" : ", ") + v.get<std::string>();
  CHECK(errors[0].message == "invalid value 'zzz' for 'role' (allowed: " + allowed + ")");
}
