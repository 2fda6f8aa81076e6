// One pass over yaml-cpp's events into a located tree, with the structural guards applied
// as the events arrive (so a hostile document stops at its first bad event).
#include "load/yaml_tree.h"
#include "load/syntax_hints.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include <algorithm>
#include <optional>
#include <sstream>
#include <unordered_map>

#include "load/diagnostics.h"

namespace brief::load {

std::string describe(const YamlNode& node) {
  switch (node.kind) {
    case YamlNode::Kind::null: return "null";
    case YamlNode::Kind::sequence: return "a sequence";
    case YamlNode::Kind::mapping: return "a mapping";
    case YamlNode::Kind::scalar: break;
  }
  return node.plain ? "'" + node.text + "'" : "a quoted string";
}

namespace {

Loc to_loc(const YAML::Mark& mark) {
  return Loc{static_cast<uint32_t>(mark.line + 1), static_cast<uint32_t>(mark.column + 1)};
}

class TreeBuilder : public YAML::EventHandler {
 public:
  TreeBuilder(std::string_view text, const std::string& path, const LoadLimits& limits,
              std::vector<Diagnostic>* findings)
      : text_(text), path_(path), limits_(limits), findings_(findings) {}

  std::optional<YamlNode>& root() { return root_; }

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}

  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    reject_anchor(mark, anchor);
    YamlNode node;
    node.loc = to_loc(mark);
    attach(std::move(node), mark);
  }

  void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override {
    fail(path_, to_loc(mark), codes::BY010, "aliases are not allowed",
         "write the value out in full; a profile is read as written");
  }

