#include "brief/render.h"

#include <stdexcept>

namespace brief {

void RenderOptions::take_findings(const std::vector<Diagnostic>& findings) {
  for (const auto& f : findings) {
    if (f.severity == Severity::error) unchecked_findings.push_back(f);
    if (f.is_disputed()) disputed_findings.push_back(f);
  }
}

std::string render(const Brief& brief, Format format, const RenderOptions& options) {
  // Every renderer reads the profile behind the brief; a default Brief has none.
  if (!brief.profile) throw std::invalid_argument("brief has no profile to render");
  switch (format) {
    case Format::text: return render_text(brief, options);
    case Format::markdown: return render_markdown(brief, options);
    case Format::json: return render_json(brief, options);
    case Format::html: return render_html(brief, options);
    case Format::cyclonedx: return render_cyclonedx(brief, options);
  }
  return render_text(brief, options);
}

}  // namespace brief
