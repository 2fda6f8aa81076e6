// The CycloneDX AI-BOM of the shipped profile: components by kind, pins as pedigree commits,
// licenses only where known (SPDX id only where valid), unknowns stated, never omitted.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "brief/brief.h"
#include "brief/load.h"
#include "brief/render.h"
#include "render/sample_brief.h"
#include "test_paths.h"

namespace {

using json = nlohmann::json;

json bom_of_shipped_profile() {
  const std::string rel = "profiles/glm53-limechain-c8.yaml";
  static const brief::Profile p = brief::load_profile(brief::read_input(brief::test::source_path(rel), {}), rel);
  const std::string hw_rel = "profiles/hardware/" + p.hardware.id.value + ".yaml";
  static const brief::Hardware hw = brief::load_hardware(brief::read_input(brief::test::source_path(hw_rel), {}), hw_rel);
  return json::parse(brief::render_cyclonedx(brief::derive(p, &hw)));
}

const json* component(const json& bom, const std::string& ref) {
  for (const auto& c : bom["components"])
    if (c["bom-ref"] == ref) return &c;
  return nullptr;
}

std::string prop(const json& c, const std::string& name) {
  for (const auto& p : c["properties"])
    if (p["name"] == name) return p["value"];
  return "(none)";
}

}  // namespace

TEST_CASE("cyclonedx: the components, their kinds and pins", "[cyclonedx]") {
  const json bom = bom_of_shipped_profile();
  CHECK(bom["bomFormat"] == "CycloneDX");
  CHECK(bom["specVersion"] == "1.6");
  const json* checkpoint = component(bom, "pin:checkpoint");
  REQUIRE(checkpoint);
  CHECK((*checkpoint)["type"] == "machine-learning-model");
  CHECK((*checkpoint)["pedigree"]["commits"][0]["uid"] == "5ab363a8dcf6405955fd5f99671e01a1c9fb124b");
  CHECK((*checkpoint)["name"] == "brandonmusic/GLM-5.3-Flash-tr3-4bpw");
  // The weights' license was not read: no license is given, and that is said.
  CHECK_FALSE(checkpoint->contains("licenses"));
  CHECK(prop(*checkpoint, "brief:license.commercial_use") == "unknown");
  CHECK(prop(*checkpoint, "brief:license.state").starts_with("unknown"));
  const json* drafter = component(bom, "pin:drafter");
  REQUIRE(drafter);
  CHECK((*drafter)["type"] == "machine-learning-model");
  CHECK((*drafter)["licenses"][0]["license"]["id"] == "CC-BY-NC-ND-4.0");
  const json* kit = component(bom, "pin:runtime");
  REQUIRE(kit);
  CHECK((*kit)["type"] == "application");
  CHECK((*kit)["licenses"][0]["license"]["id"] == "Apache-2.0");
  const json* engine = component(bom, "license:tensorfold");
  REQUIRE(engine);
  CHECK((*engine)["type"] == "framework");
  CHECK((*engine)["licenses"][0]["license"]["id"] == "MIT");
  const json* device = component(bom, "hardware:nvidia-dgx-spark-128gb-unified");
  REQUIRE(device);
  CHECK((*device)["type"] == "device");
  CHECK(prop(*device, "brief:hardware.nodes") == "2");
  // No file hash is known, so none is written anywhere.
  CHECK_FALSE(bom.dump().find("\"hashes\"") != std::string::npos);
}

TEST_CASE("cyclonedx: verdicts and claims as brief: properties, unknowns in compositions", "[cyclonedx]") {
  const json bom = bom_of_shipped_profile();
  const json& subject = bom["metadata"]["component"];
  CHECK(prop(subject, "brief:verdict.memory") == "unknown");
  CHECK(prop(subject, "brief:verdict.commercial_recommendation") == "blocked");
  CHECK(prop(subject, "brief:claims.memory_fit") == "false");
  bool incomplete = false;
  for (const auto& c : bom["compositions"]) incomplete |= c["aggregate"] == "incomplete";
  CHECK(incomplete);
  CHECK(subject["pedigree"]["commits"].size() == 2);  // the source and official pins
}

TEST_CASE("cyclonedx: a license id off the SPDX list is a name, never an id", "[cyclonedx]") {
  auto s = brief::test::make_sample_brief();
  s->profile.licenses[0].spdx.value = "Not-A-Real-License-1.0";
  s->profile.licenses[0].name.value = "";
  const json bom = json::parse(brief::render_cyclonedx(s->brief));
  bool named = false;
  for (const auto& c : bom["components"])
    if (c.contains("licenses")) {
      CHECK_FALSE(c["licenses"][0]["license"].contains("id"));
      named |= c["licenses"][0]["license"]["name"] == "Not-A-Real-License-1.0";
    }
  CHECK(named);
}
