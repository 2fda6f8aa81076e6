// Renders the real catalog profile and the memory fixtures, and compares every format with
// its golden file byte for byte.
#include <catch2/catch.hpp>

#include <filesystem>

#include "brief/brief.h"
#include "brief/load.h"
#include "brief/render.h"
#include "render/golden.h"
#include "test_paths.h"

namespace {

struct Loaded {
  brief::Profile profile;
  std::optional<brief::Hardware> hardware;
};

// hardware_dir: where <id>.yaml of the profile's hardware lives.
Loaded load(const std::string& profile_rel, const std::string& hardware_dir_rel) {
  Loaded l;
  const std::string path = brief::test::source_path(profile_rel);
  l.profile = brief::load_profile(brief::read_input(path, {}), profile_rel);
  const std::string hw_rel = hardware_dir_rel + "/" + l.profile.hardware.id.value + ".yaml";
  l.hardware = brief::load_hardware(brief::read_input(brief::test::source_path(hw_rel), {}), hw_rel);
  return l;
}

std::string extension_of(brief::Format f) {
  return f == brief::Format::text ? "txt" : f == brief::Format::markdown ? "md" : f == brief::Format::html ? "html" : "json";
}

}  // namespace

TEST_CASE("golden: the glm53-limechain-c8 brief in every format", "[golden]") {
  const auto format = GENERATE(brief::Format::text, brief::Format::markdown, brief::Format::json, brief::Format::html);
  const Loaded l = load("profiles/glm53-limechain-c8.yaml", "profiles/hardware");
  const brief::Brief b = brief::derive(l.profile, l.hardware ? &*l.hardware : nullptr);
  brief::test::check_golden("tests/golden/glm53-limechain-c8." + extension_of(format),
                            brief::render(b, format));
}

TEST_CASE("golden: the memory fixtures as text, json and html", "[golden]") {
  namespace fs = std::filesystem;
  std::vector<std::string> stems;
  for (const auto& entry : fs::directory_iterator(brief::test::source_path("tests/fixtures/memory")))
    if (entry.path().extension() == ".yaml") stems.push_back(entry.path().stem().string());
  std::sort(stems.begin(), stems.end());
  REQUIRE_FALSE(stems.empty());
  for (const auto& stem : stems) {
    for (const auto format : {brief::Format::text, brief::Format::json, brief::Format::html}) {
      INFO("fixture " << stem);
      const Loaded l = load("tests/fixtures/memory/" + stem + ".yaml", "tests/fixtures/memory/hardware");
      const brief::Brief b = brief::derive(l.profile, l.hardware ? &*l.hardware : nullptr);
      brief::test::check_golden("tests/golden/memory-" + stem + "." + extension_of(format),
                                brief::render(b, format));
    }
  }
}
