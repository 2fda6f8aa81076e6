// One pass over libyaml's events into a located tree, with the structural guards applied
// as the events arrive (so a hostile document stops at its first bad event). libyaml is a
// C parser whose event API is all the loader needs: it parses the catalog about 8x faster
// than yaml-cpp did (docs/performance.md). Before it, brief read yaml-cpp's events; where the
// two parsers differ, this file keeps what brief reported then (locations counted in bytes,
// null for `~` and `null`, the position of an empty item, yaml-cpp's wording for the same
// syntax error).
#include "load/yaml_tree.h"
#include "load/syntax_hints.h"

#include <yaml.h>

#include <algorithm>
#include <cstdio>
#include <new>
#include <optional>
#include <unordered_map>

#include "brief/terminal.h"  // decode_utf8_at
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

// A position in the text: its byte offset and its 1-based line:col, the column counting bytes.
struct Mark {
  std::size_t pos = 0;
  Loc loc;
};

// libyaml's marks count characters (code points); brief's locations count bytes, as
// yaml-cpp's did, so a column means the same in every message and in the text guards
// (text_guards.h). One cursor walks the text as the marks arrive: event marks only grow, so a
// whole parse converts in one pass; an earlier mark (an error's context) walks back. The
// text is valid UTF-8 (check_text ran first).
class ByteMarks {
 public:
  explicit ByteMarks(std::string_view text) : text_(text) {}

  Mark at(const yaml_mark_t& mark) {
    while (chars_ < mark.index && pos_ < text_.size()) forward();
    while (chars_ > mark.index && pos_ > 0) back();
    return here();
  }

  // The byte offset `to`, at or after the cursor, without moving it.
  Mark at_byte(std::size_t to) const {
    Mark m = here();
    for (std::size_t i = m.pos; i < to && i < text_.size(); ++i) {
      if (text_[i] == '\n') {
        ++m.loc.line;
        m.loc.col = 1;
      } else {
        ++m.loc.col;
      }
    }
    m.pos = std::min(to, text_.size());
    return m;
  }

 private:
  Mark here() const { return Mark{pos_, Loc{line_, static_cast<uint32_t>(pos_ - line_start_ + 1)}}; }

  void forward() {
    const auto c = static_cast<unsigned char>(text_[pos_]);
    if (c == '\n') {
      ++line_;
      line_start_ = pos_ + 1;
    }
    pos_ += c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    pos_ = std::min(pos_, text_.size());
    ++chars_;
  }

  void back() {
    --pos_;
    while (pos_ > 0 && (static_cast<unsigned char>(text_[pos_]) & 0xC0) == 0x80) --pos_;
    --chars_;
    if (text_[pos_] == '\n') {
      --line_;
      const std::size_t nl = pos_ == 0 ? std::string_view::npos : text_.rfind('\n', pos_ - 1);
      line_start_ = nl == std::string_view::npos ? 0 : nl + 1;
    }
  }

  std::string_view text_;
  std::size_t chars_ = 0;  // code points before pos_
  std::size_t pos_ = 0;
  uint32_t line_ = 1;
  std::size_t line_start_ = 0;
};

// Owns a libyaml parser over the text and the event it produced last; both are freed on every
// way out, a thrown InputError included.
class EventReader {
 public:
  explicit EventReader(std::string_view text) {
    if (!yaml_parser_initialize(&parser_)) throw std::bad_alloc();
    // libyaml asserts a non-null input, which an empty view need not have.
    const char* bytes = text.data() ? text.data() : "";
    yaml_parser_set_input_string(&parser_, reinterpret_cast<const unsigned char*>(bytes), text.size());
    yaml_parser_set_encoding(&parser_, YAML_UTF8_ENCODING);  // check_text read it as UTF-8
  }
  EventReader(const EventReader&) = delete;
  EventReader& operator=(const EventReader&) = delete;
  ~EventReader() {
    clear();
    yaml_parser_delete(&parser_);
  }

  // The next event, or nullptr at a syntax error (parser() says which).
  const yaml_event_t* next() {
    clear();
    if (!yaml_parser_parse(&parser_, &event_)) return nullptr;
    has_event_ = true;
    return &event_;
  }
  const yaml_parser_t& parser() const { return parser_; }