  void OnAnchor(const YAML::Mark& mark, const std::string& name) override {
    fail(path_, to_loc(mark), codes::BY009, "anchors are not allowed ('&" + name + "')",
         "write each value out in full; a profile is read as written");
  }

  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                const std::string& value) override {
    reject_anchor(mark, anchor);
    YamlNode node;
    node.kind = YamlNode::Kind::scalar;
    node.loc = to_loc(mark);
    node.text = value;
    node.plain = tag == "?";
    if (!node.plain) {
      // yaml-cpp gives "!" both to quoted/block scalars and to an explicit `!` tag; the raw
      // character at the mark tells them apart.
      const char first = char_at(mark.pos);
      if (first == '"' || first == '\'') {
        node.end = end_on_line(static_cast<std::size_t>(mark.pos), require_closing_quote(mark, first), node.loc);
      } else if (first == '|' || first == '>') {
        node.loc = block_text_loc(mark);
        node.end = block_last_line_end(node.loc);
      } else {
        reject_tag(mark);
      }
    } else if (!value.empty() && value.find('\n') == std::string::npos &&
               text_.substr(static_cast<std::size_t>(std::max(mark.pos, 0))).starts_with(value)) {
      node.end = Loc{node.loc.line, node.loc.col + static_cast<uint32_t>(value.size()) - 1};
    }
    attach(std::move(node), mark);
  }

  void OnSequenceStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    open(mark, tag, anchor, YamlNode::Kind::sequence);
  }
  void OnSequenceEnd() override { close(); }

  void OnMapStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    open(mark, tag, anchor, YamlNode::Kind::mapping);
  }
  void OnMapEnd() override { close(); }

 private:
  struct Frame {
    YamlNode node;
    bool expecting_key = true;
    bool discard_value = false;  // the pending key was a duplicate
    YamlKey pending;
    std::unordered_map<std::string, Loc> seen;
  };

  // A block scalar's text starts on the line after its `|` / `>-` indicator: a finding on
  // the value points there, not at the indicator.
  Loc block_text_loc(const YAML::Mark& mark) const {
    Loc at = to_loc(mark);
    std::size_t pos = text_.find('\n', static_cast<std::size_t>(std::max(mark.pos, 0)));
    while (pos != std::string_view::npos) {
      ++pos;
      ++at.line;
      std::size_t first = pos;
      while (first < text_.size() && text_[first] == ' ') ++first;
      if (first >= text_.size()) break;
      if (text_[first] != '\n' && text_[first] != '\r') return Loc{at.line, static_cast<uint32_t>(first - pos + 1)};
      pos = text_[first] == '\r' ? first + 1 : first;  // at the blank line's '\n'
    }
    return to_loc(mark);  // an empty block scalar: the indicator is all there is
  }

  // The inclusive end of a value that starts at byte `begin` and ends at byte `last`, when
  // both are on one line; unknown (line 0) when the value spans lines.
  Loc end_on_line(std::size_t begin, std::size_t last, Loc at) const {
    if (last < begin || text_.substr(begin, last - begin).find('\n') != std::string_view::npos) return Loc{};
    return Loc{at.line, at.col + static_cast<uint32_t>(last - begin)};
  }

  // The last non-blank character of a block scalar's text: its last line at the text's
  // indentation or deeper, so a finding on a sentence of the block covers the block's lines.
  Loc block_last_line_end(Loc text_at) const {
    Loc last = block_first_line_end(text_at);
    if (!last.known()) return last;
    std::size_t start = 0;
    for (uint32_t n = 1; n < text_at.line && start != std::string_view::npos; ++n) {
      start = text_.find('\n', start);
      if (start != std::string_view::npos) ++start;
    }
    if (start == std::string_view::npos) return last;
    uint32_t line = text_at.line;
    for (std::size_t pos = text_.find('\n', start); pos != std::string_view::npos && pos + 1 < text_.size();
         pos = text_.find('\n', pos + 1)) {
      ++line;
      const std::size_t begin = pos + 1;
      std::size_t first = begin;
      while (first < text_.size() && text_[first] == ' ') ++first;
      if (first >= text_.size()) break;
      if (text_[first] == '\n' || text_[first] == '\r') continue;  // a blank line inside the block
      if (first - begin + 1 < text_at.col) break;                   // less indented: the block ended
      const Loc here = block_first_line_end(Loc{line, static_cast<uint32_t>(first - begin + 1)});
      if (here.known()) last = here;
    }
    return last;
  }

  // The last non-blank character of the line a block scalar's text starts on.
  Loc block_first_line_end(Loc text_at) const {
    std::size_t start = 0;
    for (uint32_t n = 1; n < text_at.line && start != std::string_view::npos; ++n) {
      start = text_.find('\n', start);
      if (start != std::string_view::npos) ++start;
    }
    if (start == std::string_view::npos) return Loc{};
    std::size_t end = std::min(text_.find('\n', start), text_.size());
    while (end > start && (text_[end - 1] == ' ' || text_[end - 1] == '\r')) --end;
    if (end - start < text_at.col) return Loc{};
    return Loc{text_at.line, static_cast<uint32_t>(end - start)};
  }

  char char_at(int pos) const {
    return pos >= 0 && static_cast<std::size_t>(pos) < text_.size() ? text_[static_cast<std::size_t>(pos)] : '\0';
  }

  void reject_anchor(const YAML::Mark& mark, YAML::anchor_t anchor) {
    if (anchor != 0)
      fail(path_, to_loc(mark), codes::BY009, "anchors are not allowed",
           "write each value out in full; a profile is read as written");
  }

  void reject_tag(const YAML::Mark& mark) {
    // Quote the tag as written ("!!str"), not as yaml-cpp resolved it.
    std::size_t end = static_cast<std::size_t>(mark.pos);
    while (end < text_.size() && text_[end] != ' ' && text_[end] != '\t' && text_[end] != '\n' &&
           text_[end] != '\r' && end - static_cast<std::size_t>(mark.pos) < 40)
      ++end;
    const std::string written(text_.substr(static_cast<std::size_t>(mark.pos), end - static_cast<std::size_t>(mark.pos)));
    fail(path_, to_loc(mark), codes::BY012, "explicit tags are not allowed ('" + written + "')",
         "remove the tag; each key's type is fixed by the format");
  }

  // yaml-cpp accepts a double- or single-quoted scalar that never closes when a newline
  // follows it, swallowing every later line; the closing quote must exist in the raw text.
  // Returns the offset of the closing quote.
  std::size_t require_closing_quote(const YAML::Mark& mark, char quote) {
    std::size_t i = static_cast<std::size_t>(mark.pos) + 1;
    while (i < text_.size()) {
      const char c = text_[i];
      if (quote == '"' && c == '\\') {
        i += 2;
      } else if (c == quote) {
        if (quote == '\'' && i + 1 < text_.size() && text_[i + 1] == '\'') {
          i += 2;  // '' is an escaped single quote
        } else {
          return i;
        }
      } else {
        ++i;
      }
    }
    fail(path_, to_loc(mark), codes::BY014, "unclosed quoted scalar",
         std::string("add the closing ") + quote + " before the end of the value");
  }

  void open(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor, YamlNode::Kind kind) {
    reject_anchor(mark, anchor);
    if (!tag.empty() && tag != "?") reject_tag(mark);
    if (!stack_.empty() && stack_.back().node.is_mapping() && stack_.back().expecting_key)
      fail(path_, to_loc(mark), codes::BY013, "mapping keys must be scalars", "write the key as plain text");
    if (static_cast<int>(stack_.size()) >= limits_.max_depth)
      fail(path_, to_loc(mark), codes::BY008,
           "nesting deeper than " + std::to_string(limits_.max_depth) + " levels",
           "a profile nests at most 6 levels; flatten the structure");
    Frame frame;
    frame.node.kind = kind;
    frame.node.loc = to_loc(mark);
    stack_.push_back(std::move(frame));
  }

  void close() {
    YamlNode node = std::move(stack_.back().node);
    stack_.pop_back();
    attach(std::move(node), YAML::Mark());
  }

  void attach(YamlNode node, const YAML::Mark& mark) {
    if (stack_.empty()) {
      root_ = std::move(node);
      return;
    }
    Frame& parent = stack_.back();
    if (parent.node.is_sequence()) {
      parent.node.items.push_back(std::move(node));
      return;
    }
    if (parent.expecting_key) {
      take_key(parent, node, mark);
      return;
    }
    parent.expecting_key = true;
    if (parent.discard_value) return;
    // An empty value has no position of its own (yaml-cpp marks the next token): point at its key.
    if (node.is_null()) node.loc = parent.pending.loc;
    parent.node.keys.push_back(std::move(parent.pending));
    parent.node.items.push_back(std::move(node));
  }

  void take_key(Frame& parent, const YamlNode& key, const YAML::Mark& mark) {
    if (!key.is_scalar())
      fail(path_, key.is_null() ? to_loc(mark) : key.loc, codes::BY013, "mapping keys must be scalars",
           "write the key as plain text");
    if (key.plain && key.text == "<<")
      fail(path_, key.loc, codes::BY011, "merge keys ('<<') are not allowed",
           "write the merged keys out in full");
    parent.expecting_key = false;
    parent.pending = YamlKey{key.text, key.loc};
    const auto [it, inserted] = parent.seen.emplace(key.text, key.loc);
    parent.discard_value = !inserted;
    if (!inserted)
      findings_->push_back(make_error(path_, key.loc, codes::BS003,
                                      "duplicate key '" + key.text + "' (first at " + loc_text(it->second) + ")",
                                      "remove one of them; yaml would silently keep only one"));
  }

  std::string_view text_;
  const std::string& path_;
  const LoadLimits& limits_;
  std::vector<Diagnostic>* findings_;
  std::vector<Frame> stack_;
  std::optional<YamlNode> root_;
};

