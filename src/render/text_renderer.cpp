// Plain text for a terminal and for pasting into a review: prose wrapped at the width with a
// hanging indent; every string from the profile escaped so no control character gets out.
#include <algorithm>
#include <string>
#include <vector>

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

// A heading wrapped at the width like other text (a long pool id must not run past the page),
// underlined as wide as its widest line; c == 0: no underline.
std::string heading(const std::string& title, int width, char c) {
  const std::string lines = title.empty() ? "\n" : wrap(title, width, "", "");
  if (c == 0) return lines;
  std::size_t widest = 0;
  for (std::size_t at = 0; at < lines.size();) {
    const std::size_t nl = lines.find('\n', at);
    widest = std::max(widest, display_width(std::string_view(lines).substr(at, nl - at)));
    at = nl + 1;
  }
  return lines + std::string(widest, c) + "\n";
}

std::string pad(const std::string& s, std::size_t width) {
  return s + std::string(width - std::min(width, display_width(s)), ' ');
}

// Columns padded to their widest cell. A table wider than the page wraps its cells inside
// their columns, so the text brief holds its width: the last column first (down to
// kMinLastColumn, under itself), then the widest of the others, never below a column's
// longest word (a word is not split; a table of long words overflows rather than break them).
constexpr std::size_t kMinLastColumn = 20;

// The display width of the longest word of a cell.
std::size_t longest_word(const std::string& cell) {
  std::size_t best = 0, start = 0;
  while (start <= cell.size()) {
    const std::size_t end = std::min(cell.find(' ', start), cell.size());
    best = std::max(best, display_width(std::string_view(cell).substr(start, end - start)));
    start = end + 1;
  }
  return best;
}

// Column widths that fit `room` where they can: shrink the last column to kMinLastColumn,
// then the widest other column one at a time, none below its longest word.
std::vector<std::size_t> fitted_widths(std::vector<std::size_t> widths, const std::vector<std::size_t>& floors,
                                       std::size_t room) {
  auto total = [&] {
    std::size_t t = 0;
    for (auto w : widths) t += w;
    return t;
  };
  const std::size_t last = widths.size() - 1;
  const std::size_t last_floor = std::max(floors[last], std::min(widths[last], kMinLastColumn));
  if (total() > room) widths[last] -= std::min(widths[last] - last_floor, total() - room);
  while (total() > room) {
    std::size_t widest = widths.size();
    for (std::size_t i = 0; i < last; ++i)
      if (widths[i] > floors[i] && (widest == widths.size() || widths[i] > widths[widest])) widest = i;
    if (widest == widths.size()) break;  // every column at its longest word: overflow
    --widths[widest];
  }
  return widths;
}

std::string write_table(const Block& b, int width, const std::string& indent) {
  std::vector<std::vector<std::string>> cells{b.header};
  for (const auto& row : b.rows) cells.push_back(row);
  std::vector<std::size_t> widths(b.header.size(), 0), floors(b.header.size(), 0);
  for (auto& row : cells)
    for (std::size_t i = 0; i < row.size() && i < widths.size(); ++i) {
      row[i] = escape_terminal(row[i]);
      widths[i] = std::max(widths[i], display_width(row[i]));
      floors[i] = std::max(floors[i], longest_word(row[i]));
    }
  if (widths.empty()) return {};
  const std::size_t page = static_cast<std::size_t>(std::max(width, 1));
  const std::size_t gaps = display_width(indent) + 2 * (widths.size() - 1);
  const std::vector<std::size_t> natural = widths;
  if (page > gaps) widths = fitted_widths(widths, floors, page - gaps);
  std::string out;
  std::size_t fitted = gaps;
  for (auto w : widths) fitted += w;
  if (fitted > page) {
    // Its longest words leave the columns no room: each row as a bullet of its first cell and
    // a line per other cell, wrapped at the width like prose.
    for (std::size_t r = 1; r < cells.size(); ++r) {
      const auto& row = cells[r];
      out += wrap(row.empty() ? "" : row[0], width, indent + "- ", indent + "  ");
      for (std::size_t i = 1; i < row.size() && i < cells[0].size(); ++i)
        if (!row[i].empty()) out += wrap(cells[0][i] + ": " + row[i], width, indent + "  ", indent + "      ");
    }
    return out;
  }
  auto write_row = [&](const std::vector<std::string>& row) {
    // Each cell as the lines it wraps to in its column; the row is as tall as its tallest cell.
    std::vector<std::vector<std::string>> lines(widths.size());
    std::size_t height = 1;
    for (std::size_t i = 0; i < widths.size(); ++i) {
      const std::string cell = i < row.size() ? row[i] : "";
      if (display_width(cell) <= widths[i] || widths[i] == natural[i]) {
        lines[i].push_back(cell);
      } else {
        const std::string wrapped = wrap(cell, static_cast<int>(widths[i]), "", "");
        for (std::size_t at = 0; at < wrapped.size();) {
          const std::size_t nl = wrapped.find('\n', at);
          lines[i].push_back(wrapped.substr(at, nl - at));
          at = nl == std::string::npos ? wrapped.size() : nl + 1;
        }
      }
      height = std::max(height, lines[i].size());
    }
    for (std::size_t h = 0; h < height; ++h) {
      std::string line = indent;
      for (std::size_t i = 0; i < widths.size(); ++i) {
        const std::string part = h < lines[i].size() ? lines[i][h] : "";
        line += i + 1 < widths.size() ? pad(part, widths[i]) + "  " : part;
      }
      while (!line.empty() && line.back() == ' ') line.pop_back();
      out += line + "\n";
    }
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
  out += heading(escape_terminal(doc.title), width, '=');
  if (!doc.subtitle.empty()) out += heading(escape_terminal(doc.subtitle), width, 0);
  for (const auto& section : doc.sections) {
    out += "\n";
    const bool part = section.level >= 3;
    out += heading(escape_terminal(section.title), width, part ? 0 : '-');
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