 private:
  void clear() {
    if (has_event_) yaml_event_delete(&event_);
    has_event_ = false;
  }

  yaml_parser_t parser_{};
  yaml_event_t event_{};
  bool has_event_ = false;
};

std::string_view as_text(const yaml_char_t* s) { return s ? reinterpret_cast<const char*>(s) : std::string_view{}; }
std::string_view as_text(const char* s) { return s ? std::string_view(s) : std::string_view{}; }

// The whole UTF-8 character at byte `pos` (the text is valid UTF-8: check_text).
std::string_view char_at(std::string_view text, std::size_t pos) {
  if (pos >= text.size()) return {};
  char32_t cp = 0;
  return text.substr(pos, std::max<std::size_t>(decode_utf8_at(text, pos, &cp), 1));
}

// The character at byte `pos` as a message shows it: 'x', tab, end of the file.
std::string char_words(std::string_view text, std::size_t pos) {
  if (pos >= text.size()) return "end of the file";
  if (text[pos] == '\t') return "tab";
  if (text[pos] == '\n' || text[pos] == '\r') return "end of the line";
  return "'" + std::string(char_at(text, pos)) + "'";
}

// The name written after an anchor's '&' (or an alias's '*') at byte `pos`, up to a blank or
// a flow indicator: yaml-cpp took any such name, libyaml only letters, digits, '-' and '_'.
std::string_view written_name(std::string_view text, std::size_t pos) {
  std::size_t end = pos + 1;
  while (end < text.size() && std::string_view(" \t\r\n,[]{}").find(text[end]) == std::string_view::npos) ++end;
  return text.substr(pos + 1, end - pos - 1);
}

// libyaml's problems in the words yaml-cpp used for the same mistake, so a message reads as it
// did; the others are libyaml's own.
std::string syntax_message(std::string_view problem) {
  static const std::pair<std::string_view, std::string_view> kSame[] = {
      {"did not find expected ',' or ']'", "end of sequence flow not found"},
      {"did not find expected ',' or '}'", "end of map flow not found"},
      {"did not find expected key", "end of map not found"},
      {"did not find expected '-' indicator", "end of sequence not found"},
      {"mapping values are not allowed in this context", "illegal map value"},
      {"block sequence entries are not allowed in this context", "illegal block entry"},
      {"mapping keys are not allowed in this context", "illegal map key"},
      {"found unexpected document indicator", "illegal document indicator in scalar"},
      {"did not find expected hexdecimal number", "bad character found while scanning hex number"},
      {"found an indentation indicator equal to 0", "cannot set zero indentation for a block scalar"},
      {"found a tab character that violates indentation", "illegal tab when looking for indentation"},
      {"found a tab character where an indentation space is expected", "illegal tab when looking for indentation"},
      {"did not find expected comment or line break", "unexpected character in block scalar"},
      {"found duplicate %YAML directive", "repeated YAML directive"},
      {"found duplicate %TAG directive", "repeated TAG directive"},
  };
  for (const auto& [libyaml, words] : kSame)
    if (problem == libyaml) return std::string(words);
  return std::string(problem);
}

// `hint` replaces the general one when the text shows no likelier mistake (syntax_hints.h).
[[noreturn]] void fail_syntax(const std::string& path, std::string_view text, Loc at, const std::string& message,
                              std::string_view hint = {}) {
  SyntaxProblem p = explain_syntax_error(text, at, message);
  if (!hint.empty() && p.message == message) p.hint = hint;
  fail(path, p.at, codes::BY006, std::move(p.message), std::move(p.hint));
}

[[noreturn]] void fail_anchor(const std::string& path, Loc at, std::string_view name) {
  fail(path, at, codes::BY009, "anchors are not allowed ('&" + std::string(name) + "')",
       "write each value out in full; a profile is read as written");
}

// Quotes the tag as written ("!!str"), not as the parser resolved it.
[[noreturn]] void fail_tag(const std::string& path, std::string_view text, const Mark& mark) {
  std::size_t end = mark.pos;
  while (end < text.size() && text[end] != ' ' && text[end] != '\t' && text[end] != '\n' && text[end] != '\r' &&
         end - mark.pos < 40)
    ++end;
  const std::string written(text.substr(mark.pos, end - mark.pos));
  fail(path, mark.loc, codes::BY012, "explicit tags are not allowed ('" + written + "')",
       "remove the tag; each key's type is fixed by the format");
}

