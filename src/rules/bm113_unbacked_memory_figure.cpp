// BM113 unbacked-memory-figure: a size in memory, given in prose in the catalog's voice, that no
// byte fact of the profile backs.
#include <fmt/format.h>

#include <algorithm>

#include "derive/prose.h"
#include "derive/rows.h"
#include "derive/claim_judgement.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm113 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM113"},
    .name = "unbacked-memory-figure",
    .severity = Severity::error,
    .summary = "a byte figure is given as a size in memory that no byte fact of the profile backs",
    .rationale =
        "Figures are a closed world: a size the catalog states in its own voice must be one the "
        "profile knows. A sentence that speaks of memory (\"each Spark carries about 90 GB of "
        "weights once loaded\", \"the weights take up 84 GB of memory per node\") and gives a "
        "byte figure asserts a resident size. It must be a pool's nominal or usable capacity or "
        "a row's known resident or per-rank bytes; a figure that matches none of them is a "
        "guess presented as a fact, a figure that is the disk plan's is disk presented as "
        "memory, and one that is several nodes' pools added together (\"that is the 256 GiB the "
        "weights load into\" on two 128 GiB Sparks) is memory no node has. A figure given as a row's size without a word of memory or disk (\"the dense slice "
        "is about 9 GiB\") must be some byte fact of the profile, on disk or in memory. What a "
        "source reported stays the source's (\"the README reports 18 GiB\"), and "
        "a condition, a question or a denial asserts nothing. Totals, fits and capacities have "
        "their own rules (BM101, BM103, BM106).",
    .bad = "components:\n  - id: routed-experts\n    resident: unknown\n"
           "notes:\n  - Each Spark carries about 90 GB of weights once loaded.",
    .good = "notes:\n  - The README does not give the resident bytes of the weights.",
    .suppressible = false,
};

// A figure the profile's byte facts hold: one pool of one node, a row's known resident or
// per-rank bytes, a sum of overlapping rows (BM102 judges it). A multiple of a pool is none:
// a capacity claim of its sentence judges it (BM106, and judged_as_claim skips the sentence);
// with none ("That is the 256 GiB the weights load into"), it is pools added, given as memory.
bool backed(const RuleContext& ctx, const ByteFigure& f) {
  if (ctx.hardware && is_one_pool(*ctx.hardware, f)) return true;
  for (const auto& c : ctx.profile.components)
    for (const Located<Bytes>* b : {&c.resident, &c.per_rank})
      if (b->value.is_known() && figure_matches(f, b->value.value(), true)) return true;
  return overlapping_sum(ctx.profile, f).has_value();
}

// True when a claim of the same sentence already judges its figures (a fit; a total or a
// capacity its words make one): one finding per lie. A bare figure read as a capacity ("the
// state measured 1.5 GiB in memory") is judged only as pools added (BM106), so its figure is
// still this rule's.
// A capacity is judged by BM106 only when its figure is pools added together; any other figure
// it gives ("the KV cache on each node is 38 GiB") is still a size this rule must find backed.
// A total judges only the figures it adds.
// True when the claim was read from the reading's sentence of the same field (a claim keeps
// the sentence's leading spaces, a reading trims them).
bool of_reading(const LocatedClaim& c, const SentenceReading& r) {
  std::string_view s = c.claim.sentence;
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  return c.text == r.text && s == r.sentence;
}

