// Readings that need more than one sentence or more than one field: the recipes a profile says
// not to blend with (other_recipes.h), an observation's build said otherwise in prose
// (observation_builds.h), and a moving reference called pinned across two sentences or in a
// pin's own note (moving_refs.h). Each case edits the shipped profile by one sentence.
#include <catch2/catch.hpp>

#include <string>

#include "brief/brief.h"
#include "brief/load.h"
#include "derive/moving_refs.h"
#include "derive/observation_builds.h"
#include "derive/other_recipes.h"
#include "derive/prose.h"
#include "test_paths.h"

using namespace brief;

namespace {

std::string shipped() { return test::read_file(test::source_path("profiles/glm53-limechain-c8.yaml")); }

// The shipped profile with `from` replaced once by `to`.
Profile edited(const std::string& from, const std::string& to) {
  std::string text = shipped();
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  return load_profile(text, "edited.yaml");
}

constexpr const char* kBakeoffNote = "    - Not validated at four nodes. Not a double-replica throughput claim.\n";

}  // namespace

TEST_CASE("other_recipe_names: the words of a do-not-blend id that name nothing of the profile", "[derive][cross]") {
  const Profile p = load_profile(shipped(), "shipped.yaml");
  const auto names = derivation::other_recipe_names(p);
  CHECK(names == std::vector<std::string>{"mia"});  // glm, flash and tensorfold are this profile's own words
  CHECK(derivation::names_other_recipe(names, "Not the Mia 53-patch image."));
  CHECK_FALSE(derivation::names_other_recipe(names, "Miami is not a recipe."));
  const std::string s = "Unlike the Mia recipe's 176 GB file, this one is about 165 GB.";
  const auto figures = derivation::byte_figures(s);
  const ByteFigure* theirs = derivation::other_recipe_figure(names, s, figures);
  REQUIRE(theirs != nullptr);
  CHECK(theirs->text == "176 GB");
  CHECK(derivation::borrowed_from_other_recipe(names, "Dense q4, as in the Mia recipe."));
  CHECK_FALSE(derivation::borrowed_from_other_recipe(names, "Not copied from the Mia q4 setting."));
  CHECK_FALSE(derivation::borrowed_from_other_recipe(names, "A different setting from Mia's."));
}

TEST_CASE("builds_said_otherwise: cells said measured on another build than their observation's", "[derive][cross]") {
  const auto found = [](const std::string& sentence) {
    const Profile p = edited(kBakeoffNote, std::string(kBakeoffNote) + "    - \"" + sentence + "\"\n");
    return derivation::builds_said_otherwise(derive(p, nullptr)).size();
  };
  CHECK(found("The prose and code cells were measured on 5624dfc.") == 1);
  CHECK(found("prose+code cells re-taken on 5624dfc, 80dba15 numbers retired") == 1);
  CHECK(found("The prose and code cells were not measured on 5624dfc.") == 0);   // denied
  CHECK(found("The prose and code cells were measured on 80dba15.") == 0);      // their own build
  CHECK(found("The C8 cells were measured on 5624dfc, the prose and code cells on 80dba15.") == 0);  // a mapping
  CHECK(found("The kit pin is at 5624dfc; the prose and code cells came later.") == 0);  // no measuring verb
}

TEST_CASE("moving_refs_pinned: a moving reference pinned across sentences, or followed by a pin", "[derive][cross]") {
  const auto found = [](const std::string& from, const std::string& to) {
    return derivation::moving_refs_pinned(edited(from, to)).size();
  };
  const std::string rollback = "  - Stopping the LimeChain service does not change the Mia pins.\n";
  CHECK(found(rollback, rollback + "  - Re-pull the kit at its latest tag. That tag is the pinned commit.\n") == 1);
  CHECK(found(rollback, rollback + "  - Re-pull the kit at its latest tag. That tag is not a pin.\n") == 0);
  const std::string runtime = "    revision: 5624dfc6fce32d747727eaf4dbda98999f868066\n";
  CHECK(found(runtime, runtime + "    note: Tracks the kit's main branch, so fixes land on their own.\n") == 1);
  CHECK(found(runtime, runtime + "    note: Does not track the main branch; this commit is fixed.\n") == 0);
}
