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
  if (out.present && out.value == expected) return;
  // A file that does not say it is brief's (a netrc, a compose file named by mistake) is not
  // read further: its keys and values would land in the messages. One finding that names
  // no text of it ends the load, dropping the findings so far (a duplicate key's name); the
  // reporters quote no line of such a file either.
  if (!is_brief_format(out.present ? std::optional(out.value) : std::nullopt)) {
    fail(f.path(), out.present ? out.loc : Loc{}, out.present ? codes::BS005 : codes::BS004,
         out.present ? "unsupported format: its value is not a brief format (not shown); not read further"
                     : "missing required field 'format' in " + top.what() + ": the file does not say it is brief's; not read further",
         "a " + top.what() + " starts with 'format: " + std::string(expected) + "'");
  }
  std::string hint = "write 'format: " + std::string(expected) + "'";
  if (out.value == "brief-hardware/v1") hint = "this file is a hardware entry, not a profile";
  if (out.value == "brief/v1") hint = "this file is a profile, not a hardware entry";
  // Fatal: the keys of another format would only bury this one finding under noise.
  fail(f.path(), out.loc, codes::BS005, "unsupported format '" + out.value + "' (expected " + std::string(expected) + ")",
       std::move(hint));
}

}  // namespace brief::load
