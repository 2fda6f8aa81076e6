#pragma once
// Reads one YAML mapping of the schema. Every key the code asks for is an allowed key; when
// the reader is done, any other key of the mapping is reported (BS001) with a did-you-mean
// over the allowed ones. A missing required key is BS004.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "load/schema_findings.h"
#include "load/typed_values.h"
#include "load/yaml_tree.h"

namespace brief::load {

enum class Need { optional, required };

class MapReader {
 public:
  // `what` names the mapping in messages ("component", "profile"). A node that is not a
  // mapping is reported once and every later call finds nothing.
  MapReader(const YamlNode& node, std::string what, SchemaFindings& f, const std::string& key = {});
  ~MapReader();
  MapReader(const MapReader&) = delete;
  MapReader& operator=(const MapReader&) = delete;

  bool ok() const { return node_ != nullptr; }
  const std::string& what() const { return what_; }
  SchemaFindings& findings() { return *f_; }

  // The value of `key`, or nullptr when absent (then BS004 when required).
  const YamlNode* get(std::string_view key, Need need = Need::optional);

  void text(std::string_view key, Text& out, Need need = Need::optional);
  void integer(std::string_view key, Located<int64_t>& out, Need need = Need::optional);
  void boolean(std::string_view key, Located<bool>& out, Need need = Need::optional);
  void bytes(std::string_view key, Located<Bytes>& out, Need need = Need::optional);
  void count(std::string_view key, Located<Count>& out, Need need = Need::optional);
  void revision(std::string_view key, Located<Revision>& out, Need need = Need::optional);
  void decimal(std::string_view key, Located<Decimal>& out, Need need = Need::optional);
  void texts(std::string_view key, TextList& out, Need need = Need::optional);
  template <class T, std::size_t N>
  void enumeration(std::string_view key, Located<T>& out, const EnumName<T> (&table)[N],
                   Need need = Need::optional) {
    if (const YamlNode* v = get(key, need)) read_enum(*v, std::string(key), out, table, *f_);
  }
  // A sequence: calls item() for each element (of any kind; item() checks it).
  void list(std::string_view key, const std::function<void(const YamlNode&)>& item,
            Need need = Need::optional);

  // Reports keys nobody asked for. Called by the destructor when not called before.
  void finish();

 private:
  const YamlNode* node_ = nullptr;
  std::string what_;
  SchemaFindings* f_;
  std::vector<std::string_view> allowed_;
  bool finished_ = false;
};

// Levenshtein distance, for did-you-mean hints.
std::size_t edit_distance(std::string_view a, std::string_view b);

}  // namespace brief::load
