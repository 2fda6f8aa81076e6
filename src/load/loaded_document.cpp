#include "load/loaded_document.h"

#include "load/diagnostics.h"
#include "load/text_guards.h"

namespace brief::load {

ParsedYaml parse_document(std::string_view text, const std::string& path, const LoadLimits& limits, SchemaFindings& f) {
  ParsedYaml doc;
  doc.text = check_text(text, path, limits);
  doc.root = build_tree(doc.text, path, limits, &f.list());
  return doc;
}

void read_format(MapReader& top, Text& out, std::string_view expected, SchemaFindings& f) {
  top.text("format", out, Need::required);
  if (!out.present || out.value == expected) return;
  std::string hint = "write 'format: " + std::string(expected) + "'";
  if (out.value == "brief-hardware/v1") hint = "this file is a hardware entry, not a profile";
  if (out.value == "brief/v1") hint = "this file is a profile, not a hardware entry";
  // Fatal: the keys of another format would only bury this one finding under noise.
  fail(f.path(), out.loc, codes::BS005, "unsupported format '" + out.value + "' (expected " + std::string(expected) + ")",
       std::move(hint));
}

}  // namespace brief::load