// A syntax error libyaml stopped at, located and worded for the author.
[[noreturn]] void fail_parse(const yaml_parser_t& parser, std::string_view text, ByteMarks& marks,
                             const std::string& path) {
  const std::string_view problem = as_text(parser.problem);
  const std::string_view context = as_text(parser.context);
  if (parser.error == YAML_READER_ERROR) {
    // The reader decodes ahead of the scanner and locates by byte offset. Valid UTF-8 reaches
    // it (check_text), so this is a character YAML does not allow: U+FFFE or U+FFFF.
    const Loc at = ByteMarks(text).at_byte(parser.problem_offset).loc;
    char cp[16];
    std::snprintf(cp, sizeof cp, "U+%04X", static_cast<unsigned>(parser.problem_value));
    fail(path, at, codes::BY006,
         parser.problem_value >= 0 ? "character " + std::string(cp) + " is not allowed in yaml" : std::string(problem),
         "remove it; yaml allows no noncharacter or control character");
  }
  if (parser.error == YAML_MEMORY_ERROR) throw std::bad_alloc();
  if (context == "while scanning a quoted scalar" && problem == "found unexpected end of stream") {
    // yaml-cpp read a quote that never closes as running to the end of the text when a
    // newline follows it (BY014, at the quote), and as a syntax error at the end otherwise.
    const Mark quote = marks.at(parser.context_mark);
    if (text.find('\n', quote.pos) != std::string_view::npos)
      fail(path, quote.loc, codes::BY014, "unclosed quoted scalar",
           std::string("add the closing ") + text[quote.pos] + " before the end of the value");
    fail_syntax(path, text, marks.at(parser.problem_mark).loc, "illegal EOF in scalar");
  }
  if (context == "while scanning a simple key") {
    // "could not find expected ':'" once the line is over: the mistake is the key itself.
    // (yaml-cpp read a lone word at a key's indentation as a key with an empty value.)
    fail_syntax(path, text, marks.at(parser.context_mark).loc, std::string(problem),
                "write 'key: value', or indent the line to continue the value above it");
  }
  // Anchors, aliases and tags libyaml cannot scan: yaml-cpp scanned more of them, and brief
  // refused them as it refuses every anchor, alias and tag.
  if (context == "while scanning an anchor" || context == "while scanning an alias") {
    const Mark start = marks.at(parser.context_mark);
    const std::string_view name = written_name(text, start.pos);
    if (name.empty())
      fail_syntax(path, text, start.loc,
                  context == "while scanning an anchor" ? "anchor not found after &" : "alias not found after *");
    if (context == "while scanning an anchor") fail_anchor(path, start.loc, name);
    fail_syntax(path, text, start.loc, "the referenced anchor is not defined");
  }
  if (problem == "did not find the expected '>'")
    fail_syntax(path, text, marks.at(parser.problem_mark).loc, "end of verbatim tag not found");
  if (problem == "did not find expected tag URI")
    fail_syntax(path, text, marks.at(parser.problem_mark).loc, "tag handle with no suffix");
  if (context == "while scanning a tag" || context == "while parsing a tag")
    fail_tag(path, text, marks.at(parser.context_mark));
  if (problem == "found undefined tag handle") fail_tag(path, text, marks.at(parser.problem_mark));
  const Mark at = marks.at(parser.problem_mark);
  if (problem == "found unknown escape character") {
    if (at.pos + 1 >= text.size()) fail_syntax(path, text, marks.at_byte(text.size()).loc, "illegal EOF in scalar");
    fail_syntax(path, text, at.loc, "unknown escape character: " + std::string(char_at(text, at.pos + 1)));
  }
  if (problem == "did not find expected node content" || problem == "found character that cannot start any token")
    fail_syntax(path, text, at.loc, "unexpected " + char_words(text, at.pos));
  fail_syntax(path, text, at.loc, syntax_message(problem));
}

