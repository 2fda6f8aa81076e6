#pragma once
// A small JSON Schema validator for the subset schemas/brief.schema.json uses: $ref to
// #/$defs, type, enum, const, oneOf, properties, required, additionalProperties: false,
// items, minimum. An unsupported keyword is itself an error, so the subset cannot silently
// accept what a full validator would reject.
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace brief::test {

class MiniSchema {
 public:
  explicit MiniSchema(nlohmann::json root) : root_(std::move(root)) {}

  // Every violation, as "path: message"; empty when the instance is valid.
  std::vector<std::string> validate(const nlohmann::json& instance) const {
    std::vector<std::string> errors;
    check(root_, instance, "$", errors);
    return errors;
  }

 private:
  static bool has_type(const nlohmann::json& v, const std::string& type) {
    if (type == "string") return v.is_string();
    if (type == "integer") return v.is_number_integer();
    if (type == "number") return v.is_number();
    if (type == "boolean") return v.is_boolean();
    if (type == "object") return v.is_object();
    if (type == "array") return v.is_array();
    return false;  // "null" is never allowed in a brief
  }

  const nlohmann::json& resolve(const std::string& ref) const {
    const std::string prefix = "#/$defs/";
    if (ref.rfind(prefix, 0) != 0) throw std::runtime_error("unsupported $ref " + ref);
    return root_.at("$defs").at(ref.substr(prefix.size()));
  }

  void check(const nlohmann::json& schema, const nlohmann::json& v, const std::string& path,
             std::vector<std::string>& errors) const {
    static const std::set<std::string> known{
        "$schema", "title", "description", "$defs", "$ref", "type", "enum", "const", "oneOf",
        "properties", "required", "additionalProperties", "items", "minimum"};
    for (const auto& [key, _] : schema.items())
      if (!known.count(key)) errors.push_back(path + ": schema keyword not supported: " + key);
    if (v.is_null()) errors.push_back(path + ": null");
    if (schema.contains("$ref")) check(resolve(schema["$ref"]), v, path, errors);
    if (schema.contains("type") && !has_type(v, schema["type"]))
      errors.push_back(path + ": not of type " + schema["type"].get<std::string>());
    if (schema.contains("const") && v != schema["const"])
      errors.push_back(path + ": not " + schema["const"].dump());
    if (schema.contains("enum")) {
      bool found = false;
      for (const auto& option : schema["enum"]) found = found || v == option;
      if (!found) errors.push_back(path + ": " + v.dump() + " not in " + schema["enum"].dump());
    }
    if (schema.contains("minimum") && v.is_number() && v.get<double>() < schema["minimum"].get<double>())
      errors.push_back(path + ": below minimum");
    if (schema.contains("oneOf")) {
      int matches = 0;
      for (const auto& option : schema["oneOf"]) {
        std::vector<std::string> sub;
        check(option, v, path, sub);
        if (sub.empty()) ++matches;
      }
      if (matches != 1) errors.push_back(path + ": matches " + std::to_string(matches) + " of oneOf");
    }
    if (v.is_object()) {
      if (schema.contains("required"))
        for (const auto& key : schema["required"])
          if (!v.contains(key.get<std::string>())) errors.push_back(path + ": missing " + key.get<std::string>());
      const auto props = schema.value("properties", nlohmann::json::object());
      for (const auto& [key, value] : v.items()) {
        if (props.contains(key))
          check(props[key], value, path + "." + key, errors);
        else if (schema.contains("additionalProperties") && schema["additionalProperties"] == false)
          errors.push_back(path + ": unexpected key " + key);
      }
    }
    if (v.is_array() && schema.contains("items"))
      for (std::size_t i = 0; i < v.size(); ++i)
        check(schema["items"], v[i], path + "[" + std::to_string(i) + "]", errors);
  }

  nlohmann::json root_;
};

}  // namespace brief::test
