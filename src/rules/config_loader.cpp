// `.brief.yaml` -> LintConfig, through the same guards, located tree and strict mapping
// reader as profiles: a misspelt key in a configuration is an error with a did-you-mean,
// never a silently ignored setting.
#include <filesystem>

#include "brief/config.h"
#include "brief/load.h"
#include "brief/rules.h"
#include "load/diagnostics.h"
#include "load/loaded_document.h"

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
  fs::path dir = fs::absolute(start, ec).lexically_normal();  // "/repo/." -> "/repo/"
  if (ec) return std::nullopt;
  if (dir.has_relative_path() && dir.filename().empty()) dir = dir.parent_path();
  for (;;) {
    const fs::path candidate = dir / kConfigFileName;
    const fs::file_status st = fs::symlink_status(candidate, ec);
    if (fs::is_symlink(st)) {
      // Discovery follows no link: a `.brief.yaml` linked to a netrc, /proc/self/environ or a
      // secret beside it (in a parent folder, say the home folder) would put its text in the
      // log. A configuration kept elsewhere is named with --config.
      load::fail(candidate.string(), Loc{}, codes::BY017, "a configuration that is a symbolic link; not followed",
                 "replace the link with the file, or give --config FILE or --no-config");
    } else if (fs::exists(st) && !fs::is_regular_file(st)) {
      // A fifo would block the run, a folder or device is no configuration: never skipped
      // silently in favour of one further up.
      load::fail(candidate.string(), Loc{}, codes::BY017, "a configuration that is not a regular file; not read",
                 "remove it, or give --config FILE or --no-config");
    }
    if (fs::exists(st)) return candidate.string();
    if (!dir.has_parent_path() || dir.parent_path() == dir) return std::nullopt;
    dir = dir.parent_path();
  }
}

}  // namespace brief
