// BL201 unknown-spdx-id: an spdx value that is not an id of the SPDX license list.
#include <fmt/format.h>

#include "derive/prose.h"
#include "derive/reference_data.h"
#include "derive/spdx_expression.h"
#include "rules/rule.h"

namespace brief::rules {
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL201"},
    .name = "unknown-spdx-id",
    .severity = Severity::error,
    .summary = "an spdx value is not an id of the SPDX license list",
    .rationale =
        "An SPDX id is a promise that the license is the one the SPDX list names. A misspelt or "
        "invented id (\"Apache-2\", \"llama3\") cannot be looked up by a reader or a tool. Model "
        "licenses without an SPDX id (Llama, Gemma, OpenRAIL) belong in license_ref. The list "
        "brief checks against is data/spdx-licenses.json (SPDX License List 3.19, from Debian's "
        "reuse package); ids are matched exactly, LicenseRef- ids and WITH exceptions are "
        "accepted.",
    .bad = "    spdx: Apache-2",
    .good = "    spdx: Apache-2.0",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const auto& list = spdx_list().deprecated_by_id;
  for (const auto& l : ctx.profile.licenses) {
    if (!l.spdx.present || l.spdx.value.empty()) continue;
    bool ids_known = true;
    for (const auto& id : spdx_ids_of(l.spdx.value)) {
      if (list.count(id)) continue;
      ids_known = false;
      std::string hint = fmt::format("not in the SPDX license list {}; a model license without an SPDX id goes in license_ref",
                                     spdx_list().version);
      for (const auto& [known, deprecated] : list)
        if (lower(known) == lower(id)) hint = fmt::format("did you mean '{}'?", known);
      out.add(l.spdx, fmt::format("'{}' is not an SPDX license id", id), hint);
    }
    // Every id known, the whole still no expression: "(MIT", "MIT+", "Apache-2.0 WITH
    // Commons-Clause" would reach a BOM as SPDX. Reported once, after the ids.
    if (!ids_known) continue;
    if (const std::string why = spdx_expression_problem(l.spdx.value); !why.empty())
      out.add(l.spdx, fmt::format("'{}' is not a valid SPDX expression: {}", l.spdx.value, why),
              "write one SPDX id or an expression of ids joined by AND, OR and WITH an SPDX exception; "
              "a license with extra terms (Commons Clause) goes in license_ref");
  }
}

}  // namespace

Rule bl201_unknown_spdx_id() { return {&kInfo, check}; }

}  // namespace brief::rules
