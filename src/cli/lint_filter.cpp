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

bool matches_any(std::string_view code, const std::vector<std::string>& prefixes) {
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

namespace {

// An error of the memory or license family: no filter may drop it.
bool honesty_error(const RuleInfo& rule) {
  return rule.severity == Severity::error && (rule.family() == Family::memory || rule.family() == Family::licenses);
}

// The codes no filter drops: an unread or unchecked file, an honesty error.
bool never_filtered(std::string_view code) {
  if (code.starts_with("BY") || code == codes::BS007) return true;
  const RuleInfo* rule = find_rule(code);
  return rule && honesty_error(*rule);
}

// The code inline suppressions of such codes get. A namespace-scope constant: clang 14 crashes
// generating code for a consteval Code built in a temporary inside a function.
constexpr Code kUnappliedIgnore{"BX903"};

// The codes an ignore of `prefix` selects when every one of them is always reported, so the
// ignore can drop nothing; empty when it drops something (or names no rule).
std::vector<std::string_view> unappliable_codes(std::string_view prefix) {
  std::vector<std::string_view> codes;
  for (const auto& r : rule_registry()) {
    if (!r.code.starts_with(prefix)) continue;
    if (!never_filtered(r.code)) return {};  // it ignores something
    codes.push_back(r.code);
  }
  return codes;
}

constexpr const char* kUnappliedHint =
    "input errors and memory and license errors protect the reader of the brief; fix the fact instead";

// A configuration's ignore that can drop nothing: every code it selects is always reported.
void report_unapplied(const Text& prefix, const std::string& config_path, std::vector<Diagnostic>& out) {
  const std::vector<std::string_view> codes = unappliable_codes(prefix.value);
  if (codes.empty()) return;
  Diagnostic d;
  d.file = config_path;
  d.begin = d.end = prefix.loc;
  if (prefix.end.known()) d.end = prefix.end;
  d.severity = Severity::warning;
  d.code = std::string(kUnappliedIgnore);
  d.message = codes.size() == 1 && codes.front() == prefix.value
                  ? fmt::format("ignore of {} is not applied: {} cannot be suppressed", prefix.value, prefix.value)
                  : fmt::format("ignore of {} is not applied: its codes ({}) cannot be suppressed", prefix.value,
                                fmt::join(codes, ", "));
  d.hint = std::string(kUnappliedHint) + ", and remove the entry";
  out.push_back(std::move(d));
}

}  // namespace

bool always_reported(const Diagnostic& d) {
  if (is_unusable_input(d)) return true;
  return never_filtered(d.code);
}

std::vector<Diagnostic> unapplied_ignores(const LintConfig& config) {
  std::vector<Diagnostic> out;
  for (const Text& prefix : config.ignore) report_unapplied(prefix, config.path, out);
  for (const auto& entry : config.per_file_ignores)
    for (const Text& prefix : entry.ignore) report_unapplied(prefix, config.path, out);
  return out;
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

void refuse_empty_selection(const FindingFilter& filter) {
  if (filter.select.empty()) return;  // every code
  for (const auto& r : rule_registry())
    if (matches_any(r.code, filter.select) && (never_filtered(r.code) || !matches_any(r.code, filter.ignore))) return;
  throw CLI::ValidationError("--select", fmt::format("select {} and ignore {} leave no rule to report: every code "
                                                     "selected is ignored; drop one of them",
                                                     fmt::join(filter.select, ","), fmt::join(filter.ignore, ",")));
}

std::vector<std::string> code_prefixes(const std::vector<std::string>& values, const std::string& option,
                                       bool refuse_unsuppressible) {
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
      // An ignore that could drop nothing is refused, as the configuration's gets BX903: a
      // setting the run would not apply is never accepted in silence.
      if (refuse_unsuppressible)
        if (const auto codes = unappliable_codes(code); !codes.empty())
          throw CLI::ValidationError(option, fmt::format("'{}' cannot be ignored: {} {} always reported ({})", code,
                                                         fmt::join(codes, ", "), codes.size() == 1 ? "is" : "are",
                                                         kUnappliedHint));
      out.push_back(std::move(code));
    }
  }
  return out;
}

}  // namespace brief::cli
