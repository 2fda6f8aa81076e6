// `.brief.yaml` -> LintConfig, through the same guards, located tree and strict mapping
// reader as profiles: a misspelt key in a configuration is an error with a did-you-mean,
// never a silently ignored setting.
#include <filesystem>

#include "brief/config.h"
#include "brief/load.h"
#include "brief/rules.h"
#include "load/document.h"

namespace brief {
namespace {

// A code prefix must select at least one rule ("BM", "BM1", "BM101"), so a typo in a
// configuration cannot silently select or ignore nothing.
void check_prefixes(const TextList& prefixes, std::string_view key, load::SchemaFindings& f) {
  for (const Text& p : prefixes) {
    bool matches = false;
    for (const auto& r : rule_registry()) matches |= r.code.starts_with(p.value);
    if (!matches || p.value.empty())
      f.add(p.loc, codes::BS005, "'" + p.value + "' in '" + std::string(key) + "' names no rule code",
            "write a code or a prefix of codes, like BM101 or BM (see `brief rules`)");
  }
}

}  // namespace

LintConfig load_lint_config(std::string_view text, const std::string& path) {
  using namespace load;
  SchemaFindings f(path);
  const ParsedYaml doc = parse_document(text, path, LoadLimits{}, f);
  LintConfig c;
  c.path = path;
  c.base_dir = std::filesystem::path(path).parent_path().string();
  {
    MapReader top(doc.root, "configuration", f);
    if (top.ok()) {
      read_format(top, c.format, "brief-config/v1", f);
      top.texts("select", c.select);
      top.texts("ignore", c.ignore);
      top.list("per_file_ignores", [&](const YamlNode& node) {
        PerFileIgnore entry;
        MapReader m(node, "per-file ignore", f, "an item of 'per_file_ignores'");
        if (!m.ok()) return;
        m.text("files", entry.files, Need::required);
        m.texts("ignore", entry.ignore, Need::required);
        check_prefixes(entry.ignore, "ignore", f);
        c.per_file_ignores.push_back(std::move(entry));
      });
      top.text("fail_on", c.fail_on);
      if (c.fail_on.present && c.fail_on.value != "error" && c.fail_on.value != "warning" && c.fail_on.value != "note")
        f.add(c.fail_on.loc, codes::BS005, "invalid value '" + c.fail_on.value + "' for 'fail_on'",
              "write error, warning or note");
    }
  }
  check_prefixes(c.select, "select", f);
  check_prefixes(c.ignore, "ignore", f);
  f.throw_if_any();
  return c;
}

std::optional<std::string> find_lint_config(const std::string& start) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path dir = fs::absolute(start, ec);
  if (ec) return std::nullopt;
  for (;;) {
    const fs::path candidate = dir / kConfigFileName;
    if (fs::is_regular_file(candidate, ec)) return candidate.string();
    if (!dir.has_parent_path() || dir.parent_path() == dir) return std::nullopt;
    dir = dir.parent_path();
  }
}

}  // namespace brief
