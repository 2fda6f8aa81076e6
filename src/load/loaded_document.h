#pragma once
// The steps every loaded file shares: raw-text guards, the located tree, the format check,
// and the suppression comments.
#include <string>
#include <string_view>
#include <vector>

#include "brief/load.h"
#include "brief/profile.h"
#include "load/schema_findings.h"
#include "load/map_reader.h"
#include "load/yaml_tree.h"

namespace brief::load {

// One file after the raw-text guards: its text and its located tree.
struct ParsedYaml {
  std::string_view text;  // without a byte-order mark
  YamlNode root;
};

// Throws InputError on the first structural problem; schema findings (duplicate keys)
// go to `f`.
ParsedYaml parse_document(std::string_view text, const std::string& path, const LoadLimits& limits, SchemaFindings& f);

// Reads `format:` (required); any other value than `expected` throws at once (BS005).
void read_format(MapReader& top, Text& out, std::string_view expected, SchemaFindings& f);

// Every `# brief: ignore[CODE] reason` comment of the text.
std::vector<Suppression> scan_suppressions(std::string_view text);

}  // namespace brief::load
