// BV801 unbacked-catalog-claim: reproduced, deployed, measured or validated, with no record.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "brief/plural.h"
#include "derive/claim_judgement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bv801 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BV801"},
    .name = "unbacked-catalog-claim",
    .severity = Severity::error,
    .summary = "a reproduction, deployment or runtime measurement is claimed with no catalog run behind it",
    .rationale =
        "\"Source reported; not reproduced\" is the default, and the only honest one until this "
        "catalog has run the thing itself. provenance.reproduced, claims.deployment_done and "
        "claims.runtime_claimed need a complete catalog_runs record of the matching kind: who ran "
        "it, when (YYYY-MM-DD), and on which pins (the checkpoint and runtime pins at least). "
        "The same holds for prose in any field that says this catalog reproduced, verified, "
        "validated, re-ran, measured or deployed it; a named node count (\"validated at four "
        "nodes\") must match the record's. What the source itself ran, reported as the source's, "
        "is not such a claim.",
    .bad = "provenance:\n  reproduced: true\ncatalog_runs: []",
    .good = "catalog_runs:\n  - kind: reproduction\n    by: catalog maintainers\n    date: \"2026-10-12\"\n"
            "    pins: [checkpoint, runtime]\n    what: C1 short decode on one pair of Sparks",
    .suppressible = false,
};

std::string gaps(const Brief& brief) {
  if (brief.runs.incomplete.empty()) return "there is no catalog_runs record of that kind";
  return fmt::format("the catalog_runs record is incomplete: {}", fmt::join(brief.runs.incomplete, "; "));
}

void flag(const Located<bool>& claim, const CatalogRun* record, std::string_view what, const Brief& brief,
          Findings& out) {
  if (!claim.present || !claim.value || record != nullptr) return;
  out.add(claim.loc, fmt::format("{} is claimed but {}", what, gaps(brief)),
          "add a catalog_runs entry (kind, by, date, pins, what), or set it to false");
}

void check(const RuleContext& ctx, Findings& out) {
  const Brief& b = ctx.brief;
  flag(ctx.profile.provenance.reproduced, b.runs.reproduction, "a reproduction by this catalog", b, out);
  flag(ctx.profile.claims.deployment_done, b.runs.deployment, "a finished deployment", b, out);
  flag(ctx.profile.claims.runtime_claimed, b.runs.runtime_measurement, "a runtime measurement by this catalog", b, out);

  const CatalogRun* any = b.runs.reproduction ? b.runs.reproduction
                          : b.runs.runtime_measurement ? b.runs.runtime_measurement : b.runs.deployment;
  for (const LocatedClaim* c : claims_of(b, ClaimKind::reproduction)) {
    if (any == nullptr) {
      out.add_reading(*c->text, c->claim.sentence, fmt::format("'{}' claims this catalog ran it, but {}", c->claim.trigger, gaps(b)),
              "report what the source ran as the source's, or add a catalog_runs record");
      continue;
    }
    const int64_t nodes = any->nodes.present ? any->nodes.value : ctx.profile.hardware.nodes.value;
    const int64_t named = c->claim.as<ReproductionClaim>()->nodes_named;
    if (named > 0 && named != nodes)
      out.add_reading(*c->text, c->claim.sentence, fmt::format("'{}' names {}, but the catalog run was on {}", c->claim.trigger,
                                    count_of(named, "node"), nodes),
              "state the node count that was run");
  }
}

}  // namespace
}  // namespace bv801

Rule bv801_unbacked_catalog_claim() { return {&bv801::kInfo, bv801::check}; }

}  // namespace brief::rules