class TreeBuilder {
 public:
  TreeBuilder(std::string_view text, const std::string& path, const LoadLimits& limits,
              std::vector<Diagnostic>* findings, ByteMarks& marks)
      : text_(text), path_(path), limits_(limits), findings_(findings), marks_(marks) {}

  std::optional<YamlNode>& root() { return root_; }

  void on(const yaml_event_t& e) {
    switch (e.type) {
      case YAML_SCALAR_EVENT: return on_scalar(e);
      case YAML_SEQUENCE_START_EVENT:
        return open(marks_.at(e.start_mark), e.data.sequence_start.anchor, e.data.sequence_start.tag,
                    YamlNode::Kind::sequence);
      case YAML_MAPPING_START_EVENT:
        return open(marks_.at(e.start_mark), e.data.mapping_start.anchor, e.data.mapping_start.tag,
                    YamlNode::Kind::mapping);
      case YAML_SEQUENCE_END_EVENT:
      case YAML_MAPPING_END_EVENT: return close();
      case YAML_ALIAS_EVENT:
        // Every anchor is refused where it is declared (BY009), so an alias here names none:
        // the syntax error yaml-cpp gave for it.
        return fail_syntax(path_, text_, marks_.at(e.start_mark).loc, "the referenced anchor is not defined");
      default: return;
    }
  }

 private:
  struct Frame {
    YamlNode node;
    bool expecting_key = true;
    bool discard_value = false;  // the pending key was a duplicate
    YamlKey pending;
    std::unordered_map<std::string, Loc> seen;
  };

  void on_scalar(const yaml_event_t& e) {
    const auto& s = e.data.scalar;
    const Mark mark = marks_.at(e.start_mark);
    reject_anchor(mark, s.anchor);
    if (s.tag) reject_tag(mark);
    const std::string_view value(reinterpret_cast<const char*>(s.value), s.length);
    YamlNode node;
    node.loc = mark.loc;
    if (s.style == YAML_PLAIN_SCALAR_STYLE &&
        (value.empty() || value == "~" || value == "null" || value == "Null" || value == "NULL")) {
      // Null as yaml-cpp read it (these words, or nothing). An empty value is located at the
      // token after it, as yaml-cpp's was; libyaml marks the end of the indicator before it.
      if (value.empty()) node.loc = next_token(mark).loc;
      return attach(std::move(node));
    }
    node.kind = YamlNode::Kind::scalar;
    node.text = value;
    node.plain = s.style == YAML_PLAIN_SCALAR_STYLE;
    if (s.style == YAML_SINGLE_QUOTED_SCALAR_STYLE || s.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE) {
      node.end = end_on_line(mark.pos, marks_.at(e.end_mark).pos - 1, node.loc);  // the closing quote
    } else if (s.style == YAML_LITERAL_SCALAR_STYLE || s.style == YAML_FOLDED_SCALAR_STYLE) {
      node.loc = block_text_loc(mark);
      node.end = block_last_line_end(node.loc);
    } else if (value.find('\n') == std::string::npos && text_.substr(mark.pos).starts_with(value)) {
      node.end = Loc{node.loc.line, node.loc.col + static_cast<uint32_t>(value.size()) - 1};
    }
    attach(std::move(node));
  }

