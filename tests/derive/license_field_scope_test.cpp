// licenses_misgiven: a license a sentence gives, judged against the entry of the part it
// speaks of. A sentence that names no part ("License CC-BY-4.0.") speaks of the part its field
// names ("Separate drafter download."), when the field names exactly one.
#include <catch2/catch.hpp>

#include <string>

#include "brief/brief.h"
#include "brief/load.h"
#include "derive/license_mentions.h"
#include "test_paths.h"

using namespace brief;

namespace {

std::size_t misgiven_with_placement(const std::string& placement) {
  std::string text = test::read_file(test::source_path("profiles/glm53-limechain-c8.yaml"));
  const std::string from = "    placement: Separate drafter download. License CC-BY-NC-ND-4.0. Exact bytes unknown.";
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), "    placement: " + placement);
  const Profile p = load_profile(text, "shipped.yaml");
  const Brief b = derive(p, nullptr);
  return derivation::licenses_misgiven(b).size();
}

}  // namespace

TEST_CASE("licenses_misgiven: a sentence naming no part speaks of its field's one part", "[derive][licenses]") {
  CHECK(misgiven_with_placement("Separate drafter download. License CC-BY-NC-ND-4.0. Exact bytes unknown.") == 0);
  CHECK(misgiven_with_placement("Separate drafter download. License CC-BY-4.0. Exact bytes unknown.") == 1);
  CHECK(misgiven_with_placement("Separate drafter download. Licensed MIT.") == 1);
  // A field that names two parts, or none, gives a bare license to neither.
  CHECK(misgiven_with_placement("Drafter beside the engine. License MIT.") == 0);
  CHECK(misgiven_with_placement("Separate download. License CC-BY-4.0.") == 0);
}

TEST_CASE("licenses_misgiven: one part given another's terms by reference", "[derive][licenses]") {
  // The weights' entry is unread, commercial use unknown; the engine's is MIT, allowed.
  CHECK(misgiven_with_placement("Separate drafter download. The weights fall under the same terms as the engine.") == 1);
  CHECK(misgiven_with_placement("Separate drafter download. The engine license applies to the weights as well.") == 1);
  CHECK(misgiven_with_placement("Separate drafter download. The drafter inherits the kit's license.") == 1);
  // Denied, ordered, asked, set apart, or one part only: no terms are carried over.
  CHECK(misgiven_with_placement("Separate drafter download. The engine license does not cover the weights.") == 0);
  CHECK(misgiven_with_placement("Separate drafter download. Do not assume the engine license applies to the weights.") == 0);
  CHECK(misgiven_with_placement("Separate drafter download. Whether the engine license covers the weights is unknown.") == 0);
  CHECK(misgiven_with_placement("Separate drafter download. Unlike the engine, the weights have terms nobody has read.") == 0);
  CHECK(misgiven_with_placement("Separate drafter download. The engine license applies to the engine, not to the weights.") == 0);
}
