// BL205 unread-license-without-preflight: an unknown weights license nobody is told to read.
#include <fmt/format.h>

#include "rules/rule.h"

namespace brief::rules {
namespace bl205 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL205"},
    .name = "unread-license-without-preflight",
    .severity = Severity::error,
    .summary = "an unknown weights license has no preflight step to read it",
    .rationale =
        "When the weights' license was not read, the brief can only say it is unknown; the "
        "preflight must then tell the reader to read it before use. The check wants a preflight "
        "step whose covers is \"license:<subject>\" for every weights or drafter license whose text "
        "was not read or whose commercial use is unknown.",
    .bad = "licenses:\n  - subject: exl3-weights\n    role: weights\n    text_read: false\npreflight: []",
    .good = "preflight:\n  - text: Read the checkpoint license before use.\n    covers: license:exl3-weights",
    .suppressible = false,
};

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& view : ctx.brief.licenses) {
    const License& l = *view.license;
    auto role = l.role.value;
    if (role != LicenseRole::weights && role != LicenseRole::drafter) continue;
    if (view.text == TextRead::read && l.commercial.value != CommercialUse::unknown) continue;
    std::string wanted = "license:" + l.subject.value;
    bool covered = false;
    for (const auto& s : ctx.profile.preflight) covered |= s.covers.value == wanted;
    if (covered) continue;
    out.add(l.subject, fmt::format("{} license '{}' is not recorded as read and no preflight step reads it",
                                   role == LicenseRole::weights ? "weights" : "drafter", l.subject.value),
            fmt::format("add a preflight step with covers: {}", wanted));
  }
}

}  // namespace
}  // namespace bl205

Rule bl205_unread_license_without_preflight() { return {&bl205::kInfo, bl205::check}; }

}  // namespace brief::rules
