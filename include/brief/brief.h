#pragma once
// The derived brief: the profile's facts plus everything code derives from them (totals,
// verdicts, caveats). Renderers read a Brief and format it; they compute nothing.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "brief/bytes.h"
#include "brief/claim.h"
#include "brief/profile.h"
#include "brief/verdict.h"

namespace brief {

// A sentence derived from facts, with a stable id so tests and JSON consumers can find it.
struct Caveat {
  std::string id;    // kebab-case, e.g. "rows-not-additive"
  std::string text;  // full sentence(s), ending with a period
};

// One component row with the labels derived from its role, residence and access.
struct RowView {
  const Component* component = nullptr;
  std::string role_label;       // "File ledger.", "Shared UMA pool.", "Not present."
  std::string access_label;     // "Sparse routed matmul.", "Not in this recipe."
  std::string residence_label;  // "Unified pool (UMA)", "" for ledgers and absent rows
  std::string ledger_relation;  // how the row stands to the file ledger, from its role:
                                // "Overlaps the file ledger.", "Runtime, not weights." ...
  std::string overlap_caveat;   // "Subcomponents can overlap this main-weight row. Do not add them into the checkpoint."
  std::string resident_label;   // "resident bytes are unknown." / "resident bytes: 1,234 bytes (...)."
};

// Whether a license's text was read: only "read" lets a license count as known.
enum class TextRead { read, not_read, not_stated };

struct LicenseView {
  const License* license = nullptr;
  TextRead text = TextRead::not_stated;
  // What brief's own table (by SPDX id, license key or name) says the terms allow; unknown
  // when the license is not in the table.
  CommercialUse terms = CommercialUse::unknown;
  std::string terms_reason;            // the table's reason, "" when not in the table
  bool non_commercial_terms = false;   // the id, key or name says non-commercial / research-only
  // What this license contributes to the commercial verdict: allowed only when the profile
  // says allowed, the text was read and the terms do not restrict it.
  CommercialUse effective = CommercialUse::unknown;
  std::string commercial_label;        // "Commercial use allowed." / "restricted." / "unknown."
  std::vector<Caveat> derived;         // "The kit license is not the weight license." ...
};

// Whether a commercial recommendation could be made, and what blocks it.
struct CommercialVerdict {
  bool possible = false;
  std::vector<Caveat> blockers;        // one per restricted or unknown license
  // Pinned or separately downloaded parts (a drafter, the checkpoint) that no license entry
  // covers: their terms are unknown, so they block too.
  std::vector<const Pin*> unlicensed_pins;
  std::vector<const Component*> unlicensed_rows;
};

// --- memory verdict -------------------------------------------------------------------

// VerdictKind: brief/verdict.h (the model layer names it).

// One row's part in one pool's equation.
struct PoolTerm {
  const Component* component = nullptr;
  Bytes bytes = Bytes::unknown();  // what this row puts in this pool (share of a split row)
  bool in_total = false;           // adds to the pool's total; false: excluded, see why
  std::string why;                 // "overlaps exl3-checkpoint", "file ledger, not memory", "not present"
};

// The equation of one pool of one node. Pools are never added across nodes.
struct PoolEquation {
  int node = 0;                    // 1-based
  std::string pool_id;             // "uma"
  std::string pool_label;          // "node 1 UMA (unified)"
  std::vector<PoolTerm> terms;
  Bytes total = Bytes::unknown();  // known only when every counted term is known
  Bytes lower_bound = Bytes::unknown();  // sum of the known counted terms; never a fit
  std::vector<std::string> unknown_rows;  // component ids that keep total unknown
  Bytes usable = Bytes::unknown(); // usable capacity of this pool
  std::string capacity_source;
  std::optional<Bytes> headroom;   // usable - total, only when the total is known and fits
  // Some counted row lives in this pool. An empty pool has no total, bound or headroom: the
  // profile lists only what the source reported, so "nothing placed" is not "0 bytes used".
  bool placed = false;
};

struct MemoryVerdict {
  VerdictKind kind = VerdictKind::unknown;
  std::vector<Caveat> reasons;         // why this verdict
  std::vector<PoolEquation> pools;     // node by node
  std::vector<Caveat> missing_facts;   // what it would take to know
  bool claim_supported = true;         // the profile's memory-fit claim agrees with the verdict
};


// --- calculator verdict ---------------------------------------------------------------
// The second verdict (docs/calculator.md): computed from the model facts, the serving facts
// and the parallelism, never from the profile's placements, and never mixed into the sourced
// memory verdict above. Plain data so other renderers (HTML, CycloneDX) can read it.

// One named bound of a term: its bytes, the arithmetic and the source of the rule
// ("theoretical minimum"; "vLLM reservation", source "vllm/v1/core/...").
struct CalcBound {
  std::string name;
  Bytes bytes = Bytes::unknown();
  std::string formula;
  std::string source;
};

// One term of one node's sum, as an interval [low, high] of bytes (low == high when exact).
struct CalcTerm {
  std::string id;                   // "weights", "kv-cache", "linear-state", "drafter", "workspace"
  std::string label;                // "Weights"
  Bytes low = Bytes::unknown();     // unknown: see missing
  Bytes high = Bytes::unknown();
  bool estimate = false;            // from parameters x stated bits, not measured bytes
  std::string formula;              // the arithmetic with its numbers, one line
  std::vector<std::string> assumptions;  // printed beside the number they moved
  std::vector<std::string> missing;      // the inputs that keep it unknown
  std::vector<CalcBound> bounds;         // low then high, when the interval's ends have their own rules
};

// One node (never a sum of nodes): its terms against one pool's usable capacity.
struct CalcNode {
  int node = 0;                     // 1-based
  std::string pool_label;           // "node 1 UMA (unified)"
  std::vector<CalcTerm> terms;
  Bytes low = Bytes::unknown();     // sum of the low bounds of exact and assumed terms
  Bytes high = Bytes::unknown();    // sum of every high bound; unknown when any term is
  Bytes usable = Bytes::unknown();
  std::string capacity_source;
};

// What the calculator was given, each with where it came from ("profile serving", "--context").
struct CalcInput {
  std::string name;                 // "context per request"
  std::string value;                // "1,048,576 tokens", "unknown"
  std::string source;
};

struct CalculatorVerdict {
  bool has_model = false;           // false: the profile has no model: section
  VerdictKind kind = VerdictKind::unknown;
  std::vector<CalcInput> inputs;
  std::vector<CalcNode> nodes;      // node by node
  std::vector<Caveat> reasons;      // why this verdict
  std::vector<Caveat> missing;      // what it would take to know, one per missing input
  std::vector<Caveat> assumptions;  // every assumption made, explicit or labelled
};

// --- observations ---------------------------------------------------------------------

struct ObservationView {
  const Observation* observation = nullptr;
  std::vector<const Arm*> arms;         // the arms it compares (those with cells, else every arm)
  bool quantizations_differ = false;    // an arm's quantization differs or is unknown
  bool builds_differ = false;           // a compared arm was measured on another build
  int64_t runs = 0;                     // its own run count, else the bake-off's; 0 unknown
  // Its unit reads one way and its direction says the other: a rate ("tok/s") marked
  // lower-is-better, a duration ("ms", "s") marked higher-is-better. The order of its arms flips.
  bool direction_contradicts_unit = false;
  const Cell* subject_cell = nullptr;   // this profile's own arm's cell
  std::vector<const Cell*> within_noise;  // other cells inside the noise threshold of the subject
  std::vector<Caveat> derived;   // run count, noise, precision, build, outcome for the subject arm
};

// Runs by this catalog that back a claim, per claim.
struct RunRecords {
  const CatalogRun* reproduction = nullptr;         // a complete record of that kind, or null
  const CatalogRun* deployment = nullptr;
  const CatalogRun* runtime_measurement = nullptr;
  std::vector<std::string> incomplete;  // why a record cannot back anything ("no date" ...)
};

// --- claims in prose ------------------------------------------------------------------

// A claim found in a located prose field.
struct LocatedClaim {
  const Text* text = nullptr;
  Claim claim;
};

// --- what prose sentences say of typed facts ---------------------------------------------
// Each prose sentence of the profile is analysed once, in derive (src/derive/sentence.h); the
// claims above and these readings come from that one analysis. A rule compares a reading with
// the typed facts and never reads prose itself. Only what the sentence asserts in the
// catalog's own voice is read: a denial, a condition, a question, an order or a source's
// report is not.

// A date a sentence gives the bake-off: a day, or a month or part of one, as [first, last].
struct DateNamed {
  std::string written;       // as read, lowercase: "2026-10-14", "1 october 2026", "late august 2026"
  std::string first, last;   // YYYY-MM-DD
};

// What a sentence asserts of a condition the bake-off was measured under ("build",
// "quantization", "concurrency", "prompt"): across every value ("any build", "all workloads"),
// for every cell, arm or observation ("every arm ran EXL3 4bpw"), or shared ("the same precision").
struct ScopeNamed {
  std::string condition;
  bool across = false;
  bool over_cells = false;
  bool same = false;
};

// A throughput a sentence gives in the catalog's voice: "804 tok/s", "about 100 tokens per second".
struct RateNamed {
  long double value = 0;
  int scale = 0;              // digits after the point, as written
  bool approximate = false;   // "about", "roughly", "~"
  std::string written;        // "804 tok/s"
  // The sentence speaks of a difference ("a lead of 62 tok/s", "62 tok/s faster"): the rate
  // may be the gap between two cells, where a level ("held 60 tok/s") must be a cell.
  bool may_be_gap = false;
};

// A multiplier a sentence asserts in the catalog's voice of a rate, a cell or an arm ("eight
// times the C1 rate", "2x faster"): not denied, supposed, asked, ordered or reported, no count of
// times ("measured twice over"), no multiple of memory, nodes, slots or context (BO414).
struct MultiplierNamed {
  double value = 0;
  double tolerance = 0;     // how far a ratio of two cells may be from it, by how it is written
  std::string written;      // "eight times", "2x"
  bool names_rate = false;  // its sentence has a word of a rate or a cell; else an arm must be named
};

// A license named in an asserted clause: the SPDX id as the list spells it ("Apache-2.0"), or
// "permissive" for a word that says only that the terms allow use; and the words of its part of
// the clause (cut at "and", "but", "while" ...) that are not denied ("not the checkpoint"
// leaves "checkpoint" out), lowercase.
struct LicenseGiven {
  std::string license;
  std::vector<std::string> clause_words;
  // "The weights fall under the same terms as the engine": no license is named, but the clause
  // gives one part another's terms (license is then "").
  bool by_reference = false;
  // "Covered by the MIT terms of TensorFold", "Same terms as the engine that loads them": the
  // clause opens with the word that carries the terms and names no subject, so in a license's
  // own notes it speaks of that license.
  bool subjectless = false;
};

struct SentenceReading {
  const Text* text = nullptr;               // the prose field
  std::string sentence;                     // as written, trimmed
  std::vector<int64_t> node_counts;         // "on three Sparks" -> 3, "two pairs of Sparks" -> 4
  // Nodes it gives every arm of the bake-off to itself: "each arm got its own pair of Sparks" ->
  // 2, so three arms had six (BO408 multiplies by the arms); 0 when it says no such thing.
  int64_t nodes_each_arm = 0;
  std::vector<int64_t> runs;                // the runs it says an arm had: "best of 5 runs" -> 5
  std::optional<double> temperature;        // the sampling temperature it gives: "temperature 0.7"
  std::vector<std::pair<double, double>> noise_thresholds;  // noise lines it gives: "below 15% is noise"
  std::vector<DateNamed> bakeoff_dates;     // dates given the bake-off (not a rerun's)
  std::vector<DateNamed> dates;             // every date it asserts, of whatever (BO412)
  std::vector<std::string> pinned_objects;  // hashes fields it calls pinned: "weight_pin", "manifest"
  std::string moving_ref_pinned;            // a moving reference it calls pinned: "latest tag" (BP310)
  bool calls_a_guess = false;               // calls a figure an estimate, a default, a tool's reading
  // Says a size is not known, with no byte figure: "KV bytes were not published" (size_unknown,
  // every byte field), "Exact file bytes were not printed." (size_unknown of file_size only).
  bool size_unknown = false;
  std::vector<std::string> size_unknown_of;  // "file_size", "per_rank", "resident"; empty: all
  // Denies what its byte figures are ("12.9 GiB is observed free memory, not a KV size",
  // "free memory rather than a reservation"): those figures are not the row's size.
  std::vector<ByteFigure> disowned_figures;
  // Gives its byte figures as a size known by a measurement or a source ("the KV cache
  // measured 12.9 GiB"): a knowledge verb asserted, nothing denied.
  std::vector<ByteFigure> stated_figures;
  // Gives its byte figures in a source's voice ("6 GiB, per the kit's launch settings"): a size
  // said to be published, which a row that says its bytes were not published contradicts (BM108).
  std::vector<ByteFigure> sourced_figures;
  // Speaks of memory left over ("free", "available", "headroom"): its stated figures may be
  // memory a run had left, which is not the row's size (BM108).
  bool speaks_of_left_over = false;
  // Gives its byte figures, in the catalog's voice, as sizes held in memory ("each Spark
  // carries about 90 GB of weights"): each must be a byte fact of the profile (BM113).
  std::vector<ByteFigure> memory_figures;
  // Says the nodes' pools stay apart ("this profile counts two separate 128 GiB pools"): a
  // figure of pools added that it gives is set against them, not claimed (BM113).
  bool pools_kept_apart = false;
  // Gives its byte figures, in the catalog's voice, as the size of a row without saying memory
  // or disk ("the dense slice is about 9 GiB"): each must be some byte fact of the profile.
  std::vector<ByteFigure> row_figures;
  // Gives its one byte figure, in the catalog's voice, as memory the model can use ("all 128 GiB
  // go to the model", "the full 128 GiB is usable"): a pool's nominal figure there claims more
  // than the usable memory the hardware entry records (BM128).
  std::vector<ByteFigure> usable_figures;
  // Says a license text was read ("the checkpoint license was reviewed"): each license it
  // speaks of must have text_read: true (BL212).
  bool license_read = false;
  // A figure and its conversion in parentheses that is another quantity ("165 GB (about 165
  // GiB)"): the arithmetic is wrong whoever wrote it (BM107).
  std::vector<std::pair<ByteFigure, ByteFigure>> conversion_mismatches;
  // Throughputs it asserts ("the pair served 804 tok/s"): each must be a cell (BO411).
  std::vector<RateNamed> rates;
  // Multipliers it asserts of a rate or a cell: each must be a ratio of two cells (BO414).
  std::vector<MultiplierNamed> multipliers;
  std::vector<std::string> hashes_named;    // hex tokens it names: builds and revisions
  // "the pinned kit commit", "the runtime pin": the runtime pin named by its role, asserted and
  // not denied (BO410 reads it as that pin's revision).
  bool names_runtime_pin = false;
  // A hash it says is a pin: "441de75, i.e. the runtime pin itself" -> {"441de75", "runtime"}
  // (the word before "pin": a pin's role or id, or "kit" / "weights").
  std::vector<std::pair<std::string, std::string>> hashes_called_pins;
  // Says something is the weight pin ("That fetch is the weight pin", "revision 5ab363a serves
  // as the weight pin"): a hash of the weight files said to exist (BP306).
  bool names_weight_pin = false;
  // "not only X but Y": adds Y to X, both said (BO408 reads each node count it names).
  bool additive = false;
  // A hash right after "<role> commit" ("Use kit commit 441de75") -> {"441de75", "kit"}: the
  // role's commit only if it is no other pin's revision (BP307).
  std::vector<std::pair<std::string, std::string>> hashes_beside_roles;
  std::vector<ScopeNamed> scopes;
  // The licenses it gives something in the catalog's voice ("this checkpoint ships under
  // Apache-2.0"): each with the words of its clause, so that what it is given to can be found
  // among the profile's licenses (BL213).
  std::vector<LicenseGiven> licenses_given;
  // Lets another profile's rows be read with this one's ("pooled with these freely", "same
  // image as this one"): in a do-not-blend reason, it takes the entry back (BR508).
  bool permits_blending = false;
  // Names the bake-off in so many words ("The bake-off ran on four Sparks"): outside the
  // bake-off's own text, such a sentence speaks of it (BO408).
  bool names_bakeoff = false;
};

struct Brief {
  const Profile* profile = nullptr;
  const Hardware* hardware = nullptr;       // null when the id did not resolve

