// The JSON report (brief-lint/v1): every finding with 1-based, inclusive positions, described by
// schemas/findings.schema.json. Never null: a finding about a whole file points at 1:1.
#include <algorithm>

#include <nlohmann/json.hpp>

#include "brief/report.h"
#include "report/streams.h"
#include "brief/rules.h"
#include "report/json_array_stream.h"

namespace brief {
namespace {

class JsonStream : public report_detail::JsonArrayStream {
 protected:
  std::string_view array_key() const override { return "findings"; }

  nlohmann::ordered_json item(const Diagnostic& d, const ReportInput&) override {
    const RuleInfo* rule = find_rule(d.code);
    const Loc begin = d.begin.known() ? d.begin : Loc{1, 1};
    const Loc end = d.end.known() ? d.end : begin;
    nlohmann::ordered_json f;
    f["file"] = d.file;
    f["line"] = begin.line;
    f["column"] = begin.col;
    f["end_line"] = end.line;
    f["end_column"] = end.col;
    f["code"] = d.code;
    f["name"] = rule ? std::string(rule->name) : std::string("unregistered");
    f["severity"] = severity_name(d.severity);
    f["message"] = d.message;
    f["hint"] = d.hint;
    // Only a disputed finding has the key: the author's reason (the finding is then a note).
    if (d.is_disputed()) f["disputed"] = d.disputed;
    // Only a finding with a certain fix has the key (the schema: no value is ever null).
    if (d.fix)
      f["fix"] = {{"line", d.fix->begin.line},
                  {"column", d.fix->begin.col},
                  {"end_line", d.fix->end.line},
                  {"end_column", d.fix->end.col},
                  {"replacement", d.fix->replacement}};
    return f;
  }

  nlohmann::ordered_json document(std::size_t files_checked) override {
    const SeverityCounts& c = counts();
    nlohmann::ordered_json doc;
    doc["format"] = "brief-lint/v1";
    doc["findings"] = nlohmann::ordered_json::array();
    doc["summary"] = {{"errors", c.errors},
                      {"warnings", c.warnings},
                      {"notes", c.notes},
                      {"files_with_findings", c.files_with_findings},
                      {"files_checked", files_checked - std::min(files_checked, files_not_checked_)},
                      {"files_not_checked", files_not_checked_}};
    return doc;
  }
};

}  // namespace

std::unique_ptr<ReportStream> make_json_stream() { return std::make_unique<JsonStream>(); }

std::string report_json(const ReportInput& in) { return report(ReportFormat::json, in); }

}  // namespace brief
