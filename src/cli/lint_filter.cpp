#include "cli/lint_filter.h"

#include <CLI/CLI.hpp>
#include <fnmatch.h>
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "brief/codes.h"
#include "brief/rules.h"

namespace brief::cli {
namespace {

bool matches_any(const std::string& code, const std::vector<std::string>& prefixes) {
  return std::any_of(prefixes.begin(), prefixes.end(), [&](const std::string& p) { return code.starts_with(p); });
}

std::string relative_to(const std::string& file, const std::string& base) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path abs = fs::absolute(file, ec);
  if (ec || base.empty()) return fs::path(file).generic_string();
  return abs.lexically_normal().lexically_relative(fs::path(base).lexically_normal()).generic_string();
}

}  // namespace

bool always_reported(const Diagnostic& d) {
  if (is_unusable_input(d) || d.code == codes::BS007) return true;  // an unread or unchecked file
  const RuleInfo* rule = find_rule(d.code);
  return rule && d.severity == Severity::error && (rule->family() == Family::memory || rule->family() == Family::licenses);
}

std::vector<Diagnostic> filter_findings(std::vector<Diagnostic> findings, const FindingFilter& filter) {
  std::erase_if(findings, [&](const Diagnostic& d) {
    if (always_reported(d)) return false;
    if (!filter.select.empty() && !matches_any(d.code, filter.select)) return true;
    if (matches_any(d.code, filter.ignore)) return true;
    if (filter.per_file.empty()) return false;
    const std::string rel = relative_to(d.file, filter.base_dir);
    for (const auto& entry : filter.per_file) {
      if (::fnmatch(entry.files.value.c_str(), rel.c_str(), 0) != 0) continue;
      for (const auto& code : entry.ignore)
        if (d.code.starts_with(code.value)) return true;
    }
    return false;
  });
  return findings;
}

std::vector<std::string> code_prefixes(const std::vector<std::string>& values, const std::string& option) {
  std::vector<std::string> out;
  for (const auto& value : values) {
    std::size_t start = 0;
    while (start <= value.size()) {
      const std::size_t comma = std::min(value.find(',', start), value.size());
      std::string code = value.substr(start, comma - start);
      for (char& c : code) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      start = comma + 1;
      if (code.empty()) continue;
      bool known = false;
      for (const auto& r : rule_registry()) known |= r.code.starts_with(code);
      if (!known)
        throw CLI::ValidationError(option, fmt::format("'{}' names no rule code (see `brief rules`)", code));
      out.push_back(std::move(code));
    }
  }
  return out;
}

}  // namespace brief::cli
