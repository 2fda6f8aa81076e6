#include "support/fixture_diff.h"

#include <fstream>
#include <sstream>
#include <vector>

namespace brief::test {
namespace fs = std::filesystem;

namespace {

// Text as lines without their '\n'; `final_newline` says whether the last line had one.
struct Lines {
  std::vector<std::string> lines;
  bool final_newline = true;
};

Lines split(const std::string& text) {
  Lines out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t nl = text.find('\n', at);
    if (nl == std::string::npos) {
      out.lines.push_back(text.substr(at));
      out.final_newline = false;
      break;
    }
    out.lines.push_back(text.substr(at, nl - at));
    at = nl + 1;
  }
  return out;
}

std::string read_bytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) throw FixtureDiffError(p.string() + ": cannot be read");
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// "@@ -12,3 +12,4 @@" (a count of 1 may be left out, as diff does): the four numbers.
bool parse_hunk_header(const std::string& line, std::size_t& old_start, std::size_t& old_count,
                       std::size_t& new_start, std::size_t& new_count) {
  std::istringstream in(line);
  std::string at1, old_range, new_range, at2;
  if (!(in >> at1 >> old_range >> new_range >> at2) || at1 != "@@" || at2 != "@@") return false;
  auto range = [](const std::string& r, char sign, std::size_t& start, std::size_t& count) {
    if (r.size() < 2 || r[0] != sign) return false;
    const std::size_t comma = r.find(',');
    try {
      std::size_t used = 0;
      const std::string first = r.substr(1, comma == std::string::npos ? std::string::npos : comma - 1);
      start = std::stoul(first, &used);
      if (used != first.size()) return false;
      count = 1;
      if (comma != std::string::npos) {
        const std::string second = r.substr(comma + 1);
        count = std::stoul(second, &used);
        if (used != second.size()) return false;
      }
    } catch (const std::exception&) {
      return false;
    }
    return true;
  };
  return range(old_range, '-', old_start, old_count) && range(new_range, '+', new_start, new_count);
}

// The path after "--- " or "+++ ", up to a tab (diff puts a time stamp after one).
std::string header_path(const std::string& line) {
  const std::size_t tab = line.find('\t');
  return line.substr(4, tab == std::string::npos ? std::string::npos : tab - 4);
}

std::string header_line(const fs::path& diff_file, const char* prefix) {
  const Lines d = split(read_bytes(diff_file));
  for (const auto& line : d.lines)
    if (line.rfind(prefix, 0) == 0) return header_path(line);
  throw FixtureDiffError(diff_file.string() + ":1: no '" + prefix + "' line");
}

}  // namespace

std::string apply_unified_diff(const std::string& base_text, const std::string& diff_text, const std::string& diff_name) {
  const Lines base = split(base_text);
  const Lines diff = split(diff_text);
  auto fail = [&](std::size_t diff_line, const std::string& why) -> void {
    throw FixtureDiffError(diff_name + ":" + std::to_string(diff_line) + ": " + why);
  };
  std::size_t i = 0;
  if (i < diff.lines.size() && diff.lines[i].rfind("--- ", 0) == 0) ++i;
  else fail(i + 1, "a fixture diff starts with '--- <base>'");
  if (i < diff.lines.size() && diff.lines[i].rfind("+++ ", 0) == 0) ++i;
  else fail(i + 1, "the second line of a fixture diff is '+++ <file it makes>'");

  std::vector<std::string> out;
  bool last_new_line_ends = true;  // whether the hunks' last new-side line ends in '\n'
  std::size_t copied = 0;  // base lines consumed so far
  while (i < diff.lines.size()) {
    std::size_t old_start = 0, old_count = 0, new_start = 0, new_count = 0;
    if (!parse_hunk_header(diff.lines[i], old_start, old_count, new_start, new_count))
      fail(i + 1, "expected a hunk header '@@ -N,n +M,m @@', found '" + diff.lines[i] + "'");
    const std::size_t header_at = i++;
    // An empty old range (-N,0) inserts after line N; otherwise the hunk starts at line N.
    const std::size_t first = old_count == 0 ? old_start : old_start - 1;
    if (old_count > 0 && old_start == 0) fail(header_at + 1, "line numbers start at 1");
    if (first < copied) fail(header_at + 1, "hunks overlap or are out of order");
    if (first > base.lines.size()) fail(header_at + 1, "the hunk starts past the end of the base");
    for (; copied < first; ++copied) out.push_back(base.lines[copied]);
    if (out.size() + 1 != (new_count == 0 ? new_start + 1 : new_start))
      fail(header_at + 1, "the hunk's new line number " + std::to_string(new_start) + " is not where it lands (" +
                              std::to_string(out.size() + 1) + ")");
    std::size_t seen_old = 0, seen_new = 0;
    while (i < diff.lines.size() && (seen_old < old_count || seen_new < new_count)) {
      const std::string& line = diff.lines[i];
      if (line.rfind("\\ ", 0) == 0) {  // "\ No newline at end of file" after the line it is about
        ++i;
        continue;
      }
      const char kind = line.empty() ? ' ' : line[0];  // an empty context line may lose its space
      const std::string body = line.empty() ? std::string() : line.substr(1);
      const bool last_without_newline = i + 1 < diff.lines.size() && diff.lines[i + 1].rfind("\\ ", 0) == 0;
      if (kind == ' ' || kind == '-') {
        if (copied >= base.lines.size()) fail(i + 1, "the hunk reads past the end of the base");
        if (base.lines[copied] != body)
          fail(i + 1, "does not apply: base line " + std::to_string(copied + 1) + " is '" + base.lines[copied] +
                          "', the diff expects '" + body + "'");
        if (last_without_newline != (copied + 1 == base.lines.size() && !base.final_newline))
          fail(i + 1, "the base's final newline is not as the diff says");
        ++copied;
        ++seen_old;
      }
      if (kind == ' ' || kind == '+') {
        out.push_back(body);
        ++seen_new;
        last_new_line_ends = !last_without_newline;
      }
      if (kind != ' ' && kind != '-' && kind != '+') fail(i + 1, "a hunk line starts with ' ', '-' or '+'");
      ++i;
    }
    if (seen_old != old_count || seen_new != new_count)
      fail(header_at + 1, "the hunk has " + std::to_string(seen_old) + " old and " + std::to_string(seen_new) +
                              " new lines, its header says " + std::to_string(old_count) + " and " +
                              std::to_string(new_count));
    while (i < diff.lines.size() && diff.lines[i].rfind("\\ ", 0) == 0) ++i;
  }
  // The text ends as its last line does: a line of the base's tail ends as the base does, a
  // line of a hunk as the diff says ("\ No newline at end of file" or not).
  const bool tail_from_base = copied < base.lines.size();
  for (; copied < base.lines.size(); ++copied) out.push_back(base.lines[copied]);
  const bool out_final_newline = tail_from_base ? base.final_newline : last_new_line_ends;
  std::string text;
  for (std::size_t k = 0; k < out.size(); ++k) {
    text += out[k];
    if (k + 1 < out.size() || out_final_newline) text += '\n';
  }
  return text;
}

fs::path diff_base_path(const fs::path& diff_file) {
  return (diff_file.parent_path() / header_line(diff_file, "--- ")).lexically_normal();
}

std::string diff_target_name(const fs::path& diff_file) { return header_line(diff_file, "+++ "); }

std::string fixture_bytes(const fs::path& file) {
  if (file.extension() != ".diff") return read_bytes(file);
  return apply_unified_diff(read_bytes(diff_base_path(file)), read_bytes(file), file.string());
}

}  // namespace brief::test
