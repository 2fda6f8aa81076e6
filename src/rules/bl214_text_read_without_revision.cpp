// BL214 text-read-without-revision: text_read: true on a license that records no revision read.
#include <fmt/format.h>

#include "derive/licenses.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bl214 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL214"},
    .name = "text-read-without-revision",
    .severity = Severity::warning,
    .summary = "text_read: true on a license that does not record the revision whose text was read",
    .rationale =
        "text_read: true is the one flag that turns a license from unknown into known for the "
        "commercial verdict, and a license text is read at some revision: terms change between "
        "revisions. A license only named by the source (a kit's Apache-2.0, an engine credited by "
        "someone) carries no revision, because nobody read one. A read license records the "
        "revision of the files whose license text was read (revision:), which BP305 then checks "
        "against the pins; without it, the reading cannot be checked or repeated. Record the "
        "revision, or leave text_read out when the source only names the license.",
    .bad = "  - subject: kit\n    name: Apache-2.0\n    text_read: true\n    commercial: allowed",
    .good = "  - subject: kit\n    name: Apache-2.0\n    commercial: allowed   # named by the source, not read",
    // A gap in the record, not a contradiction: the author may have read the text and not written
    // down where; the finding asks for the revision.
    .suppressible = true,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& view : ctx.brief.licenses) {
    const License& l = *view.license;
    if (view.text != TextRead::read || !l.revision.value.empty()) continue;
    out.add(l.text_read.loc,
            fmt::format("license '{}' says text_read: true but records no revision whose license text was read",
                        l.subject.value),
            "write the revision whose LICENSE was read (revision: <full commit>), or leave text_read out when the "
            "source only names the license");
  }
}

}  // namespace
}  // namespace bl214

Rule bl214_text_read_without_revision() { return {&bl214::kInfo, bl214::check}; }

}  // namespace brief::rules
