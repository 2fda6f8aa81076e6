#pragma once
// A located YAML tree, built in one pass from libyaml's event API. Internal to src/load:
// nothing outside the loader sees a YAML type. Every node keeps its 1-based line:col.
#include <string>
#include <string_view>
#include <vector>

#include "brief/diagnostic.h"
#include "brief/load.h"
#include "brief/location.h"

namespace brief::load {

struct YamlKey {
  std::string text;
  Loc loc;
};

struct YamlNode {
  enum class Kind { null, scalar, sequence, mapping };
  Kind kind = Kind::null;
  Loc loc;
  Loc end;                      // scalars: inclusive end as written, quotes included, when
                                // on the line of loc (line 0: unknown or several lines)
  std::string text;             // scalars only
  bool plain = true;            // scalars: false when quoted or a block scalar (| >)
  std::vector<YamlKey> keys;    // mappings: keys in file order, parallel to items
  std::vector<YamlNode> items;  // sequence items, or mapping values

  bool is_null() const { return kind == Kind::null; }
  bool is_scalar() const { return kind == Kind::scalar; }
  bool is_sequence() const { return kind == Kind::sequence; }
  bool is_mapping() const { return kind == Kind::mapping; }
};

// "a string", "a mapping", ... for "expected X, found Y" messages.
std::string describe(const YamlNode& node);

// Parses exactly one YAML document of `text` (already through check_text). Structural
// problems (syntax, anchors, aliases, tags, depth, several documents, unclosed quotes) throw
// InputError at once; duplicate keys are appended to *findings (the first value is kept)
// so the schema pass can report them with everything else.
YamlNode build_tree(std::string_view text, const std::string& path, const LoadLimits& limits,
                    std::vector<Diagnostic>* findings);

}  // namespace brief::load
