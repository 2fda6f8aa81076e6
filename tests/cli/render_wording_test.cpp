// Wording of render's text output (M8): a negation the profile already writes is not said
// twice, a clause after a colon starts in lower case, and a profile that states no
// provenance says so instead of printing an empty "source.".
#include <catch2/catch.hpp>

#include <regex>
#include <string>

#include "cli/run_brief.h"
#include "derive/wording.h"
#include "support/temp_dir.h"

using brief::test::run_brief;

namespace {

// The text with every line break and its indent read as one space (wrapping undone).
std::string unwrapped_text(const std::string& text) { return std::regex_replace(text, std::regex("\n +"), " "); }

}  // namespace

TEST_CASE("render: Runtime is not does not double the profile's own 'Not'", "[cli][render]") {
  const auto r = run_brief({"render", "glm53-limechain-c8"});
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("Runtime is not: Mia TensorFold v0.6.0 with 53 patches.") != std::string::npos);
  CHECK(r.out.find("is not: Not") == std::string::npos);
  CHECK(r.out.find("Provenance: community source. Reported by maintainer. Not reproduced.") != std::string::npos);
}

TEST_CASE("render: a minimal scaffold says its provenance is not stated, and clauses after a colon",
          "[cli][render]") {
  brief::test::TempDir dir("render-wording");
  REQUIRE(run_brief({"new", "my_model", "-o", "p.yaml"}, dir.str()).exit_code == 0);
  const auto r = run_brief({"render", "p.yaml", "--allow-errors"}, dir.str());
  const std::string text = unwrapped_text(r.out);
  CHECK(text.find("Provenance: not stated\n") != std::string::npos);
  CHECK(text.find("Provenance: source.") == std::string::npos);
  CHECK(text.find("(model.layer_groups): the source did not") != std::string::npos);
  CHECK_FALSE(std::regex_search(text, std::regex(R"(missing: [^;\n]*\): [A-Z][a-z])")));
}

TEST_CASE("as_clause lowers only a capital that starts a sentence", "[cli][render]") {
  using brief::derivation::as_clause;
  CHECK(as_clause("The source did not say.") == "the source did not say");
  CHECK(as_clause("A source said so.") == "a source said so");
  CHECK(as_clause("GLM-5.3-Flash's layout is not public.") == "GLM-5.3-Flash's layout is not public");
  CHECK(as_clause("McKinsey said.") == "McKinsey said");
  CHECK(as_clause("") == "");
}

TEST_CASE("render: an exact byte figure carries no false digits in any format", "[cli][render]") {
  // The DGX Spark's 128 GiB is exactly 128 GiB: "(128.000 GiB)" would claim a rounding that
  // never happened. Every renderer prints format_bytes, so each shows the same figure.
  for (const char* format : {"text", "markdown", "json", "html"}) {
    const auto r = run_brief({"render", "glm53-limechain-c8", "--format", format, "--width", "400"});
    INFO(format);
    REQUIRE(r.exit_code == 0);
    CHECK(r.out.find("137,438,953,472 bytes (128 GiB)") != std::string::npos);
    CHECK(r.out.find("128.000 GiB") == std::string::npos);
  }
}