  std::vector<Caveat> header;               // opening caveats (not a fit, source reported ...)
  std::string hardware_line;                // "Hardware matches this pin. 2 nodes. TP 2. EP unknown."
  std::string pool_statement;               // "Each DGX Spark has one unified memory pool. ..."
  std::string provenance_line;              // "community source. Reported by maintainer. Not reproduced."
  std::string runtime_not;                  // what the runtime is not, without a leading "Not ": "Mia ..."
  std::vector<RowView> rows;                // every component, in profile order
  std::vector<std::string> absent;          // names of not-present rows
  std::vector<Caveat> row_caveats;          // do not add rows, absence is not zero ...
  Bytes resident_total = Bytes::unknown();  // whole-deployment resident bytes (unknown here)
  std::vector<LicenseView> licenses;
  CommercialVerdict commercial;
  MemoryVerdict memory;
  CalculatorVerdict calculator;             // the second verdict, from model facts; see above
  std::vector<ObservationView> observations;
  std::vector<Caveat> observation_caveats;  // one-run, noise threshold, maintainer observations
  std::vector<Caveat> closing;              // runtime claimed false, summing creates no fit ...
  RunRecords runs;                          // what backs reproduction and deployment claims
  std::vector<LocatedClaim> claims;         // every claim of every prose field of the profile
  // What each prose sentence of the profile says of typed facts (only sentences that say
  // something), in file order: from the same one analysis per sentence as the claims.
  std::vector<SentenceReading> readings;
  // The title and subtitle, each with the node count it names ("on 2 DGX Sparks" -> 2);
  // only those that name exactly one count.
  struct NodesNamed {
    const Text* text = nullptr;
    int64_t nodes = 0;
  };
  std::vector<NodesNamed> nodes_named_in_titles;
};

// Derives the brief. hardware may be null (unresolved id): the verdict is then unknown.
Brief derive(const Profile& profile, const Hardware* hardware);

}  // namespace brief
