// Markdown: the text brief's content with headings, lists and tables. Every string from the
// profile goes through escape_markdown, so profile text never becomes markup.
#include <string>

#include <fmt/format.h>

#include "brief/render.h"
#include "render/brief_document.h"
#include "render/escape.h"

namespace brief {
namespace {

using rendering::Block;
using rendering::escape_markdown;

std::string markdown_table(const Block& b) {
  auto row_line = [](const std::vector<std::string>& row) {
    std::string line = "|";
    for (const auto& cell : row) line += fmt::format(" {} |", escape_markdown(cell));
    return line + "\n";
  };
  std::string out = row_line(b.header);
  out += "|";
  for (std::size_t i = 0; i < b.header.size(); ++i) out += " --- |";
  out += "\n";
  for (const auto& row : b.rows) out += row_line(row);
  return out;
}

std::string markdown_block(const Block& b) {
  std::string out;
  switch (b.kind) {
    case Block::Kind::paragraph:
      for (const auto& item : b.items) out += escape_markdown(item) + "\n";
      break;
    case Block::Kind::bullets:
      for (const auto& item : b.items) out += fmt::format("- {}\n", escape_markdown(item));
      break;
    case Block::Kind::fields:
      for (const auto& [label, value] : b.fields)
        out += fmt::format("* **{}:** {}\n", escape_markdown(label), escape_markdown(value));
      break;
    case Block::Kind::table:
      out += markdown_table(b);
      break;
  }
  return out;
}

}  // namespace

std::string render_markdown(const Brief& brief, const RenderOptions& options) {
  const rendering::Document doc = rendering::brief_document(brief, options);
  std::string out;
  if (doc.unchecked) {
    out += "> **UNCHECKED:** this brief was rendered although its checks found problems. "
           "Do not rely on it before they are fixed.\n>\n";
    for (const auto& finding : doc.banner) out += fmt::format("> - {}\n", escape_markdown(finding));
    if (doc.banner.empty()) out += "> - (no findings were passed to the renderer)\n";
    out += "\n";
  }
  out += fmt::format("# {}\n", escape_markdown(doc.title));
  if (!doc.subtitle.empty()) out += fmt::format("\n{}\n", escape_markdown(doc.subtitle));
  for (const auto& section : doc.sections) {
    out += fmt::format("\n{} {}\n", std::string(static_cast<std::size_t>(section.level), '#'),
                       escape_markdown(section.title));
    for (const auto& block : section.blocks) out += fmt::format("\n{}", markdown_block(block));
  }
  return out;
}

}  // namespace brief
