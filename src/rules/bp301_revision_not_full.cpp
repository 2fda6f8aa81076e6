// BP301 revision-not-full: a pinned revision that is not 40 lowercase hex digits.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "derive/prose.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bp301 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BP301"},
    .name = "revision-not-full",
    .severity = Severity::error,
    .summary = "a pinned revision is not a full 40-hex commit",
    .rationale =
        "Pins are full revisions. A short hash can become ambiguous as a repository grows, a tag "
        "or branch name moves, and neither can be verified byte for byte. Every revision field "
        "(pins, license revisions, weight_pin, manifest) must be 40 lowercase hex digits, or "
        "`unset` / `unknown` when the source did not pin it.",
    .bad = "    revision: 5624dfc",
    .good = "    revision: 5624dfc6fce32d747727eaf4dbda98999f868066",
    .suppressible = true,
};

void check_revision(const Located<Revision>& r, std::string_view what, Findings& out) {
  if (!r.present || r.value.state != Revision::State::pinned || is_full_revision(r.value.hash)) return;
  out.add(r.loc, fmt::format("{} revision '{}' is not a full 40-hex commit", what, r.value.hash),
          "write the full commit, or `unset` / `unknown` when the source did not pin it");
}

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& pin : ctx.profile.pins) check_revision(pin.revision, fmt::format("pin '{}'", pin.id.value), out);
  check_revision(ctx.profile.hashes.weight_pin, "weight_pin", out);
  check_revision(ctx.profile.hashes.manifest, "manifest", out);
  // A build id is a short hash as git prints it: lowercase hex ("80dba15", not "80DBA15").
  for (const auto& b : ctx.profile.builds) {
    const std::string& id = b.id.value;
    if (id.empty() || lower(id) == id) continue;
    std::string message = fmt::format("build id '{}' is not lowercase hex as git prints it", id);
    std::string hint = fmt::format("write '{}'", lower(id));
    // The same id in lowercase is certain only for hex digits (git's short hashes are
    // case-blind); an id with other letters is not a hash to begin with.
    const bool hex = std::all_of(id.begin(), id.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); });
    if (const auto span = value_span(b.id); span && hex)
      out.add(span->begin, span->end, std::move(message), std::move(hint), Fix{span->begin, span->end, lower(id)});
    else
      out.add(b.id, std::move(message), std::move(hint));
  }
  for (const auto& l : ctx.profile.licenses) {
    if (l.revision.value.empty() || is_full_revision(l.revision.value)) continue;
    out.add(l.revision, fmt::format("license '{}' revision '{}' is not a full 40-hex commit", l.subject.value, l.revision.value),
            "write the full commit the license text was read at");
  }
}

}  // namespace
}  // namespace bp301

Rule bp301_revision_not_full() { return {&bp301::kInfo, bp301::check}; }

}  // namespace brief::rules