  // The first token at or after `from`: past blanks, line breaks and comments. At the end of
  // the text, the start of its last line when that line is not empty (yaml-cpp's end-of-text
  // mark).
  Mark next_token(const Mark& from) const {
    std::size_t i = from.pos;
    while (i < text_.size()) {
      const char c = text_[i];
      if (c == '#') {
        i = text_.find('\n', i);
        if (i == std::string_view::npos) i = text_.size();
      } else if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
        ++i;
      } else {
        break;
      }
    }
    Mark at = marks_.at_byte(i);
    if (i >= text_.size()) at.loc.col = 1;
    return at;
  }

  // A block scalar's text starts on the line after its `|` / `>-` indicator: a finding on
  // the value points there, not at the indicator.
  Loc block_text_loc(const Mark& mark) const {
    Loc at = mark.loc;
    std::size_t pos = text_.find('\n', mark.pos);
    while (pos != std::string_view::npos) {
      ++pos;
      ++at.line;
      std::size_t first = pos;
      while (first < text_.size() && text_[first] == ' ') ++first;
      if (first >= text_.size()) break;
      if (text_[first] != '\n' && text_[first] != '\r') return Loc{at.line, static_cast<uint32_t>(first - pos + 1)};
      pos = text_[first] == '\r' ? first + 1 : first;  // at the blank line's '\n'
    }
    return mark.loc;  // an empty block scalar: the indicator is all there is
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

  void reject_anchor(const Mark& mark, const yaml_char_t* anchor) {
    if (anchor) fail_anchor(path_, mark.loc, as_text(anchor));
  }

  void reject_tag(const Mark& mark) { fail_tag(path_, text_, mark); }

  void open(const Mark& mark, const yaml_char_t* anchor, const yaml_char_t* tag, YamlNode::Kind kind) {
    reject_anchor(mark, anchor);
    if (tag) reject_tag(mark);
    if (!stack_.empty() && stack_.back().node.is_mapping() && stack_.back().expecting_key)
      fail(path_, mark.loc, codes::BY013, "mapping keys must be scalars", "write the key as plain text");
    // Before the frame is pushed: the guard bounds the stack, whatever the text's depth.
    if (static_cast<int>(stack_.size()) >= limits_.max_depth)
      fail(path_, mark.loc, codes::BY008,
           "nesting deeper than " + std::to_string(limits_.max_depth) + " levels",
           "a profile nests at most 6 levels; flatten the structure");
    Frame frame;
    frame.node.kind = kind;
    frame.node.loc = mark.loc;
    stack_.push_back(std::move(frame));
  }

  void close() {
    YamlNode node = std::move(stack_.back().node);
    stack_.pop_back();
    attach(std::move(node));
  }

  void attach(YamlNode node) {
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
      take_key(parent, node);
      return;
    }
    parent.expecting_key = true;
    if (parent.discard_value) return;
    // An empty value has no position of its own (the token after it): point at its key.
    if (node.is_null()) node.loc = parent.pending.loc;
    parent.node.keys.push_back(std::move(parent.pending));
    parent.node.items.push_back(std::move(node));
  }

  void take_key(Frame& parent, const YamlNode& key) {
    if (!key.is_scalar())
      fail(path_, key.loc, codes::BY013, "mapping keys must be scalars", "write the key as plain text");
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
  ByteMarks& marks_;
  std::vector<Frame> stack_;
  std::optional<YamlNode> root_;
};

}  // namespace

YamlNode build_tree(std::string_view text, const std::string& path, const LoadLimits& limits,
                    std::vector<Diagnostic>* findings) {
  EventReader reader(text);
  ByteMarks marks(text);
  TreeBuilder builder(text, path, limits, findings, marks);
  auto next = [&] {
    const yaml_event_t* e = reader.next();
    if (!e) fail_parse(reader.parser(), text, marks, path);
    return e;
  };
  const yaml_event_t* e = next();  // STREAM-START
  e = next();
  if (e->type == YAML_STREAM_END_EVENT)
    fail(path, Loc{1, 1}, codes::BY015, "the file holds no yaml document",
         "a profile is a mapping that starts with 'format:'");
  for (e = next(); e->type != YAML_DOCUMENT_END_EVENT; e = next()) builder.on(*e);
  if (!builder.root() || builder.root()->is_null())
    fail(path, Loc{1, 1}, codes::BY015, "the document is empty",
         "a profile is a mapping that starts with 'format:'");

  // Exactly one document: read one event past its end, and stop there; whatever follows
  // (a '---', trailing text, a syntax error in it) is never parsed.
  const yaml_event_t* after = reader.next();
  if (!after && reader.parser().error == YAML_READER_ERROR) fail_parse(reader.parser(), text, marks, path);
  if (!after || after->type != YAML_STREAM_END_EVENT) {
    const Loc at = after ? marks.at(after->start_mark).loc : marks.at(reader.parser().problem_mark).loc;
    fail(path, at, codes::BY007, "content after the end of the document",
         "a profile is one yaml document; remove the '---' or the trailing text");
  }
  return std::move(*builder.root());
}

}  // namespace brief::load
