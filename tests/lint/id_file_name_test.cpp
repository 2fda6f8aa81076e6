// A catalog profile named foo.yaml that declares `id: bar` would lint clean and then fail
// to render as bar: lint reports it (BR506) where render resolves ids by file name.
#include <catch2/catch.hpp>

#include <string>

#include "brief/lint.h"
#include "lint/temp_catalog.h"

namespace {

std::vector<std::string> codes_for(const brief::LintResult& r, const std::string& file) {
  std::vector<std::string> out;
  for (const auto& d : r.findings)
    if (d.file == file) out.push_back(d.code);
  return out;
}

bool has(const std::vector<std::string>& codes, const std::string& code) {
  return std::find(codes.begin(), codes.end(), code) != codes.end();
}

}  // namespace

TEST_CASE("a profile whose id is not its file name is reported in a catalog folder", "[lint][discovery]") {
  brief::test::TempCatalog c("lint-idname");
  c.write_profile("profiles/foo.yaml", "bar");
  c.write_profile("profiles/same.yaml", "same");
  const brief::LintResult r = brief::lint_paths({c.path("profiles")}, {});
  CHECK(has(codes_for(r, c.path("profiles/foo.yaml")), "BR506"));
  CHECK_FALSE(has(codes_for(r, c.path("profiles/same.yaml")), "BR506"));
}

TEST_CASE("a --profiles folder is a catalog folder, a loose folder of drafts is not", "[lint][discovery]") {
  brief::test::TempCatalog c("lint-idname-dirs");
  c.write_profile("drafts/foo.yaml", "bar");
  c.write("drafts/hardware/README.md", "a hardware/ folder alone does not make a catalog folder\n");
  const std::string file = c.path("drafts/foo.yaml");
  CHECK_FALSE(has(codes_for(brief::lint_paths({file}, {}), file), "BR506"));
  brief::LintOptions options;
  options.catalog_dirs = {c.path("drafts")};
  CHECK(has(codes_for(brief::lint_paths({file}, options), file), "BR506"));
}

TEST_CASE("built-in profiles are reported under a path that names no file here", "[lint][discovery]") {
  const brief::LintResult r = brief::lint_paths({}, {});
  REQUIRE_FALSE(r.files.empty());
  for (const auto& f : r.files) CHECK(f.starts_with("<built-in>/profiles/"));
  for (const auto& d : r.findings) CHECK(d.file.starts_with("<built-in>/"));
}
