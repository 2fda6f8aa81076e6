#pragma once
// The brief as a format-neutral document: sections of paragraphs, lists, labeled fields and
// tables. Text and Markdown write the same document, so they always carry the same facts.
// Strings here are raw (possibly hostile) text; each writer escapes for its own output.
#include <deque>
#include <string>
#include <utility>
#include <vector>

namespace brief::rendering {

struct Block {
  enum class Kind { paragraph, bullets, fields, table };
  Kind kind = Kind::paragraph;
  std::vector<std::string> items;                          // paragraph: one; bullets: each item
  std::vector<std::pair<std::string, std::string>> fields;  // "Label: value"
  std::vector<std::string> header;                         // table; bullets: see below
  std::vector<std::vector<std::string>> rows;              // table; bullets: see below
  // A bullets block may also carry the same facts as table cells (header and rows): text and
  // Markdown write the bullets, which wrap at the width; HTML writes the table.
};

struct Section {
  int level = 2;  // 2: a section of the brief; 3: a part of one (one component, one pool)
  std::string title;
  std::vector<Block> blocks;

  void paragraph(std::string text);
  void bullets(std::vector<std::string> items);  // nothing when empty
  // Bullets that HTML shows as a table of the same facts (one row per bullet).
  void bullets_as_table(std::vector<std::string> items, std::vector<std::string> header,
                        std::vector<std::vector<std::string>> rows);
  void field(std::string label, std::string value);  // joins a trailing fields block
  void table(std::vector<std::string> header, std::vector<std::vector<std::string>> rows);
};

struct Document {
  std::string title;
  std::string subtitle;
  std::vector<std::string> banner;  // UNCHECKED findings; empty when checked
  bool unchecked = false;
  std::deque<Section> sections;  // a deque: a Section& stays valid as more are added

  Section& section(std::string title, int level = 2);
};

}  // namespace brief::rendering
