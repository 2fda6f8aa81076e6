// BM104 not-present-given-bytes: an absent component with a byte count (0 included).
#include <fmt/format.h>

#include "rules/rule.h"

namespace brief::rules {
namespace bm104 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM104"},
    .name = "not-present-given-bytes",
    .severity = Severity::error,
    .summary = "a not-present component is given a byte count, 0 included",
    .rationale =
        "Not present is not 0 B. A component the recipe does not have has no bytes to report; "
        "writing 0 (or any number) turns absence into a measurement that a sum will happily use. "
        "The check reports a known file_size, per_rank or resident on a row whose role is "
        "not-present.",
    .bad = "  - id: engram\n    role: not-present\n    resident: 0",
    .good = "  - id: engram\n    role: not-present\n    resident: not-present",
    .suppressible = false,
};

void check_field(const Component& c, const Located<Bytes>& b, std::string_view field, Findings& out) {
  if (!b.present || !b.value.is_known()) return;
  out.add(b.loc, fmt::format("not-present component '{}' is given {} bytes in {}", c.id.value, b.value.value(), field),
          "write `not-present`: absence is not zero bytes");
}

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& c : ctx.profile.components) {
    if (c.role.value != ComponentRole::not_present) continue;
    check_field(c, c.file_size, "file_size", out);
    check_field(c, c.per_rank, "per_rank", out);
    check_field(c, c.resident, "resident", out);
  }
}

}  // namespace
}  // namespace bm104

Rule bm104_not_present_given_bytes() { return {&bm104::kInfo, bm104::check}; }

}  // namespace brief::rules
