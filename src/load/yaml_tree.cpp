// One pass over yaml-cpp's events into a located tree, with the structural guards applied
// as the events arrive (so a hostile document stops at its first bad event).
#include "load/yaml_tree.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

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
    fail(path_, to_loc(mark), "BY010", "aliases are not allowed",
         "write the value out in full; a profile is read as written");
  }

  void OnAnchor(const YAML::Mark& mark, const std::string& name) override {
    fail(path_, to_loc(mark), "BY009", "anchors are not allowed ('&" + name + "')",
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
        require_closing_quote(mark, first);
      } else if (first != '|' && first != '>') {
        reject_tag(mark);
      }
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

  char char_at(int pos) const {
    return pos >= 0 && static_cast<std::size_t>(pos) < text_.size() ? text_[static_cast<std::size_t>(pos)] : '\0';
  }

  void reject_anchor(const YAML::Mark& mark, YAML::anchor_t anchor) {
    if (anchor != 0)
      fail(path_, to_loc(mark), "BY009", "anchors are not allowed",
           "write each value out in full; a profile is read as written");
  }

  void reject_tag(const YAML::Mark& mark) {
    // Quote the tag as written ("!!str"), not as yaml-cpp resolved it.
    std::size_t end = static_cast<std::size_t>(mark.pos);
    while (end < text_.size() && text_[end] != ' ' && text_[end] != '\t' && text_[end] != '\n' &&
           text_[end] != '\r' && end - static_cast<std::size_t>(mark.pos) < 40)
      ++end;
    const std::string written(text_.substr(static_cast<std::size_t>(mark.pos), end - static_cast<std::size_t>(mark.pos)));
    fail(path_, to_loc(mark), "BY012", "explicit tags are not allowed ('" + written + "')",
         "remove the tag; each key's type is fixed by the format");
  }

  // yaml-cpp accepts a double- or single-quoted scalar that never closes when a newline
  // follows it, swallowing every later line; the closing quote must exist in the raw text.
  void require_closing_quote(const YAML::Mark& mark, char quote) {
    std::size_t i = static_cast<std::size_t>(mark.pos) + 1;
    while (i < text_.size()) {
      const char c = text_[i];
      if (quote == '"' && c == '\\') {
        i += 2;
      } else if (c == quote) {
        if (quote == '\'' && i + 1 < text_.size() && text_[i + 1] == '\'') {
          i += 2;  // '' is an escaped single quote
        } else {
          return;
        }
      } else {
        ++i;
      }
    }
    fail(path_, to_loc(mark), "BY014", "unclosed quoted scalar",
         std::string("add the closing ") + quote + " before the end of the value");
  }

  void open(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor, YamlNode::Kind kind) {
    reject_anchor(mark, anchor);
    if (!tag.empty() && tag != "?") reject_tag(mark);
    if (!stack_.empty() && stack_.back().node.is_mapping() && stack_.back().expecting_key)
      fail(path_, to_loc(mark), "BY013", "mapping keys must be scalars", "write the key as plain text");
    if (static_cast<int>(stack_.size()) >= limits_.max_depth)
      fail(path_, to_loc(mark), "BY008",
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
      fail(path_, key.is_null() ? to_loc(mark) : key.loc, "BY013", "mapping keys must be scalars",
           "write the key as plain text");
    if (key.plain && key.text == "<<")
      fail(path_, key.loc, "BY011", "merge keys ('<<') are not allowed",
           "write the merged keys out in full");
    parent.expecting_key = false;
    parent.pending = YamlKey{key.text, key.loc};
    const auto [it, inserted] = parent.seen.emplace(key.text, key.loc);
    parent.discard_value = !inserted;
    if (!inserted)
      findings_->push_back(make_error(path_, key.loc, "BS003",
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

std::string lowercase_first(std::string s) {
  if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z') s[0] = static_cast<char>(s[0] - 'A' + 'a');
  return s;
}

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
  fail(path, to_loc(mark), "BY007", "content after the end of the document",
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
    fail(path, e.mark.is_null() ? Loc{} : to_loc(e.mark), "BY006", lowercase_first(e.msg),
         "fix the yaml syntax here");
  }
  if (!had_document || !builder.root())
    fail(path, Loc{1, 1}, "BY015", "the file holds no yaml document",
         "a profile is a mapping that starts with 'format:'");
  if (builder.root()->is_null()) {
    // yaml-cpp reads a leading ',' as an empty document without consuming it.
    if (const auto comma = first_content(text); comma && text[comma->offset] == ',')
      fail(path, comma->loc, "BY006", "unexpected ','", "fix the yaml syntax here");
    fail(path, Loc{1, 1}, "BY015", "the document is empty",
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
