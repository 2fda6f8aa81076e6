// `# brief: ignore[CODE] reason` comments. A comment after YAML content covers its own line;
// a comment alone on its line covers the next line that holds YAML content. A line that opens
// a block scalar is covered with its whole block: a comment cannot stand inside one.
#include <string>

#include "load/loaded_document.h"
#include "model/text.h"

namespace brief::load {

namespace {

constexpr std::string_view kMarker = "# brief: ignore[";

struct Line {
  std::string_view text;
  uint32_t number;
};

bool is_content(std::string_view line) {
  const std::string_view t = trim(line);
  return !t.empty() && t.front() != '#';
}

// Position of the marker where it starts a comment (line start, or after a blank).
std::size_t find_marker(std::string_view line) {
  for (std::size_t at = line.find(kMarker); at != std::string_view::npos; at = line.find(kMarker, at + 1))
    if (at == 0 || line[at - 1] == ' ' || line[at - 1] == '\t') return at;
  return std::string_view::npos;
}

std::size_t indent_of(std::string_view line) {
  const std::size_t n = line.find_first_not_of(' ');
  return n == std::string_view::npos ? line.size() : n;
}

// True when the line's YAML (before any comment) ends with a block scalar's header: `|` or
// `>`, then an optional chomping sign and indentation digit, in either order.
bool opens_block(std::string_view line) {
  const std::size_t hash = find_marker(line);
  std::string_view t = trim(hash == std::string_view::npos ? line : line.substr(0, hash));
  for (int i = 0; i < 2 && !t.empty() && (t.back() == '-' || t.back() == '+' || (t.back() >= '1' && t.back() <= '9')); ++i)
    t.remove_suffix(1);
  if (t.empty() || (t.back() != '|' && t.back() != '>')) return false;
  t.remove_suffix(1);
  return t.empty() || t.back() == ' ' || t.back() == ':' || t.back() == '-';
}

// The last line of the block scalar opened on lines[i]: the lines after it that are blank or
// indented deeper than it.
uint32_t block_end(const std::vector<Line>& lines, std::size_t i) {
  const std::size_t key_indent = indent_of(lines[i].text);
  uint32_t last = lines[i].number;
  for (std::size_t j = i + 1; j < lines.size(); ++j) {
    if (trim(lines[j].text).empty()) continue;
    if (indent_of(lines[j].text) <= key_indent) break;
    last = lines[j].number;
  }
  return last;
}

}  // namespace

std::vector<Suppression> scan_suppressions(std::string_view text) {
  std::vector<Line> lines;
  uint32_t number = 1;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    lines.push_back({text.substr(start, end - start), number++});
    start = end + 1;
  }

  std::vector<Suppression> out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string_view line = lines[i].text;
    const std::size_t at = find_marker(line);
    if (at == std::string_view::npos) continue;
    const std::size_t codes_begin = at + kMarker.size();
    const std::size_t close = line.find(']', codes_begin);
    if (close == std::string_view::npos) continue;
    const std::string reason(trim(line.substr(close + 1)));

    uint32_t applies_to = lines[i].number;
    std::size_t target = i;
    if (!is_content(line.substr(0, at))) {
      applies_to = 0;  // a comment alone on its line: the next content line, if any
      for (std::size_t j = i + 1; j < lines.size(); ++j) {
        if (is_content(lines[j].text)) {
          applies_to = lines[j].number;
          target = j;
          break;
        }
      }
    }
    const uint32_t through = applies_to != 0 && opens_block(lines[target].text) ? block_end(lines, target) : applies_to;
    // ignore[A, B] suppresses both codes.
    std::string_view codes = line.substr(codes_begin, close - codes_begin);
    while (!codes.empty()) {
      const std::size_t comma = codes.find(',');
      const std::string_view code = trim(codes.substr(0, comma));
      if (!code.empty()) {
        Suppression s;
        s.code = std::string(code);
        s.reason = reason;
        s.loc = Loc{lines[i].number, static_cast<uint32_t>(at + 1)};
        s.applies_to_line = applies_to;
        s.applies_through_line = through;
        out.push_back(std::move(s));
      }
      if (comma == std::string_view::npos) break;
      codes.remove_prefix(comma + 1);
    }
  }
  return out;
}

}  // namespace brief::load