// Sees only whether a second document starts, and stops there: its content is never parsed.
class SecondDocumentProbe : public YAML::EventHandler {
 public:
  struct Found {
    YAML::Mark mark;
  };
  void OnDocumentStart(const YAML::Mark& mark) override { throw Found{mark}; }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t, const std::string&) override {}
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {}
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {}
  void OnMapEnd() override {}
};

struct Position {
  std::size_t offset;
  Loc loc;
};

// The first character that is neither blank nor inside a comment.
std::optional<Position> first_content(std::string_view text) {
  uint32_t line = 1;
  std::size_t line_start = 0;
  bool in_comment = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n') {
      ++line, line_start = i + 1, in_comment = false;
    } else if (c == '#') {
      in_comment = true;
    } else if (!in_comment && c != ' ' && c != '\t' && c != '\r') {
      return Position{i, Loc{line, static_cast<uint32_t>(i - line_start + 1)}};
    }
  }
  return std::nullopt;
}

[[noreturn]] void fail_after_document(const std::string& path, const YAML::Mark& mark) {
  fail(path, to_loc(mark), codes::BY007, "content after the end of the document",
       "a profile is one yaml document; remove the '---' or the trailing text");
}

}  // namespace

YamlNode build_tree(std::string_view text, const std::string& path, const LoadLimits& limits,
                    std::vector<Diagnostic>* findings) {
  // yaml-cpp reads from a stream; the copy is bounded by max_bytes (checked before).
  std::istringstream in{std::string(text)};
  YAML::Parser parser(in);
  TreeBuilder builder(text, path, limits, findings);
  bool had_document = false;
  try {
    had_document = parser.HandleNextDocument(builder);
  } catch (const YAML::Exception& e) {
    SyntaxProblem p = explain_syntax_error(text, e.mark.is_null() ? Loc{} : to_loc(e.mark), e.msg);
    fail(path, p.at, codes::BY006, std::move(p.message), std::move(p.hint));
  }
  if (!had_document || !builder.root())
    fail(path, Loc{1, 1}, codes::BY015, "the file holds no yaml document",
         "a profile is a mapping that starts with 'format:'");
  if (builder.root()->is_null()) {
    // yaml-cpp reads a leading ',' as an empty document without consuming it.
    if (const auto comma = first_content(text); comma && text[comma->offset] == ',')
      fail(path, comma->loc, codes::BY006, "unexpected ','", "fix the yaml syntax here");
    fail(path, Loc{1, 1}, codes::BY015, "the document is empty",
         "a profile is a mapping that starts with 'format:'");
  }

  // Exactly one document: ask for a second one, and stop at its first event. Every call is
  // bounded (yaml-cpp's `LoadAll(",")` loops only because it calls again and again).
  SecondDocumentProbe probe;
  try {
    if (parser.HandleNextDocument(probe)) fail_after_document(path, YAML::Mark());
  } catch (const SecondDocumentProbe::Found& found) {
    fail_after_document(path, found.mark);
  } catch (const YAML::Exception& e) {
    fail_after_document(path, e.mark.is_null() ? YAML::Mark() : e.mark);
  }
  return std::move(*builder.root());
}

}  // namespace brief::load
