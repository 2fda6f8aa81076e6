// The HTML brief: the Document that text and Markdown write, as one self-contained page.
// Every string from the profile goes through escape_html; the only links are those brief
// makes (anchors of its own sections, and a site's relative hrefs in RenderOptions).
#include <fmt/format.h>

#include <set>
#include <string>

#include "brief/render.h"
#include "render/brief_document.h"
#include "render/html_escape.h"
#include "render/html_page.h"
#include "render/enum_phrases.h"

namespace brief {
namespace {

using rendering::Block;
using rendering::Document;
using rendering::escape_html;
using rendering::html_value;
using rendering::Section;

// Anchor ids of the sections, unique within the page, in document order.
std::vector<std::string> anchor_ids(const Document& doc) {
  std::set<std::string> used{"main", "s-plain-text", "s-unchecked", "s-contents"};
  std::vector<std::string> ids;
  for (const auto& s : doc.sections) {
    const std::string base = rendering::slug(s.title);
    std::string id = base;
    for (int n = 2; used.count(id); ++n) id = fmt::format("{}-{}", base, n);
    used.insert(id);
    ids.push_back(id);
  }
  return ids;
}

std::string write_list(const std::vector<std::string>& items) {
  std::string out = "<ul>\n";
  for (const auto& item : items) out += fmt::format("<li>{}</li>\n", escape_html(item));
  return out + "</ul>\n";
}

std::string html_table(const Block& b) {
  std::string out = "<table>\n<thead>\n<tr>";
  for (const auto& h : b.header) out += fmt::format("<th scope=\"col\">{}</th>", escape_html(h));
  out += "</tr>\n</thead>\n<tbody>\n";
  for (const auto& row : b.rows) {
    out += "<tr>";
    for (std::size_t i = 0; i < b.header.size(); ++i)
      out += fmt::format("<td>{}</td>", i < row.size() ? html_value(row[i]) : "");
    out += "</tr>\n";
  }
  return out + "</tbody>\n</table>\n";
}

std::string html_block(const Block& b) {
  std::string out;
  switch (b.kind) {
    case Block::Kind::paragraph:
      for (const auto& item : b.items) out += fmt::format("<p>{}</p>\n", escape_html(item));
      break;
    case Block::Kind::bullets:
      out += b.header.empty() ? write_list(b.items) : html_table(b);
      break;
    case Block::Kind::fields:
      out += "<dl class=\"fields\">\n";
      for (const auto& [label, value] : b.fields)
        out += fmt::format("<dt>{}</dt><dd>{}</dd>\n", escape_html(label), html_value(value));
      out += "</dl>\n";
      break;
    case Block::Kind::table:
      out += html_table(b);
      break;
  }
  return out;
}

// A table followed by bullets is a table with its caveats: they stand beside it.
std::string html_blocks(const Section& s) {
  std::string out;
  for (std::size_t i = 0; i < s.blocks.size(); ++i) {
    const Block& b = s.blocks[i];
    const bool caveats_follow = b.kind == Block::Kind::table && i + 1 < s.blocks.size() &&
                                s.blocks[i + 1].kind == Block::Kind::bullets && s.blocks[i + 1].header.empty();
    if (!caveats_follow) {
      out += html_block(b);
      continue;
    }
    out += "<div class=\"with-caveats\">\n" + html_table(b);
    out += "<div class=\"caveats\">\n<p><strong>Caveats</strong></p>\n" + write_list(s.blocks[i + 1].items) + "</div>\n</div>\n";
    ++i;
  }
  return out;
}

std::string badge(const std::string& cls, const std::string& text) {
  return fmt::format("<li><span class=\"badge {}\">{}</span></li>\n", cls, escape_html(text));
}

std::string write_header(const Brief& brief, const Document& doc, const HtmlLinks* links) {
  const Profile& p = *brief.profile;
  std::string out = "<header class=\"top\">\n";
  if (links) {
    out += "<nav class=\"crumbs\" aria-label=\"Catalog\">\n";
    if (!links->index.empty()) out += fmt::format("<a href=\"{}\">Catalog index</a>\n", escape_html(links->index));
    if (!links->hardware.empty())
      out += fmt::format("<a href=\"{}\">Hardware: {}</a>\n", escape_html(links->hardware),
                         escape_html(brief.hardware ? brief.hardware->name.value : p.hardware.id.value));
    if (!links->json.empty()) out += fmt::format("<a href=\"{}\">JSON facts</a>\n", escape_html(links->json));
    out += "</nav>\n";
  }
  out += fmt::format("<h1>{}</h1>\n", escape_html(doc.title));
  if (!doc.subtitle.empty()) out += fmt::format("<p class=\"subtitle\">{}</p>\n", escape_html(doc.subtitle));
  const VerdictKind kind = brief.memory.kind;
  out += "<ul class=\"badges\" aria-label=\"Verdicts\">\n";
  out += badge(kind == VerdictKind::fits ? "ok" : kind == VerdictKind::does_not_fit ? "bad" : "unk",
               "Memory verdict: " + rendering::phrase_of(kind));
  out += badge(brief.commercial.possible ? "ok" : "bad",
               brief.commercial.possible ? "Commercial recommendation: possible"
                                         : "Commercial recommendation: blocked");
  if (doc.unchecked) out += badge("bad", "UNCHECKED: checks found errors");
  out += "</ul>\n";
  out += fmt::format("<p>Profile id <code>{}</code></p>\n", escape_html(p.id.value));
  if (links && !p.do_not_blend.empty()) {
    out += "<p>Do not blend with: ";
    bool first = true;
    for (const auto& ref : p.do_not_blend) {
      if (!first) out += ", ";
      first = false;
      const auto* pages = links->profiles;
      auto it = pages ? pages->find(ref.id.value) : decltype(pages->end()){};
      if (pages && it != pages->end())
        out += fmt::format("<a href=\"{}\">{}</a>", escape_html(it->second), escape_html(ref.id.value));
      else
        out += fmt::format("{} ({})", escape_html(ref.id.value),
                           ref.external.value ? "outside this catalog" : "not in this catalog");
    }
    out += ".</p>\n";
  }
  return out + "</header>\n";
}

std::string write_banner(const Document& doc, const RenderOptions& options) {
  std::string out =
      "<section class=\"unchecked\" aria-labelledby=\"s-unchecked\">\n"
      "<h2 id=\"s-unchecked\">UNCHECKED</h2>\n"
      "<p>This brief was rendered although its checks found problems. Do not rely on it before "
      "they are fixed.</p>\n<ul>\n";
  const HtmlLinks* links = options.html_links;
  for (std::size_t i = 0; i < doc.banner.size(); ++i) {
    const std::string& code = i < options.unchecked_findings.size() ? options.unchecked_findings[i].code : "";
    if (links && !links->rules_prefix.empty() && !code.empty())
      out += fmt::format("<li><a href=\"{}{}.html\">{}</a></li>\n", escape_html(links->rules_prefix),
                         rendering::file_stem(code), escape_html(doc.banner[i]));
    else
      out += fmt::format("<li>{}</li>\n", escape_html(doc.banner[i]));
  }
  if (doc.banner.empty()) out += "<li>(no findings were passed to the renderer)</li>\n";
  return out + "</ul>\n</section>\n";
}

std::string write_toc(const Document& doc, const std::vector<std::string>& ids) {
  std::string out = "<nav class=\"toc\" aria-labelledby=\"s-contents\">\n<h2 id=\"s-contents\">Contents</h2>\n<ol>\n";
  bool open_sub = false, open_item = false;
  for (std::size_t i = 0; i < doc.sections.size(); ++i) {
    const Section& s = doc.sections[i];
    const std::string link = fmt::format("<a href=\"#{}\">{}</a>", ids[i], escape_html(s.title));
    if (s.level >= 3 && open_item) {
      if (!open_sub) out += "\n<ol>\n";
      open_sub = true;
      out += fmt::format("<li>{}</li>\n", link);
      continue;
    }
    if (open_sub) out += "</ol>\n";
    if (open_item) out += "</li>\n";
    open_sub = false;
    out += fmt::format("<li>{}", link);
    open_item = true;
  }
  if (open_sub) out += "</ol>\n";
  if (open_item) out += "</li>\n";
  out += "<li><a href=\"#s-plain-text\">Plain-text brief</a></li>\n";
  return out + "</ol>\n</nav>\n";
}

std::string write_sections(const Document& doc, const std::vector<std::string>& ids) {
  std::string out;
  bool open = false;
  for (std::size_t i = 0; i < doc.sections.size(); ++i) {
    const Section& s = doc.sections[i];
    if (s.level <= 2 || !open) {
      if (open) out += "</section>\n";
      out += fmt::format("<section aria-labelledby=\"{}\">\n", ids[i]);
      open = true;
    }
    const int level = s.level <= 2 ? 2 : 3;
    out += fmt::format("<h{0} id=\"{1}\">{2}</h{0}>\n", level, ids[i], escape_html(s.title));
    out += html_blocks(s);
  }
  if (open) out += "</section>\n";
  return out;
}

std::string write_plain_text(const std::string& text) {
  return fmt::format(
      "<section aria-labelledby=\"s-plain-text\">\n"
      "<h2 id=\"s-plain-text\">Plain-text brief</h2>\n"
      "<p>The same brief as plain text, exactly what <code>brief render</code> prints: copy it "
      "for another assistant or a person to review.</p>\n"
      "<div class=\"copy-controls\" hidden>\n"
      "<button type=\"button\" class=\"copy\" id=\"copy-brief\">Copy brief</button>\n"
      "<span id=\"copy-status\" role=\"status\" aria-live=\"polite\"></span>\n"
      "</div>\n"
      "<details id=\"plain\">\n"
      "<summary>Show the plain-text brief</summary>\n"
      // The newline after <pre> is dropped by every HTML parser, so textContent is the text.
      "<pre class=\"plain\" id=\"brief-text\" tabindex=\"0\">\n{}</pre>\n"
      "</details>\n"
      "</section>\n",
      rendering::escape_html_lines(text));
}

}  // namespace

std::string render_html(const Brief& brief, const RenderOptions& options) {
  const Document doc = rendering::brief_document(brief, options);
  const std::string text = rendering::write_text(doc, options.width);
  const std::vector<std::string> ids = anchor_ids(doc);
  std::string body = write_header(brief, doc, options.html_links);
  body += "<div class=\"layout\">\n";
  body += write_toc(doc, ids);
  body += "<main id=\"main\">\n";
  if (doc.unchecked) body += write_banner(doc, options);
  body += write_sections(doc, ids);
  body += write_plain_text(text);
  body += "</main>\n</div>\n";
  body += "<footer>\n<p>Rendered by brief. Unknown stays unknown; nothing here was computed by the page.</p>\n</footer>\n";
  const std::string title = doc.unchecked ? "UNCHECKED: " + doc.title : doc.title;
  return rendering::html_page(title + " - brief", body);
}

}  // namespace brief
