// The JSON report (brief-lint/v1): every finding with 1-based, inclusive positions, described by
// schemas/findings.schema.json. Never null: a finding about a whole file points at 1:1.
#include <nlohmann/json.hpp>

#include "brief/report.h"
#include "brief/rules.h"

namespace brief {

std::string report_json(const ReportInput& in) {
  nlohmann::ordered_json findings = nlohmann::ordered_json::array();
  for (const auto& d : *in.findings) {
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
    findings.push_back(std::move(f));
  }
  const auto c = count_findings(*in.findings);
  nlohmann::ordered_json doc;
  doc["format"] = "brief-lint/v1";
  doc["findings"] = std::move(findings);
  doc["summary"] = {{"errors", c.errors},
                    {"warnings", c.warnings},
                    {"notes", c.notes},
                    {"files_with_findings", c.files_with_findings},
                    {"files_checked", in.files_checked}};
  return doc.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace brief
