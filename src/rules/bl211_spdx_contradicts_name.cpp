// BL211 spdx-contradicts-name: a license's name is another license than its spdx id.
#include "derive/license_identity.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bl211 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL211"},
    .name = "spdx-contradicts-name",
    .severity = Severity::error,
    .summary = "a license's name is another license than its spdx id",
    .rationale =
        "An entry with the name of one license and the SPDX id of another is two licenses in one "
        "row. The commercial verdict reads the id, while a reader reads the name, so the two can "
        "disagree on what the terms allow. The check resolves the name through the SPDX list (an "
        "id, or a license's full name) and reports a name that resolves to another id than the "
        "entry's own. A Creative Commons name that drops a term its id carries (\"Creative Commons "
        "Attribution 4.0\" for CC-BY-NC-ND-4.0: NonCommercial gone) is reported too, spelled out or "
        "abbreviated. Any other name the list does not know (a model license, a paraphrase) is not "
        "reported.",
    .bad = "    name: MIT License\n    spdx: Apache-2.0",
    .good = "    name: Apache License 2.0\n    spdx: Apache-2.0",
    // A structural contradiction between typed fields: no reason makes both facts true.
    .suppressible = false,
};

// The contradictions are found once, in derive (license_identity); the rule reports them.
void check(const RuleContext& ctx, Findings& out) {
  for (const auto& found : spdx_contradicts_name(ctx.profile)) out.add(found);
}

}  // namespace
}  // namespace bl211

Rule bl211_spdx_contradicts_name() { return {&bl211::kInfo, bl211::check}; }

}  // namespace brief::rules
