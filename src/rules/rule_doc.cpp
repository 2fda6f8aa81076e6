// The doc page of a rule, generated from its registry entry: docs/rules/<code>.md is this text
// (a test compares them; the approve-golden step rewrites them).
#include <fmt/format.h>

#include "brief/rules.h"
#include "model/names.h"

namespace brief {
std::string rule_doc(const RuleInfo& r) {
  std::string out = fmt::format("# {} {}\n\n", r.code, r.name);
  out += fmt::format("Family: {}. Default severity: {}. Suppressible inline: {}.\n\n", name_of(r.family()),
                     name_of(r.severity), r.suppressible ? "yes" : "no");
  out += fmt::format("{}{}.\n\n", char(std::toupper(static_cast<unsigned char>(r.summary.front()))), r.summary.substr(1));
  out += fmt::format("## Why\n\n{}\n\n", r.rationale);
  if (!r.suppressible && (r.family() == Family::memory || r.family() == Family::licenses))
    out += "This rule cannot be suppressed with `# brief: ignore[...]`: honesty errors protect the reader "
           "of a brief, not its author.\n\n";
  out += fmt::format("## Bad\n\n```yaml\n{}\n```\n\n## Good\n\n```yaml\n{}\n```\n", r.bad, r.good);
  return out;
}

}  // namespace brief