bool judged_as_claim(const RuleContext& ctx, const SentenceReading& r) {
  const Brief& brief = ctx.brief;
  auto pools_added = [&](const CapacityClaim& capacity) {
    return ctx.hardware != nullptr && std::any_of(capacity.figures.begin(), capacity.figures.end(), [&](const ByteFigure& f) {
             return pool_multiple(*ctx.hardware, f, 4096).has_value();
           });
  };
  for (const LocatedClaim& c : brief.claims) {
    // A claim of reproduction, ranking or commercial use judges no byte figure ("we measured
    // the workspace at 4 GiB" is a run no record backs and a size no fact backs: two findings).
    const ClaimKind kind = c.claim.kind();
    if (kind != ClaimKind::fit && kind != ClaimKind::total && kind != ClaimKind::capacity) continue;
    const CapacityClaim* capacity = c.claim.as<CapacityClaim>();
    if (c.text != r.text || (capacity && (capacity->bare_figure || !pools_added(*capacity)))) continue;
    // A total judges the figures it adds: "165 GB plus 84 GB of files, so about 249 GB ends up
    // in the unified pools" still gives a figure in memory that no total judges.
    if (const TotalClaim* total = c.claim.as<TotalClaim>()) {
      const auto added = [&](const ByteFigure& m) {
        return std::any_of(total->figures.begin(), total->figures.end(), [&](const ByteFigure& f) { return f.text == m.text; });
      };
      // A total of disk files judges them as disk, never as memory.
      if (total->about_disk || !std::all_of(r.memory_figures.begin(), r.memory_figures.end(), added)) continue;
    }
    if (of_reading(c, r)) return true;
  }
  return false;
}

// True when a capacity claim of the sentence judges its figures as pools (BM106), a bare
// figure's included ("Both Sparks together: 256 GB").
bool capacity_claimed(const RuleContext& ctx, const SentenceReading& r) {
  const auto claims = claims_of(ctx.brief, ClaimKind::capacity);
  return std::any_of(claims.begin(), claims.end(), [&](const LocatedClaim* c) { return of_reading(*c, r); });
}

// What to do with a figure no fact backs, whichever way it was given.
constexpr const char* kPlaceTheFigure =
    "put the figure in the row it sizes with its evidence, attribute it to its source (\"the README reports ...\"), or "
    "drop it";

void check(const RuleContext& ctx, Findings& out) {
  for (const SentenceReading& r : ctx.brief.readings) {
    if (judged_as_claim(ctx, r)) continue;
    // A row's size without a word of memory or disk: any byte fact of the profile backs it.
    for (const ByteFigure& f : r.row_figures) {
      // Pools added are judged where the figure is said to be memory (below); a row's size
      // near them is left to the rules of rows and totals.
      if (backed(ctx, f) || is_known_fact(ctx.profile, f) || is_known_disk_sum(ctx.profile, f) ||
          (ctx.hardware && pool_multiple(*ctx.hardware, f, 4096)))
        continue;
      out.add_reading(*r.text, r.sentence,
                      fmt::format("'{}' is given as the size of a row, but no byte fact of the profile (a row, the disk "
                                  "plan, a pool) is {}",
                                  f.text, f.text),
                      kPlaceTheFigure);
      break;
    }
    for (const ByteFigure& f : r.memory_figures) {
      // The disk plan's own figure first: "about 249 GB" that the plan adds up to is that plan,
      // even where it also comes near two pools added together.
      if (!is_disk_only_figure(ctx.profile, f) && backed(ctx, f)) continue;
      if (const auto m = ctx.hardware ? pool_multiple(*ctx.hardware, f, 4096) : std::nullopt;
          m && !is_disk_only_figure(ctx.profile, f)) {
        // "... 256 GB for two Sparks; this profile counts two separate pools": set against the
        // pools, not claimed; a capacity claim of the sentence is BM106's to judge.
        if (r.pools_kept_apart || capacity_claimed(ctx, r)) continue;
        out.add_reading(*r.text, r.sentence,
                        fmt::format("'{}' is {} nodes' '{}' pools added together, given as one size in memory", f.text,
                                    m->k, m->pool),
                        "each node is its own pool: state the size per node");
        break;
      }
      if (is_disk_only_figure(ctx.profile, f)) {
        out.add_reading(*r.text, r.sentence, fmt::format("'{}' is the disk plan's size, given as a size in memory", f.text),
                        "disk is not memory: say what is known of the resident bytes, or that they are unknown");
        break;
      }
      out.add_reading(*r.text, r.sentence,
                      fmt::format("'{}' is given as a size in memory, but no pool, and no row's known resident or "
                                  "per-rank bytes, is {}",
                                  f.text, f.text),
                      kPlaceTheFigure);
      break;
    }
  }
}

}  // namespace
}  // namespace bm113

Rule bm113_unbacked_memory_figure() { return {&bm113::kInfo, bm113::check}; }

}  // namespace brief::rules
