// The reviewer's view of a diff: one block per change, old value with '-', new with '+'.
// Values, subjects and labels come from the profiles: every one is escaped (terminal_text).
#include <fmt/format.h>

#include <map>

#include "brief/diff.h"
#include "brief/terminal.h"

namespace brief {

namespace {

bool is_addition_or_removal(ChangeKind k) {
  const std::string_view name = change_kind_name(k);
  return name.ends_with("-added") || name.ends_with("-removed");
}

void append_side(std::string& out, char sign, const std::string& value, bool show_empty) {
  if (value.empty()) {
    if (show_empty) out += fmt::format("  {} (none)\n", sign);
    return;
  }
  std::size_t start = 0;
  while (start <= value.size()) {
    const auto end = value.find('\n', start);
    const auto line = value.substr(start, end == std::string::npos ? std::string::npos : end - start);
    out += fmt::format("  {} {}\n", sign, terminal_text(line));
    if (end == std::string::npos) break;
    start = end + 1;
  }
}

std::string where(const Change& c) {
  if (c.before_loc.known() && c.after_loc.known())
    return c.before_loc.line == c.after_loc.line ? fmt::format("  (line {})", c.after_loc.line)
                                                 : fmt::format("  (line {} -> {})", c.before_loc.line, c.after_loc.line);
  if (c.after_loc.known()) return fmt::format("  (new line {})", c.after_loc.line);
  if (c.before_loc.known()) return fmt::format("  (old line {})", c.before_loc.line);
  return "";
}

}  // namespace

std::string format_diff_text(const std::vector<Change>& changes, std::string_view before_label,
                             std::string_view after_label) {
  std::string out = fmt::format("--- {}\n+++ {}\n", terminal_text(before_label), terminal_text(after_label));
  if (changes.empty()) return out + "no differences\n";
  std::map<std::string_view, int> counts;
  for (const auto& c : changes) {
    ++counts[change_kind_name(c.kind)];
    out += fmt::format("{}  {}{}\n", change_kind_name(c.kind), terminal_text(c.subject), where(c));
    const bool show_empty = !is_addition_or_removal(c.kind);
    append_side(out, '-', c.before, show_empty);
    append_side(out, '+', c.after, show_empty);
  }
  std::string tally;
  for (const auto& [kind, n] : counts) tally += fmt::format("{}{} {}", tally.empty() ? "" : ", ", n, kind);
  out += fmt::format("{} {}: {}\n", changes.size(), changes.size() == 1 ? "change" : "changes", tally);
  return out;
}

}  // namespace brief
