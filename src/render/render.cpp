#include "brief/render.h"

namespace brief {

std::string render(const Brief& brief, Format format, const RenderOptions& options) {
  switch (format) {
    case Format::text: return render_text(brief, options);
    case Format::markdown: return render_markdown(brief, options);
    case Format::json: return render_json(brief, options);
  }
  return render_text(brief, options);
}

}  // namespace brief
