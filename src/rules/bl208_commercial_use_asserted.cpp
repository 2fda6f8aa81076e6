// BL208 commercial-use-asserted: commercial use asserted in prose while the verdict blocks it.
#include <fmt/format.h>

#include "derive/prose.h"
#include "model/names.h"
#include "derive/claim_judgement.h"
#include "derive/licenses.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bl208 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL208"},
    .name = "commercial-use-asserted",
    .severity = Severity::error,
    .summary = "commercial use is asserted in prose while the commercial verdict blocks it",
    .rationale =
        "A commercial go-ahead is a claim wherever it is written. Any prose field that says "
        "commercial use is fine, OK, permitted, cleared, free for commercial use, ready for paying "
        "customers ... is judged against the derived commercial verdict, which any restricted, "
        "unknown or unread license blocks. A sentence in one license's notes that speaks of that "
        "license alone is judged against that license: allowed by its entry and by brief's table "
        "of terms, its text not recorded unread. Reported speech of the "
        "source (\"the source says\") and sentences that name the blocker are not claims.",
    .bad = "summary: The whole stack is fine for commercial use.",
    .good = "summary: The drafter's non-commercial terms block a commercial recommendation.",
    .suppressible = false,
};

bool names_whole_deployment(std::string_view clause) {
  const std::string l = lower(clause);
  for (std::string_view whole : {"stack", "deployment", "profile", "model", "weights", "everything", "whole", "all of",
                                 "checkpoint", "this setup", "the setup", "brief"})
    if (has_word(l, whole)) return true;
  return false;
}

// A clause that speaks of one license's own part ("the kit's Apache-2.0 license allows
// commercial use of the kit itself") and of nothing the whole deployment needs.
// The clause (lowercase) names the license's part: its subject, SPDX id or target, or its
// part's role ("the drafter", "the weights").
bool names_license(const LicenseView& view, const std::string& l) {
  const License& lic = *view.license;
  bool named = false;
  for (const std::string* s : {&lic.subject.value, &lic.spdx.value, &lic.target.value})
    named |= !s->empty() && has_word(l, lower(*s));
  if (lic.role.present) {
    const std::string role = name_of(lic.role.value);
    named |= has_word(l, role) || has_word(l, role + "s");
  }
  return named;
}

// A sentence in one license's notes speaks of that license alone when it names no other
// part's license and no set of them ("every license here", "the whole stack").
bool speaks_of_alone(const Brief& brief, const LicenseView& own, std::string_view clause) {
  const std::string l = lower(clause);
  if (names_whole_deployment(clause)) return false;
  if ((has_word(l, "every") || has_word(l, "all") || has_word(l, "each")) &&
      (has_word(l, "license") || has_word(l, "licenses") || has_word(l, "licence") || has_word(l, "licences")))
    return false;
  for (const auto& view : brief.licenses)
    if (&view != &own && names_license(view, l)) return false;
  return true;
}

// The part of the sentence, split at ';', that holds the claim's clause: "Apache-2.0 allows
// commercial use of the kit itself; it says nothing about the weights" speaks of the weights
// only in its second part. The whole sentence when the clause is not found in one part.
std::string_view part_holding(std::string_view sentence, std::string_view clause) {
  const std::string low_clause = lower(clause);
  std::size_t from = 0;
  while (from <= sentence.size()) {
    const std::size_t end = std::min(sentence.find(';', from), sentence.size());
    const std::string_view part = sentence.substr(from, end - from);
    if (lower(part).find(low_clause) != std::string::npos) return part;
    from = end + 1;
  }
  return sentence;
}

bool scoped_to_allowed_license(const Brief& brief, std::string_view clause) {
  const std::string l = lower(clause);
  if (names_whole_deployment(clause)) return false;
  bool named_allowed = false;
  for (const auto& view : brief.licenses) {
    if (!names_license(view, l)) continue;
    if (view.effective != CommercialUse::allowed) return false;
    named_allowed = true;
  }
  return named_allowed;
}

void check(const RuleContext& ctx, Findings& out) {
  if (ctx.brief.commercial.possible) return;
  for (const LocatedClaim* c : claims_of(ctx.brief, ClaimKind::commercial)) {
    const LicenseView* scope = license_scope(ctx.brief, c->text);
    if (scope && scope->effective == CommercialUse::allowed && !names_whole_deployment(c->claim.clause)) continue;
    if (scope && allowed_on_its_record(*scope) &&
        speaks_of_alone(ctx.brief, *scope, part_holding(c->claim.sentence, c->claim.clause)))
      continue;
    // A license named "MIT-style, free for any use" speaks of itself, whatever it resembles.
    const bool own_name = scope && c->text == &scope->license->name;
    if (!own_name && scoped_to_allowed_license(ctx.brief, c->claim.clause)) continue;
    std::string first = ctx.brief.commercial.blockers.empty() ? "" : ctx.brief.commercial.blockers.front().text;
    out.add_reading(*c->text, c->claim.sentence, fmt::format("'{}' asserts commercial use while the commercial verdict blocks it: {}",
                                  c->claim.trigger, first),
            "a restricted, unknown or unread license blocks commercial use: say so instead");
  }
}

}  // namespace
}  // namespace bl208

Rule bl208_commercial_use_asserted() { return {&bl208::kInfo, bl208::check}; }

}  // namespace brief::rules
