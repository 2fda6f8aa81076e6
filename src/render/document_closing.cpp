// Preflight, validation, rollback, profiles not to blend, sources, and the claims.
#include "render/brief_document.h"
#include "render/enum_phrases.h"

namespace brief::rendering {
namespace {

std::string true_false(bool v) { return v ? "true" : "false"; }

void list_section(Document& doc, const std::string& title, std::vector<std::string> items) {
  auto& s = doc.section(title);
  if (items.empty()) s.paragraph(kNoneInProfile);
  s.bullets(std::move(items));
}

}  // namespace

void add_closing_sections(Document& doc, const Brief& brief) {
  const Profile& p = *brief.profile;
  std::vector<std::string> steps;
  for (const auto& step : p.preflight)
    steps.push_back(join_nonempty({sentence(step.text.value),
                          step.covers.value.empty() ? "" : "(Covers " + step.covers.value + ".)"},
                         " "));
  list_section(doc, "Preflight", std::move(steps));
  list_section(doc, "Validation", texts_of(p.validation));
  list_section(doc, "Rollback", texts_of(p.rollback));

  std::vector<std::string> blends;
  for (const auto& ref : p.do_not_blend)
    blends.push_back(join_nonempty({"Do not blend with " + ref.id.value + ".", sentence(ref.why.value),
                           ref.external.value ? "Declared outside this catalog." : ""},
                          " "));
  list_section(doc, "Do not blend", std::move(blends));

  std::vector<std::string> sources;
  for (const auto& src : p.sources) {
    const Pin* pin = find_pin(p, src.pin.value);
    std::string where = pin ? "Pinned source: " + pin->repo.value + " @ " + revision_text(pin->revision.value)
                            : src.pin.value.empty() ? "" : "pin " + src.pin.value + " (no such pin)";
    sources.push_back(join_nonempty({sentence(src.title.value), sentence(where), sentence(src.note.value)}, " "));
  }
  list_section(doc, "Sources", std::move(sources));

  auto& s = doc.section("Claims");
  s.field("Commercial recommendation", true_false(p.claims.commercial_recommendation.value));
  s.field("Memory fit claimed", true_false(p.claims.memory_fit.value));
  s.field("Deployment done", true_false(p.claims.deployment_done.value));
  s.field("Runtime claimed", true_false(p.claims.runtime_claimed.value));
  s.bullets(texts_of(brief.closing));
}

}  // namespace brief::rendering
