// BR506 id-differs-from-file-name: a catalog profile whose id is not its file name.
#include <fmt/format.h>

#include <filesystem>

#include "brief/catalog.h"
#include "brief/id_grammar.h"
#include "rules/rule.h"

namespace brief::rules {
namespace br506 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BR506"},
    .name = "id-differs-from-file-name",
    .severity = Severity::warning,
    .summary = "a profile of a catalog folder declares an id other than its file name",
    .rationale =
        "`brief render <id>`, `brief list` and `brief diff` find a catalog profile by its file "
        "name (<id>.yaml), so a file foo.yaml that declares `id: bar` would lint clean and then "
        "fail to render as bar, or render as foo a profile that calls itself bar. Checked for "
        "files directly in a catalog folder: a --profiles folder, or a folder named profiles "
        "(where lint looks by default and `brief new` writes).",
    .bad = "# profiles/glm53-limechain-c8.yaml\nid: glm53-limechain-c8-fp8",
    .good = "# profiles/glm53-limechain-c8-fp8.yaml\nid: glm53-limechain-c8-fp8",
    .suppressible = true,
};

// A folder render and list resolve ids from: a --profiles folder, or a folder named
// profiles (lint's default, `brief new`'s target). Not any folder with a hardware/ beside
// it: test corpora lay their files out that way under descriptive names.
bool is_catalog_folder(const std::filesystem::path& folder, const CatalogSummary& catalog) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path here = folder.empty() ? fs::path(".") : folder;
  if (fs::weakly_canonical(here, ec).filename() == "profiles") return true;
  const fs::path real = fs::weakly_canonical(here, ec);
  for (const auto& dir : catalog.catalog_dirs) {
    std::error_code dir_ec;
    if (!ec && fs::weakly_canonical(dir, dir_ec) == real && !dir_ec) return true;
  }
  return false;
}

// Only fixes that satisfy the id grammar: a file name with a space or a capital is no id to
// copy into the profile.
std::string fix_hint(const std::string& id, const std::string& stem, const std::string& extension) {
  // The loader already reports an id that breaks the grammar; only the file name can be off.
  if (is_catalog_id_text(stem)) return fmt::format("rename the file to {}{} or set `id: {}`", id, extension, stem);
  return fmt::format("rename the file to {}{} (the file name is no valid id)", id, extension);
}

void check(const RuleContext& ctx, Findings& out) {
  namespace fs = std::filesystem;
  const std::string& path = ctx.profile.path;
  if (path == "-" || is_built_in_path(path) || ctx.profile.id.value.empty()) return;
  const fs::path p(path);
  if (p.extension() != ".yaml" && p.extension() != ".yml") return;
  const std::string stem = p.stem().string();
  if (stem == ctx.profile.id.value || !is_catalog_folder(p.parent_path(), ctx.catalog)) return;
  out.add(ctx.profile.id,
          fmt::format("profile id '{}' differs from its file name '{}': `brief render {}` would not find it",
                      ctx.profile.id.value, p.filename().string(), ctx.profile.id.value),
          fix_hint(ctx.profile.id.value, stem, p.extension().string()));
}

}  // namespace
}  // namespace br506

Rule br506_id_differs_from_file_name() { return {&br506::kInfo, br506::check}; }

}  // namespace brief::rules
