#include "render/document.h"

namespace brief::rendering {

void Section::paragraph(std::string text) {
  if (text.empty()) return;
  Block b;
  b.kind = Block::Kind::paragraph;
  b.items.push_back(std::move(text));
  blocks.push_back(std::move(b));
}

void Section::bullets(std::vector<std::string> items) {
  if (items.empty()) return;
  Block b;
  b.kind = Block::Kind::bullets;
  b.items = std::move(items);
  blocks.push_back(std::move(b));
}

void Section::bullets_as_table(std::vector<std::string> items, std::vector<std::string> header,
                               std::vector<std::vector<std::string>> rows) {
  if (items.empty()) return;
  bullets(std::move(items));
  blocks.back().header = std::move(header);
  blocks.back().rows = std::move(rows);
}

void Section::field(std::string label, std::string value) {
  if (blocks.empty() || blocks.back().kind != Block::Kind::fields) {
    Block b;
    b.kind = Block::Kind::fields;
    blocks.push_back(std::move(b));
  }
  blocks.back().fields.emplace_back(std::move(label), std::move(value));
}

void Section::table(std::vector<std::string> header, std::vector<std::vector<std::string>> rows) {
  Block b;
  b.kind = Block::Kind::table;
  b.header = std::move(header);
  b.rows = std::move(rows);
  blocks.push_back(std::move(b));
}

Section& Document::section(std::string section_title, int level) {
  Section s;
  s.level = level;
  s.title = std::move(section_title);
  sections.push_back(std::move(s));
  return sections.back();
}

}  // namespace brief::rendering
