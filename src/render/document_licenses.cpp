// Licenses and the commercial verdict: each license with its name, SPDX id or "unknown",
// commercial label, derived notes and the profile's own notes.
#include "derive/licenses.h"
#include "derive/wording.h"
#include "render/brief_document.h"
#include "render/enum_phrases.h"

namespace brief::rendering {
namespace {

std::string license_line(const LicenseView& view) {
  const License& l = *view.license;
  std::string head = l.subject.value + ": " +
                     (l.name.value.empty() ? std::string("license name unknown") : l.name.value);
  if (!l.target.value.empty()) head += " for " + l.target.value;
  if (!l.credited_by.value.empty()) head += ", as credited by " + l.credited_by.value;
  std::vector<std::string> parts{
      sentence(head),
      "SPDX " + (l.spdx.value.empty() ? std::string("unknown") : l.spdx.value) + ".",
  };
  if (!l.license_ref.value.empty()) parts.push_back("License key " + l.license_ref.value + ".");
  parts.push_back(sentence(derivation::capitalized(derivation::text_read_phrase(view.text))));
  parts.push_back(view.commercial_label.empty()
                      ? sentence(std::string("Commercial use ") + name_of(l.commercial.value))
                      : sentence(view.commercial_label));
  // The pinned revision is among the derived notes ("Pinned drafter revision ...").
  for (const auto& d : view.derived) parts.push_back(sentence(d.text));
  for (const auto& n : l.notes) parts.push_back(sentence(n.value));
  return join_nonempty(parts, " ");
}

}  // namespace

void add_license_sections(Document& doc, const Brief& brief) {
  {
    auto& s = doc.section("Licenses");
    std::vector<std::string> lines;
    for (const auto& view : brief.licenses) lines.push_back(license_line(view));
    if (lines.empty()) s.paragraph("No license is listed in this profile.");
    s.bullets(lines);
  }
  auto& s = doc.section("Commercial verdict");
  s.paragraph(brief.commercial.possible ? "A commercial recommendation is possible."
                                        : "No commercial recommendation.");
  s.bullets(texts_of(brief.commercial.blockers));
}

}  // namespace brief::rendering
