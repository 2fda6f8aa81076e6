// BC701 placeholder-left: a `FILL IN` placeholder of `brief new` is still in the profile.
#include <fmt/format.h>

#include "derive/prose.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bc701 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

// The marker templates/new-profile.yaml puts wherever the author must write a fact.
constexpr std::string_view kPlaceholder = "FILL IN";

constexpr RuleInfo kInfo{
    .code = Code{"BC701"},
    .name = "placeholder-left",
    .severity = Severity::error,
    .summary = "a `FILL IN` placeholder from `brief new` is still in the profile or hardware entry",
    .rationale =
        "`brief new` scaffolds a profile whose every unknown is explicit, and marks with `FILL "
        "IN` the facts only the author can supply (title, summary, repositories). A brief "
        "rendered with a placeholder in it would present scaffolding as a source's words.",
    .bad = "title: \"FILL IN: model on hardware\"",
    .good = "title: GLM-5.3-Flash on 2 DGX Sparks",
    // A scaffold never passes CI: an `ignore[BC701]` would let scaffolding reach a reader.
    .suppressible = false,
};

void report(const std::vector<const Text*>& fields, Findings& out) {
  for (const Text* f : fields) {
    if (!f->present || f->value.find(kPlaceholder) == std::string::npos) continue;
    out.add(*f, fmt::format("placeholder left: '{}'", f->value.size() > 60 ? f->value.substr(0, 57) + "..." : f->value),
            "write the fact the source gives here, or remove the field if the format allows");
  }
}

void check(const RuleContext& ctx, Findings& out) {
  const Profile& p = ctx.profile;
  // Prose (title, summary, placements, notes, pin repos ...) and the names the template leaves open.
  std::vector<const Text*> fields = prose_fields(p);
  for (const auto& l : p.licenses) fields.push_back(&l.target);
  report(fields, out);
}

// `brief new --hardware` leaves the name, each pool's id, kind and sources, and the entry's
// sources open: a profile on such an entry would render the scaffolding as hardware facts.
void check_hardware(const Hardware& h, Findings& out) {
  std::vector<const Text*> fields = prose_fields(h);
  for (const auto& pool : h.pools) {
    fields.push_back(&pool.id);
    fields.push_back(&pool.kind_placeholder);
    fields.push_back(&pool.bandwidth);
  }
  report(fields, out);
}

}  // namespace
}  // namespace bc701

Rule bc701_placeholder_left() { return {&bc701::kInfo, bc701::check, bc701::check_hardware}; }

}  // namespace brief::rules
