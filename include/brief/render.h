#pragma once
// Renderers format a derived Brief as text, Markdown or JSON. They compute nothing: every
// number, total, verdict and caveat they print is already in the Brief or its Profile.
#include <string>
#include <vector>

#include "brief/brief.h"
#include "brief/diagnostic.h"

namespace brief {

enum class Format { text, markdown, json };

struct RenderOptions {
  int width = 80;          // text: wrap prose at this many columns
  bool unchecked = false;  // rendered although checks found errors: print a loud banner
  std::vector<Diagnostic> unchecked_findings;  // the findings the banner names
};

std::string render(const Brief& brief, Format format, const RenderOptions& options = {});

// Plain text for a terminal: control characters in profile text are shown escaped.
std::string render_text(const Brief& brief, const RenderOptions& options = {});
// The same content as Markdown: headings, lists, tables; profile text escaped.
std::string render_markdown(const Brief& brief, const RenderOptions& options = {});
// One JSON document (format "brief-json/v2", schemas/brief.schema.json): stable key order,
// never null; a byte count is a number, "unknown" or "not-present".
std::string render_json(const Brief& brief, const RenderOptions& options = {});

}  // namespace brief
