// Line-level merge of inspect's fragment into a profile. A top-level key starts at column 0
// (block scalars and nested maps are indented); comments at column 0 directly above a key
// belong to that key and stay with it.
#include "inspect/profile_merge.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace brief::inspect {
namespace {

std::vector<std::string> lines_of(std::string_view text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) {
      out.emplace_back(text.substr(start));
      break;
    }
    out.emplace_back(text.substr(start, end - start + 1));
    start = end + 1;
  }
  if (!out.empty() && !out.back().ends_with('\n')) out.back() += '\n';
  return out;
}

bool is_top_key(const std::string& line, std::string_view key) {
  return line.starts_with(key) && line.size() > key.size() && line[key.size()] == ':' &&
         (line.size() == key.size() + 1 || std::isspace(static_cast<unsigned char>(line[key.size() + 1])));
}

bool starts_top_level(const std::string& line) {
  return !line.empty() && (std::isalpha(static_cast<unsigned char>(line[0])) || line[0] == '_');
}

// [begin, end) of the block of top-level `key`: its line up to the next top-level key, less
// the column-0 comments and blank lines just above that next key.
std::pair<std::size_t, std::size_t> block_of(const std::vector<std::string>& lines, std::string_view key) {
  std::size_t begin = lines.size();
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (is_top_key(lines[i], key)) {
      begin = i;
      break;
    }
  if (begin == lines.size()) return {begin, begin};
  std::size_t next = begin + 1;
  while (next < lines.size() && !starts_top_level(lines[next]) && lines[next] != "---\n") ++next;
  std::size_t end = next;
  while (end > begin + 1 && (lines[end - 1].starts_with('#') || lines[end - 1] == "\n")) --end;
  return {begin, end};
}

// "- id: checkpoint-files" after the dash, as the whole value (a comment may follow).
bool names_item(std::string_view after_dash, std::string_view id_line) {
  after_dash = after_dash.substr(std::min(after_dash.size(), after_dash.find_first_not_of(' ')));
  if (id_line.empty() || !after_dash.starts_with(id_line)) return false;
  const std::string_view rest = after_dash.substr(id_line.size());
  return rest.empty() || rest.front() == '\n' || rest.front() == '\r' || rest.front() == ' ' || rest.front() == '#';
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l;
  return out;
}

}  // namespace

std::string merge_into_profile(std::string_view profile_text, const std::string& model_section,
                               const std::string& ledger_item) {
  // The item's own id, from its first line ("  - id: checkpoint-files").
  const std::size_t id_at = ledger_item.find("- id: ");
  const std::string id_line =
      id_at == std::string::npos ? std::string()
                                 : "id: " + ledger_item.substr(id_at + 6, ledger_item.find('\n', id_at) - id_at - 6);
  std::vector<std::string> lines = lines_of(profile_text);
  const std::vector<std::string> model = lines_of(model_section);
  auto [mb, me] = block_of(lines, "model");
  if (mb == lines.size()) {
    lines.insert(lines.end(), model.begin(), model.end());
  } else {
    lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(mb), lines.begin() + static_cast<std::ptrdiff_t>(me));
    lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(mb), model.begin(), model.end());
  }
  if (ledger_item.empty()) return joined(lines);
  const std::vector<std::string> item = lines_of(ledger_item);
  auto [cb, ce] = block_of(lines, "components");
  if (cb == lines.size()) {
    lines.push_back("components:\n");
    lines.insert(lines.end(), item.begin(), item.end());
    return joined(lines);
  }
  // The existing checkpoint-files item, from its "- id:" line to the next item at its indent.
  for (std::size_t i = cb + 1; i < ce; ++i) {
    const std::string& l = lines[i];
    const std::size_t dash = l.find_first_not_of(' ');
    if (dash == std::string::npos || l[dash] != '-' || !names_item(std::string_view(l).substr(dash + 1), id_line))
      continue;
    std::size_t j = i + 1;
    while (j < ce && !(lines[j].find_first_not_of(' ') == dash && lines[j][dash] == '-')) ++j;
    while (j > i + 1 && (lines[j - 1].find_first_not_of(' ') == std::string::npos ||
                         lines[j - 1][lines[j - 1].find_first_not_of(' ')] == '#'))
      --j;
    lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(i), lines.begin() + static_cast<std::ptrdiff_t>(j));
    lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(i), item.begin(), item.end());
    return joined(lines);
  }
  lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(ce), item.begin(), item.end());
  return joined(lines);
}

}  // namespace brief::inspect
