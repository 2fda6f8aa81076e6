// One discovery rule: lint, render, list and diff give a profile the same hardware entry —
// the set's, then hardware/ beside the profile, then each --profiles folder, then built-in.
#include <catch2/catch.hpp>

#include <string>

#include "brief/catalog.h"
#include "brief/diagnostic.h"
#include "brief/lint.h"
#include "brief/resolver.h"
#include "cli/profile_source.h"
#include "lint/temp_catalog.h"

namespace {

const std::string kHardware = "nvidia-dgx-spark-128gb-unified";

std::string shipped_hardware() {
  return brief::test::read_file(brief::test::source_path("profiles/hardware/" + kHardware + ".yaml"));
}

}  // namespace

TEST_CASE("hardware beside the profile wins over --profiles, which wins over the built-in entry", "[lint][resolver]") {
  brief::test::TempCatalog c("lint-resolver");
  c.write_profile("near/p.yaml", "p");
  c.write("near/hardware/" + kHardware + ".yaml", shipped_hardware());
  c.write_profile("other/q.yaml", "q");
  c.write("other/hardware/" + kHardware + ".yaml", shipped_hardware());

  brief::CatalogResolver resolver({c.path("other")}, 1 << 20);
  const brief::Hardware* near = resolver.resolve({c.path("near/p.yaml"), false}, kHardware);
  REQUIRE(near != nullptr);
  CHECK(near->path == c.path("near/hardware/" + kHardware + ".yaml"));
  const brief::Hardware* far = resolver.resolve({"-", false}, kHardware);
  REQUIRE(far != nullptr);
  CHECK(far->path == c.path("other/hardware/" + kHardware + ".yaml"));
  // A built-in profile never borrows hardware from a folder of the working directory.
  brief::CatalogResolver none({}, 1 << 20);
  const brief::Hardware* built_in = none.resolve({brief::built_in_path("profiles/glm53-limechain-c8.yaml"), true}, kHardware);
  REQUIRE(built_in != nullptr);
  CHECK(built_in->path == brief::built_in_path("profiles/hardware/" + kHardware + ".yaml"));

  // render and diff load a target through load_target; list through load_target by id.
  brief::cli::Context ctx;
  ctx.catalog_dirs = {c.path("other")};
  CHECK(brief::cli::load_target(ctx, c.path("near/p.yaml")).hardware->path == near->path);
  CHECK(brief::cli::load_target(ctx, "q").hardware->path == far->path);
  ctx.catalog_dirs = {c.path("other"), c.path("near")};
  // By id, p lives in near/: its own hardware/ comes first, as it would for lint.
  CHECK(brief::cli::load_target(ctx, "p").hardware->path == near->path);
}

TEST_CASE("lint and render name the same hardware file when it does not load", "[lint][resolver]") {
  brief::test::TempCatalog c("lint-resolver-broken");
  c.write_profile("cat/p.yaml", "p");
  c.write("cat/hardware/" + kHardware + ".yaml", "format: brief-hardware/v1\nid: [unclosed\n");
  const std::string broken = c.path("cat/hardware/" + kHardware + ".yaml");
  // lint p.yaml alone: the entry is outside the set, found beside the profile.
  const brief::LintResult r = brief::lint_paths({c.path("cat/p.yaml")}, {});
  CHECK(r.input_error);
  bool named = false;
  for (const auto& d : r.findings) named |= d.file == broken;
  CHECK(named);
  brief::cli::Context ctx;
  try {
    brief::cli::load_target(ctx, c.path("cat/p.yaml"));
    FAIL("render loaded a profile whose hardware entry does not parse");
  } catch (const brief::InputError& e) {
    CHECK(e.diagnostics().front().file == broken);
  }
}
