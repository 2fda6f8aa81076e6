// byte_figures: the byte figures a text writes, each quantity once. A conversion in
// parentheses of a figure just stated ("23,622,320,128 bytes (22 GiB)", the form of every
// exact count brief prints) is the same quantity, not a second figure the claim checker judges.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "derive/claims.h"
#include "derive/prose.h"

using namespace brief::derivation;

namespace {

std::vector<std::string> figure_texts(std::string_view text) {
  std::vector<std::string> out;
  for (const auto& f : byte_figures(text)) out.push_back(f.text);
  return out;
}

}  // namespace

TEST_CASE("byte_figures reads a parenthetical conversion of a figure as that figure", "[derive][prose]") {
  using V = std::vector<std::string>;
  CHECK(figure_texts("a lower bound of 23,622,320,128 bytes (22 GiB), which is not a fit") == V{"23,622,320,128 bytes"});
  CHECK(figure_texts("16,060,522,496 bytes (14.958 GiB) resident") == V{"16,060,522,496 bytes"});
  CHECK(figure_texts("128 GB ( 119 GiB ) per node") == V{"128 GB"});
  CHECK(figure_texts("about 120 GB (112 GiB)") == V{"120 GB"});
  // Another quantity in parentheses is a figure of its own: a lie cannot hide as a conversion.
  CHECK(figure_texts("Weights take 100 GB (180 GB) in total.") == V{"100 GB", "180 GB"});
  CHECK(figure_texts("23,622,320,128 bytes (23 GiB)") == V{"23,622,320,128 bytes", "23 GiB"});
  CHECK(figure_texts("128 GB (256 GB together)") == V{"128 GB", "256 GB"});
  CHECK(figure_texts("128 GB (and 128 GB)") == V{"128 GB", "128 GB"});
  CHECK(figure_texts("128 GB, 128 GB") == V{"128 GB", "128 GB"});
}

TEST_CASE("a total stated as 'N bytes (X GiB)' is one figure of one claim", "[derive][prose]") {
  const auto claims = claims_in_sentence("The checkpoint and the KV cache take 23,622,320,128 bytes (22 GiB) in total.");
  REQUIRE(claims.size() == 1);
  CHECK(claims[0].kind() == brief::ClaimKind::total);
  const auto& figures = brief::figures_of(claims[0]);
  REQUIRE(figures.size() == 1);
  CHECK(figures[0].text == "23,622,320,128 bytes");
}

TEST_CASE("mismatched_conversions: a figure and its conversion that are two sizes", "[derive][prose]") {
  auto pairs = [](const char* text) {
    std::vector<std::string> out;
    for (const auto& [stated, conversion] : mismatched_conversions(text)) out.push_back(stated.text + " | " + conversion.text);
    return out;
  };
  using V = std::vector<std::string>;
  CHECK(pairs("Plan about 165 GB (about 165 GiB) for the checkpoint.") == V{"165 GB | 165 GiB"});
  CHECK(pairs("The file is 328,326,771,576 bytes (328.327 GiB).") == V{"328,326,771,576 bytes | 328.327 GiB"});
  CHECK(pairs("about 84 GB (about 78 GiB) of prepared weights") == V{});
  CHECK(pairs("128 GB (119 GiB) per node") == V{});
  CHECK(pairs("The file is 328,326,771,576 bytes (305.778 GiB).") == V{});
  // Not written as a conversion: another quantity in the same unit, or words in the parentheses.
  CHECK(pairs("Weights take 100 GB (180 GB) in total.") == V{});
  CHECK(pairs("128 GB (256 GB together)") == V{});
}
