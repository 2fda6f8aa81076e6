// SARIF 2.1.0 for GitHub code scanning: every registered rule under tool.driver.rules (so
// ruleIndex is stable), one result per finding with a percent-encoded artifact uri (relative to
// %SRCROOT%, or file:// outside it) and a 1-based region in UTF-16 code units, SARIF's default
// column unit, declared as columnKind (SARIF's endColumn is exclusive; brief's end is inclusive).
#include <nlohmann/json.hpp>

#include <fmt/format.h>

#include <cctype>
#include <filesystem>

#include "brief/report.h"
#include "report/streams.h"
#include "brief/rules.h"
#include "brief/version.h"
#include "report/columns.h"
#include "report/json_array_stream.h"

namespace brief {
namespace {

std::string level_of(Severity s) { return s == Severity::note ? "note" : severity_name(s); }

// RFC 3986 percent-encoding of a path: unreserved characters and '/' stay, every other byte
// (space, '#', '%', non-ASCII UTF-8) becomes %XX, so `a b#1%zz.yaml` is one valid URI path.
std::string percent_encoded(std::string_view path) {
  std::string out;
  for (char c : path) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || c == '-' || c == '.' || c == '_' || c == '~' || c == '/') out += c;
    else out += fmt::format("%{:02X}", u);
  }
  return out;
}

// Where a finding's file is, as SARIF wants it: a relative path under %SRCROOT% (the working
// directory, which is the repository root in CI) when the file is inside it; otherwise an
// absolute file:// URI. A bare absolute path is not a valid relative reference (SARIF1004).
struct ArtifactUri {
  std::string uri;
  bool under_srcroot = false;
};

ArtifactUri artifact_uri(const std::string& file) {
  namespace fs = std::filesystem;
  fs::path p(file);
  std::error_code ec;
  const fs::path cwd = fs::current_path(ec);
  if (p.is_absolute() && !ec) {
    fs::path rel = p.lexically_normal().lexically_relative(cwd);
    if (!rel.empty() && *rel.begin() != "..") p = rel;
  }
  if (p.is_absolute()) return {"file://" + percent_encoded(p.lexically_normal().generic_string()), false};
  std::string s = p.lexically_normal().generic_string();
  while (s.starts_with("./")) s.erase(0, 2);
  if (s.starts_with("../") && !ec) return {"file://" + percent_encoded((cwd / p).lexically_normal().generic_string()), false};
  return {percent_encoded(s), true};
}

std::string sentence(std::string_view text) {
  std::string s(text);
  if (!s.empty() && s.back() != '.') s += '.';
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

class SarifStream : public report_detail::JsonArrayStream {
 protected:
  std::string_view array_key() const override { return "results"; }

  nlohmann::ordered_json item(const Diagnostic& d, const ReportInput& in) override {
    using json = nlohmann::ordered_json;
    const auto& registry = rule_registry();
    json result;
    result["ruleId"] = d.code;
    for (std::size_t i = 0; i < registry.size(); ++i)
      if (registry[i].code == d.code) result["ruleIndex"] = i;
    result["level"] = level_of(d.severity);
    std::string text = sentence(d.message);
    if (!d.hint.empty()) text += fmt::format(" {}", sentence(d.hint));
    result["message"] = {{"text", text}};
    const auto region_of = [&](Loc begin, Loc end) {
      const columns::Span span = columns::span_in(in, d.file, begin, end, columns::ColumnUnit::utf16);
      return json{{"startLine", span.begin.line}, {"startColumn", span.begin.col},
                  {"endLine", span.end_exclusive.line}, {"endColumn", span.end_exclusive.col}};
    };
    const ArtifactUri where = artifact_uri(d.file);
    json artifact = {{"uri", where.uri}};
    if (where.under_srcroot) artifact["uriBaseId"] = "%SRCROOT%";
    result["locations"] =
        json::array({{{"physicalLocation", {{"artifactLocation", artifact}, {"region", region_of(d.begin, d.end)}}}}});
    // A disputed prose finding as SARIF §3.35 (suppression): in source, with the author's
    // reason as its justification. "underReview", not "accepted": brief never accepts a
    // dispute, it prints it beside the claim for the reader to judge.
    if (d.is_disputed())
      result["suppressions"] = json::array({{{"kind", "inSource"}, {"status", "underReview"}, {"justification", d.disputed}}});
    // A certain fix (brief/diagnostic.h) as SARIF §3.55: one replacement in the finding's file,
    // which a viewer can offer to apply. A guess stays in the message's hint.
    if (d.fix) {
      json replacement = {{"deletedRegion", region_of(d.fix->begin, d.fix->end)},
                          {"insertedContent", {{"text", d.fix->replacement}}}};
      json change = {{"artifactLocation", artifact}, {"replacements", json::array({std::move(replacement)})}};
      result["fixes"] = json::array({{{"description", {{"text", fmt::format("Write '{}'.", d.fix->replacement)}}},
                                      {"artifactChanges", json::array({std::move(change)})}}});
    }
    return result;
  }

  nlohmann::ordered_json document(std::size_t) override {
    using json = nlohmann::ordered_json;
    json rules = json::array();
    for (const auto& r : rule_registry()) {
      json rule;
      rule["id"] = r.code;
      rule["name"] = r.name;
      rule["shortDescription"] = {{"text", sentence(r.summary)}};
      rule["fullDescription"] = {{"text", std::string(r.rationale)}};
      rule["help"] = {{"text", sentence(r.summary) + " " + std::string(r.rationale) + " Run `brief explain " +
                                   std::string(r.code) + "` for examples."},
                      {"markdown", rule_doc(r)}};
      rule["defaultConfiguration"] = {{"level", level_of(r.severity)}};
      rule["properties"] = {{"tags", json::array({std::string(name_of(r.family()))})}};
      rules.push_back(std::move(rule));
    }
    json driver = {{"name", "brief"},
                   {"version", std::string(version())},
                   {"semanticVersion", std::string(version())},
                   {"informationUri", std::string(homepage())},
                   {"rules", std::move(rules)}};
    // %SRCROOT% is left without a uri: it is the working directory of the run, and writing the
    // machine's path into the report would make it differ between checkouts.
    json srcroot = {{"description", {{"text", "The directory brief lint ran in (the repository root in CI)."}}}};
    // Only what follows results may differ between the header and the footer: the exit
    // code is known once every finding is written.
    json invocation = {{"executionSuccessful", outcome_.execution_successful}, {"exitCode", outcome_.exit_code}};
    return {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
            {"version", "2.1.0"},
            {"runs", json::array({{{"tool", {{"driver", std::move(driver)}}},
                                   {"originalUriBaseIds", {{"%SRCROOT%", srcroot}}},
                                   {"columnKind", "utf16CodeUnits"},
                                   {"results", json::array()},
                                   {"invocations", json::array({std::move(invocation)})}}})}};
  }
};

}  // namespace

std::unique_ptr<ReportStream> make_sarif_stream() { return std::make_unique<SarifStream>(); }

std::string report_sarif(const ReportInput& in, RunOutcome outcome) { return report(ReportFormat::sarif, in, outcome); }

}  // namespace brief
