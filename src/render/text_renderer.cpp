// Plain text for a terminal and for pasting into a review: prose wrapped at the width with a
// hanging indent; every string from the profile escaped so no control character gets out.
#include <algorithm>
#include <string>

#include "brief/render.h"
#include "render/brief_document.h"
#include "render/escape.h"
#include "render/wrap.h"

namespace brief {
namespace {

using rendering::Block;
using rendering::display_width;
using rendering::escape_terminal;
using rendering::wrap;

std::string underline(const std::string& title, char c) {
  return title + "\n" + std::string(display_width(title), c) + "\n";
}

std::string pad(const std::string& s, std::size_t width) {
  return s + std::string(width - std::min(width, display_width(s)), ' ');
}

// Columns padded to their widest cell. A table wider than the page keeps its first columns
// and wraps the last one under itself, so the text brief holds its width (down to a last
// column of kMinLastColumn; a page narrower than that overflows rather than break words).
constexpr std::size_t kMinLastColumn = 20;

std::string write_table(const Block& b, int width, const std::string& indent) {
  std::vector<std::vector<std::string>> cells{b.header};
  for (const auto& row : b.rows) cells.push_back(row);
  std::vector<std::size_t> widths(b.header.size(), 0);
  for (auto& row : cells)
    for (std::size_t i = 0; i < row.size() && i < widths.size(); ++i) {
      row[i] = escape_terminal(row[i]);
      widths[i] = std::max(widths[i], display_width(row[i]));
    }
  if (widths.empty()) return {};
  std::size_t last_at = display_width(indent);
  for (std::size_t i = 0; i + 1 < widths.size(); ++i) last_at += widths[i] + 2;
  const std::size_t page = static_cast<std::size_t>(std::max(width, 1));
  const bool wrap_last = last_at + widths.back() > page && page >= last_at + kMinLastColumn;
  if (wrap_last) widths.back() = page - last_at;
  const std::string hang(last_at, ' ');
  std::string out;
  auto write_row = [&](const std::vector<std::string>& row) {
    std::string line = indent;
    for (std::size_t i = 0; i + 1 < widths.size(); ++i) line += pad(i < row.size() ? row[i] : "", widths[i]) + "  ";
    const std::string last = widths.size() <= row.size() ? row[widths.size() - 1] : "";
    if (wrap_last && display_width(last) > widths.back()) {
      // wrap() writes the hanging indent on every line; the first line has its columns already.
      line += wrap(last, static_cast<int>(page), hang, hang).substr(hang.size());
      while (!line.empty() && (line.back() == ' ' || line.back() == '\n')) line.pop_back();
      out += line + "\n";
      return;
    }
    line += last;
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  };
  write_row(cells[0]);
  std::vector<std::string> rule;
  for (auto w : widths) rule.push_back(std::string(w, '-'));
  write_row(rule);
  for (std::size_t r = 1; r < cells.size(); ++r) write_row(cells[r]);
  return out;
}

std::string write_block(const Block& b, int width, const std::string& indent) {
  std::string out;
  switch (b.kind) {
    case Block::Kind::paragraph:
      for (const auto& item : b.items) out += wrap(escape_terminal(item), width, indent, indent);
      break;
    case Block::Kind::bullets:
      for (const auto& item : b.items)
        out += wrap(escape_terminal(item), width, indent + "- ", indent + "  ");
      break;
    case Block::Kind::fields:
      for (const auto& [label, value] : b.fields)
        out += wrap(escape_terminal(label) + ": " + escape_terminal(value), width, indent, indent + "    ");
      break;
    case Block::Kind::table:
      out += write_table(b, width, indent);
      break;
  }
  return out;
}

std::string write_banner(const rendering::Document& doc, int width) {
  const std::string rule(static_cast<std::size_t>(std::max(width, 40)), '#');
  std::string out = rule + "\n";
  out += wrap("UNCHECKED: this brief was rendered although its checks found problems. "
              "Do not rely on it before they are fixed.",
              width, "", "");
  for (const auto& finding : doc.banner) out += wrap(escape_terminal(finding), width, "- ", "  ");
  if (doc.banner.empty()) out += "- (no findings were passed to the renderer)\n";
  return out + rule + "\n\n";
}

}  // namespace

std::string render_text(const Brief& brief, const RenderOptions& options) {
  return rendering::write_text(rendering::brief_document(brief, options), options.width);
}

std::string rendering::write_text(const Document& doc, int width) {
  std::string out;
  if (doc.unchecked) out += write_banner(doc, width);
  out += underline(escape_terminal(doc.title), '=');
  if (!doc.subtitle.empty()) out += escape_terminal(doc.subtitle) + "\n";
  for (const auto& section : doc.sections) {
    out += "\n";
    const bool part = section.level >= 3;
    out += part ? escape_terminal(section.title) + "\n" : underline(escape_terminal(section.title), '-');
    const std::string indent = part ? "  " : "";
    bool first = true;
    for (const auto& block : section.blocks) {
      if (!first && !part) out += "\n";
      out += write_block(block, width, indent);
      first = false;
    }
  }
  return out;
}

}  // namespace brief
