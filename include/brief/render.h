#pragma once
// Renderers format a derived Brief as text, Markdown or JSON. They compute nothing: every
// number, total, verdict and caveat they print is already in the Brief or its Profile.
#include <map>
#include <string>
#include <vector>

#include "brief/brief.h"
#include "brief/diagnostic.h"

namespace brief {

enum class Format { text, markdown, json, html, cyclonedx };

// Links an HTML brief carries when it is a page of a site (`brief site`): relative hrefs
// brief made, never a string from a profile. A plain `--format html` render has none.
struct HtmlLinks {
  std::string index;                            // "../index.html"
  std::string json;                             // "glm53-limechain-c8.json"
  std::string hardware;                         // "../hardware/x.html"; empty: not in the site
  const std::map<std::string, std::string>* profiles = nullptr;  // id -> href, for ids in the site
  std::string rules_prefix;                     // "../rules/": a finding links to PREFIX CODE.html
};

struct RenderOptions {
  int width = 80;          // text: wrap prose at this many columns
  // Rendered although checks found these errors: a loud banner names each one.
  std::vector<Diagnostic> unchecked_findings;
  bool unchecked() const { return !unchecked_findings.empty(); }
  // Findings read from prose that the author disputes (Diagnostic::disputed): every format
  // prints each dispute beside its claim and in a list of its own, so a reasoned suppression
  // never hides what brief read.
  std::vector<Diagnostic> disputed_findings;
  // What the checks found, carried into the render: errors as the UNCHECKED banner, disputes
  // beside their claims. The one place that sorts findings for every render.
  void take_findings(const std::vector<Diagnostic>& findings);
  const HtmlLinks* html_links = nullptr;       // html: a site page's links; null: none
};

std::string render(const Brief& brief, Format format, const RenderOptions& options = {});

// Plain text for a terminal: control characters in profile text are shown escaped.
std::string render_text(const Brief& brief, const RenderOptions& options = {});
// The same content as Markdown: headings, lists, tables; profile text escaped.
std::string render_markdown(const Brief& brief, const RenderOptions& options = {});
// One JSON document (format "brief-json/v2", schemas/brief.schema.json): stable key order,
// never null; a byte count is a number, "unknown" or "not-present".
std::string render_json(const Brief& brief, const RenderOptions& options = {});
// One self-contained HTML5 page: the same document as text and Markdown, a header with the
// verdicts as badges, a table of contents, and the exact text brief behind a copy button.
std::string render_html(const Brief& brief, const RenderOptions& options = {});
// A CycloneDX 1.6 JSON bill of materials: the checkpoint, drafter, kit, engine and hardware
// as components; pins as pedigree commits; unknowns stated through compositions.
std::string render_cyclonedx(const Brief& brief, const RenderOptions& options = {});

}  // namespace brief
