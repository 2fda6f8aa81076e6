// BL213 license-given-in-prose: prose gives a part a license its entry does not record.
#include <fmt/format.h>

#include "derive/license_mentions.h"
#include "derive/licenses.h"
#include "model/names.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bl213 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL213"},
    .name = "license-given-in-prose",
    .severity = Severity::error,
    .summary = "prose gives a part a license its license entry does not record",
    .rationale =
        "A license named beside a part in the catalog's voice (\"this checkpoint ships under "
        "Apache-2.0\", \"the weights are MIT like the engine\", \"the terms on the checkpoint "
        "are permissive\", \"the engine license applies to the weights too\") tells the reader what the part's terms are. The licenses: entries "
        "are where the profile records them, read or not; a sentence that gives the weights "
        "the kit's Apache-2.0 while their entry is unread moves a license onto a part nobody "
        "checked. The part is found by its entry's role word (weights, checkpoint, drafter, "
        "engine, kit), subject, target or name in the same clause, or, in a license's own "
        "notes, that license. A denied, supposed, asked or ordered license is not read, nor "
        "one named for another part (\"Apache-2.0 covers the kit; the checkpoint is unread\").",
    .bad = "licenses:\n  - {subject: kit, role: kit, spdx: Apache-2.0, commercial: allowed}\n"
           "  - {subject: exl3-weights, role: weights, text_read: false, commercial: unknown}\n"
           "notes:\n  - Both the kit and this checkpoint ship under Apache-2.0.",
    .good = "notes:\n  - The kit ships under Apache-2.0; the checkpoint's license is not read.",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  const Text* reported = nullptr;
  for (const auto& m : licenses_misgiven(ctx.brief)) {
    if (m.reading->text == reported) continue;
    const License& l = *m.to->license;
    const std::string recorded = !l.spdx.value.empty()   ? l.spdx.value
                                 : !l.name.value.empty() ? l.name.value
                                                         : std::string("no license");
    const std::string part = l.target.value.empty() ? l.subject.value : l.target.value;
    const std::string message =
        m.from ? fmt::format("the text gives {} the terms of {} ({}), but its entry '{}' records {} ({}): \"{}\"", part,
                             m.from->license->subject.value, m.license.empty() ? "no license" : m.license, l.subject.value,
                             recorded, text_read_phrase(m.to->text), m.reading->sentence)
        : m.permissive ? fmt::format("the text calls the terms of {} permissive, but its entry '{}' records {}, "
                                               "commercial use {} ({}): \"{}\"",
                                               part, l.subject.value, recorded, name_of(l.commercial.value),
                                               text_read_phrase(m.to->text), m.reading->sentence)
                                 : fmt::format("the text gives {} the license {}, but its entry '{}' records {} ({}): \"{}\"",
                                               part, m.license, l.subject.value, recorded, text_read_phrase(m.to->text),
                                               m.reading->sentence);
    out.add_reading(*m.reading->text, m.reading->sentence, message,
                    "name a part's license as its entry records it, or say it is not known");
    reported = m.reading->text;
  }
}

}  // namespace
}  // namespace bl213

Rule bl213_license_given_in_prose() { return {&bl213::kInfo, bl213::check}; }

}  // namespace brief::rules
