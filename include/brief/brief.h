#pragma once
// The derived brief: the profile's facts plus everything code derives from them (totals,
// verdicts, caveats). Renderers read a Brief and format it; they compute nothing.
#include <optional>
#include <string>
#include <vector>

#include "brief/bytes.h"
#include "brief/profile.h"

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
  std::string per_rank_label;   // "Overlaps the file ledger.", "Runtime, not weights." ...
  std::string overlap_caveat;   // "Subcomponents can overlap this main-weight row. Do not add them into the checkpoint."
  std::string resident_label;   // "resident bytes are unknown." / "resident bytes: 1,234 bytes (...)."
};

struct LicenseView {
  const License* license = nullptr;
  std::string commercial_label;        // "Commercial use allowed." / "restricted." / "unknown."
  std::vector<Caveat> derived;         // "The kit license is not the weight license." ...
};

// Whether a commercial recommendation could be made, and what blocks it.
struct CommercialVerdict {
  bool possible = false;
  std::vector<Caveat> blockers;        // one per restricted or unknown license
};

// --- memory verdict -------------------------------------------------------------------

enum class VerdictKind { unknown, does_not_fit, fits };

// One row's part in one pool's equation.
struct PoolTerm {
  const Component* component = nullptr;
  Bytes bytes = Bytes::unknown();  // what this row puts in this pool (share of a split row)
  bool counted = false;            // false: excluded, see why
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
  std::vector<Caveat> derived;   // run count, noise, precision, build, outcome for the subject arm
};

struct Brief {
  const Profile* profile = nullptr;
  const Hardware* hardware = nullptr;       // null when the id did not resolve

  std::vector<Caveat> header;               // opening caveats (not a fit, source reported ...)
  std::string hardware_line;                // "Hardware matches this pin. 2 nodes. TP 2. EP unknown."
  std::string pool_statement;               // "Each DGX Spark has one unified memory pool. ..."
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
};

// Derives the brief. hardware may be null (unresolved id): the verdict is then unknown.
Brief derive(const Profile& profile, const Hardware* hardware);

}  // namespace brief
