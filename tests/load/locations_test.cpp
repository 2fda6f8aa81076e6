// Where a value is, as a reader sees it: block scalars at their text, quoted scalars with
// their quotes, syntax errors rephrased with a hint, enum values with a did-you-mean.
#include <catch2/catch.hpp>

#include "brief/load.h"
#include "load/load_test_util.h"

using namespace brief;

namespace {

using test::kMinimal;
using test::with;

Diagnostic first_error(const std::string& text) {
  auto errors = test::input_errors([&] { load_profile(text, "p.yaml"); });
  REQUIRE_FALSE(errors.empty());
  return errors.front();
}

}  // namespace

TEST_CASE("a block scalar is located at its text, its end on its last line", "[load][locations]") {
  const Profile p = load_profile(with("title: t\n", "title: t\nsummary: >-\n\n    A folded summary\n    of two lines.\n"), "p.yaml");
  CHECK(p.summary.loc == Loc{6, 5});          // the text, not the `>-` on line 4
  CHECK(p.summary.end == Loc{7, 17});         // "of two lines." ends at column 17: a finding covers both lines
}

TEST_CASE("a quoted scalar's end includes its closing quote", "[load][locations]") {
  const Profile p = load_profile(with("title: t", "title: \"a t\""), "p.yaml");
  CHECK(p.title.loc == Loc{3, 8});
  CHECK(p.title.end == Loc{3, 12});
  const Profile plain = load_profile(kMinimal, "p.yaml");
  CHECK(plain.title.end == Loc{3, 8});
}

TEST_CASE("a tab in the indentation is named as such, with a hint", "[load][locations]") {
  const Diagnostic d = first_error(with("  nodes: 2", "\tnodes: 2"));
  CHECK(d.code == "BY006");
  CHECK(d.message == "a tab in the indentation");
  CHECK(d.begin == Loc{6, 1});
  CHECK(d.hint.find("spaces") != std::string::npos);
}

TEST_CASE("an unquoted ': ' inside a value is named as such, with a hint", "[load][locations]") {
  const Diagnostic d = first_error(with("title: t", "title: GLM on Spark: a note"));
  CHECK(d.code == "BY006");
  CHECK(d.message == "': ' inside an unquoted value");
  CHECK(d.begin == Loc{3, 20});
  CHECK(d.hint.find("quote the value") != std::string::npos);
}

TEST_CASE("a misspelt enum value gets a did-you-mean", "[load][locations]") {
  const Diagnostic d = first_error(with("role: runtime", "role: runtme"));
  CHECK(d.code == "BS005");
  CHECK(d.hint == "did you mean 'runtime'?");
  const Diagnostic far = first_error(with("role: runtime", "role: zzzzzzzz"));
  CHECK(far.hint == "use one of the allowed values");
}

TEST_CASE("an unknown key is underlined whole", "[load][locations]") {
  const Diagnostic d = first_error(with("title: t", "title: t\nsubtitel: x"));
  CHECK(d.code == "BS001");
  CHECK(d.begin == Loc{4, 1});
  CHECK(d.end == Loc{4, 8});
}

TEST_CASE("schema findings leave a usable profile to the lint driver", "[load][locations]") {
  std::vector<Diagnostic> schema;
  const auto usable = load_profile_with_findings(with("title: t", "title: t\nsubtitel: x"), "p.yaml", {}, schema);
  CHECK(usable.has_value());
  REQUIRE(schema.size() == 1);
  CHECK(schema[0].code == "BS001");
  schema.clear();
  const auto unusable = load_profile_with_findings(with("title: t\n", ""), "p.yaml", {}, schema);
  CHECK_FALSE(unusable.has_value());
  REQUIRE(schema.size() == 1);
  CHECK(schema[0].code == "BS004");
}
