#include "load/map_reader.h"

#include <algorithm>

namespace brief::load {

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

MapReader::MapReader(const YamlNode& node, std::string what, SchemaFindings& f, const std::string& key)
    : what_(std::move(what)), f_(&f) {
  if (node.is_mapping()) {
    node_ = &node;
  } else if (key.empty()) {
    // The text of a document that is not a mapping is not quoted: it is not brief's (a netrc
    // named by --config would otherwise land in the log).
    f.add(node.loc, codes::BS002,
          "expected a mapping at the top level, found " +
              (node.kind == YamlNode::Kind::scalar ? std::string("a scalar") : describe(node)),
          "a " + what_ + " is a mapping of keys, starting with 'format:'");
  } else {
    wrong_type(node, key, "a mapping", f);
  }
}

MapReader::~MapReader() {
  if (!finished_) finish();
}

const YamlNode* MapReader::get(std::string_view key, Need need) {
  allowed_.push_back(key);
  if (!node_) return nullptr;
  for (std::size_t i = 0; i < node_->keys.size(); ++i)
    if (node_->keys[i].text == key) return &node_->items[i];
  if (need == Need::required)
    f_->add(node_->loc, codes::BS004, "missing required field '" + std::string(key) + "' in " + what_,
            "add '" + std::string(key) + ":'; see docs/profile-format.md");
  return nullptr;
}

void MapReader::text(std::string_view key, Text& out, Need need) {
  if (const YamlNode* v = get(key, need)) read_text(*v, std::string(key), out, *f_);
}
void MapReader::integer(std::string_view key, Located<int64_t>& out, Need need) {
  if (const YamlNode* v = get(key, need)) read_int(*v, std::string(key), out, *f_);
}
void MapReader::boolean(std::string_view key, Located<bool>& out, Need need) {
  if (const YamlNode* v = get(key, need)) read_bool(*v, std::string(key), out, *f_);
}
void MapReader::bytes(std::string_view key, Located<Bytes>& out, Need need) {
  if (const YamlNode* v = get(key, need)) read_bytes(*v, std::string(key), out, *f_);
}
void MapReader::count(std::string_view key, Located<Count>& out, Need need) {
  if (const YamlNode* v = get(key, need)) read_count(*v, std::string(key), out, *f_);
}
void MapReader::revision(std::string_view key, Located<Revision>& out, Need need) {
  if (const YamlNode* v = get(key, need)) read_revision(*v, std::string(key), out, *f_);
}
void MapReader::decimal(std::string_view key, Located<Decimal>& out, Need need) {
  if (const YamlNode* v = get(key, need)) read_decimal(*v, std::string(key), out, *f_);
}

void MapReader::texts(std::string_view key, TextList& out, Need need) {
  list(key, [&](const YamlNode& item) {
    Text t;
    read_text(item, "an item of '" + std::string(key) + "'", t, *f_);
    if (t.present) out.push_back(std::move(t));
  }, need);
}

void MapReader::list(std::string_view key, const std::function<void(const YamlNode&)>& item, Need need) {
  const YamlNode* v = get(key, need);
  if (!v) return;
  if (!v->is_sequence()) return wrong_type(*v, std::string(key), "a sequence", *f_);
  for (const YamlNode& element : v->items) item(element);
}

void MapReader::finish() {
  finished_ = true;
  if (!node_) return;
  for (const YamlKey& key : node_->keys) {
    if (std::find(allowed_.begin(), allowed_.end(), key.text) != allowed_.end()) continue;
    std::string_view best;
    std::size_t best_distance = std::string_view::npos;
    for (std::string_view candidate : allowed_) {
      const std::size_t d = edit_distance(key.text, candidate);
      if (d < best_distance) best_distance = d, best = candidate;
    }
    const bool close = best_distance <= std::max<std::size_t>(2, key.text.size() / 3);
    f_->add(key.loc, codes::BS001, "unknown key '" + key.text + "' in " + what_,
            close ? "did you mean '" + std::string(best) + "'?" : "allowed keys: " + join_names(allowed_));
    // Underline the whole key, not its first letter.
    if (!key.text.empty() && key.text.find('\n') == std::string::npos)
      f_->list().back().end = Loc{key.loc.line, key.loc.col + static_cast<uint32_t>(key.text.size()) - 1};
  }
}

}  // namespace brief::load
