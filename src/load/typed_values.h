#pragma once
// Strict readers from a YAML node to one typed value. Each writes the value, its location
// and present=true, or adds a finding (BS002 wrong type, BS005 invalid value) and leaves
// the field as it was. `key` names the field in messages.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "brief/profile.h"
#include "load/schema_findings.h"
#include "load/yaml_tree.h"
#include "model/names.h"

namespace brief::load {

void read_text(const YamlNode& node, const std::string& key, Text& out, SchemaFindings& f);
void read_int(const YamlNode& node, const std::string& key, Located<int64_t>& out, SchemaFindings& f);
void read_bool(const YamlNode& node, const std::string& key, Located<bool>& out, SchemaFindings& f);
void read_bytes(const YamlNode& node, const std::string& key, Located<Bytes>& out, SchemaFindings& f);
void read_count(const YamlNode& node, const std::string& key, Located<Count>& out, SchemaFindings& f);
void read_revision(const YamlNode& node, const std::string& key, Located<Revision>& out, SchemaFindings& f);
void read_decimal(const YamlNode& node, const std::string& key, Located<Decimal>& out, SchemaFindings& f);

// "file-ledger, main-weights, ..." for the BS005 message.
std::string join_names(const std::vector<std::string_view>& names);

// "did you mean 'weights'?" when one allowed value is close to what was written, else
// "use one of the allowed values".
std::string enum_hint(std::string_view written, const std::vector<std::string_view>& names);

// Adds BS002 "expected <what> for '<key>', found <node>".
void wrong_type(const YamlNode& node, const std::string& key, const std::string& what, SchemaFindings& f,
                std::string hint = {});

template <class T, std::size_t N>
void read_enum(const YamlNode& node, const std::string& key, Located<T>& out,
               const EnumName<T> (&table)[N], SchemaFindings& f) {
  std::vector<std::string_view> names;
  for (const auto& entry : table) names.push_back(entry.name);
  if (!node.is_scalar()) {
    wrong_type(node, key, "one of " + join_names(names), f);
    return;
  }
  for (const auto& entry : table) {
    if (entry.name == node.text) {
      out.value = entry.value;
      out.loc = node.loc;
      out.end = node.end;
      out.present = true;
      return;
    }
  }
  f.add(node.loc, codes::BS005,
        "invalid value '" + node.text + "' for '" + key + "' (allowed: " + join_names(names) + ")",
        enum_hint(node.text, names));
}

}  // namespace brief::load
