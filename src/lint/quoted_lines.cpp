#include "lint/quoted_lines.h"

#include <algorithm>
#include <set>
#include <string_view>

#include "brief/load.h"

namespace brief::lint {

std::optional<std::string> quoted_lines_only(const std::string& text, const std::vector<Diagnostic>& findings) {
  if (!is_brief_format(declared_format(text))) return std::nullopt;
  std::set<uint32_t> wanted;
  for (const auto& d : findings)
    if (d.begin.known()) wanted.insert(d.begin.line);
  std::string out;
  uint32_t line = 1;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    if (wanted.count(line)) out.append(text, pos, end - pos);
    if (end == text.size()) break;
    out.push_back('\n');
    pos = end + 1;
    ++line;
  }
  return out;
}

std::string merged_quotes(const std::string& a, const std::string& b) {
  std::string out;
  std::size_t pa = 0, pb = 0;
  while (pa <= a.size() || pb <= b.size()) {
    const std::size_t ea = pa <= a.size() ? std::min(a.find('\n', pa), a.size()) : pa;
    const std::size_t eb = pb <= b.size() ? std::min(b.find('\n', pb), b.size()) : pb;
    const std::string_view la = pa <= a.size() ? std::string_view(a).substr(pa, ea - pa) : std::string_view();
    const std::string_view lb = pb <= b.size() ? std::string_view(b).substr(pb, eb - pb) : std::string_view();
    out += la.empty() ? lb : la;
    pa = ea + 1;
    pb = eb + 1;
    if (pa > a.size() && pb > b.size()) break;
    out += '\n';
  }
  return out;
}

}  // namespace brief::lint
